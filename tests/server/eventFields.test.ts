import { describe, expect, it } from 'vitest';
import { checkedAddress, checkedCapacity, checkedDescription, checkedTimeZone, checkTimes } from '../../server/events/fields.ts';

/** The checks of what a member writes into an event, each refusing in member words. */

const at = (iso: string) => new Date(iso);
const NOW = at('2026-12-01T12:00:00Z');

describe('event fields', () => {
  it('takes a begin in the future, an end after it, at most 14 days apart', () => {
    expect(() => checkTimes(at('2026-12-05T10:00:00Z'), at('2026-12-19T10:00:00Z'), true, NOW)).not.toThrow();
    expect(() => checkTimes(at('2026-12-01T12:00:00Z'), at('2026-12-02T10:00:00Z'), true, NOW)).toThrow(
      'The event must begin in the future.',
    );
    expect(() => checkTimes(at('2026-12-05T10:00:00Z'), at('2026-12-05T10:00:00Z'), true, NOW)).toThrow(
      'The event must end after it begins.',
    );
    expect(() => checkTimes(at('2026-12-05T10:00:00Z'), at('2026-12-19T10:00:01Z'), true, NOW)).toThrow(
      'An event can last at most 14 days.',
    );
    // An event under way may get a later end without its begin being judged again.
    expect(() => checkTimes(at('2026-11-30T10:00:00Z'), at('2026-12-02T10:00:00Z'), false, NOW)).not.toThrow();
  });

  it('takes IANA zones the runtime knows and nothing else', () => {
    expect(checkedTimeZone(' Europe/Berlin ')).toBe('Europe/Berlin');
    expect(checkedTimeZone('UTC')).toBe('UTC');
    for (const zone of ['', 'Mars/Olympus', 'Europe/Berlin; drop table', 'x'.repeat(65)])
      expect(() => checkedTimeZone(zone), zone).toThrow('Choose a time zone from the list.');
  });

  it('takes 1 to 10,000 places or no limit', () => {
    expect(checkedCapacity(null)).toBeNull();
    expect(checkedCapacity(undefined)).toBeNull();
    expect(checkedCapacity(1)).toBe(1);
    expect(checkedCapacity(10_000)).toBe(10_000);
    for (const bad of [0, -1, 10_001, 2.5]) expect(() => checkedCapacity(bad), String(bad)).toThrow('Places must be a whole number');
  });

  it('trims the address and description, refuses them too long or turning the text', () => {
    expect(checkedAddress('  Gate 3 ')).toBe('Gate 3');
    expect(checkedAddress('   ')).toBeNull();
    expect(() => checkedAddress('x'.repeat(201))).toThrow('Address must be at most 200 characters.');
    expect(() => checkedAddress('Gate \u202e3')).toThrow('change the direction of the text');
    expect(checkedDescription(' Bring water. ')).toBe('Bring water.');
    expect(() => checkedDescription('x'.repeat(4001))).toThrow('Description must be at most 4,000 characters.');
  });
});
