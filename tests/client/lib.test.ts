import { afterEach, describe, expect, it, vi } from 'vitest';
import { isValidEmail } from '../../shared/email';
import { isValidOneTimeCode, normalizeOneTimeCode } from '../../src/lib/oneTimeCode';
import { DEFAULT_TOAST_DURATION_MS, parseDuration } from '../../src/lib/durations';
import { bestRole, isStaff, isSupporter, roleLabel, rolePriority } from '../../shared/roles';
import { LOADING_PHRASES, randomLoadingPhrase } from '../../src/lib/loadingPhrases';
import { safeReturnPath } from '../../src/lib/returnPath';
import { ageOn, isDateString } from '../../src/lib/dates';
import { errorMessage } from '../../src/lib/graphqlErrors';

describe('isValidEmail', () => {
  it.each(['fox@example.com', 'o.brien+snoot@mail.example.co.uk', "weird!#$%&'*+/=?^_`{|}~-@x.io"])('accepts %s', (email) =>
    expect(isValidEmail(email)).toBe(true),
  );
  it.each(['', 'fox', 'fox@', '@example.com', 'fox@example', 'fox@-example.com', 'fox @example.com', `fox@${'a'.repeat(64)}.com`])(
    'rejects %j',
    (email) => expect(isValidEmail(email)).toBe(false),
  );
  it('accepts a 63-character domain label', () => {
    expect(isValidEmail(`fox@${'a'.repeat(63)}.com`)).toBe(true);
  });
});

describe('one-time code', () => {
  it('upper-cases, drops other characters and caps at 7', () => {
    expect(normalizeOneTimeCode('ab-c 12d9xyz')).toBe('ABC12D9');
  });
  it('is valid only with exactly 7 letters or digits', () => {
    expect(isValidOneTimeCode('ABC1234')).toBe(true);
    expect(isValidOneTimeCode('ABC123')).toBe(false);
    expect(isValidOneTimeCode('ABC12345')).toBe(false);
    expect(isValidOneTimeCode('ABC-123')).toBe(false);
  });
});

describe('parseDuration', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads ms, s and m', () => {
    expect(parseDuration('250ms')).toBe(250);
    expect(parseDuration('3s')).toBe(3000);
    expect(parseDuration('1.5s')).toBe(1500);
    expect(parseDuration('2m')).toBe(120_000);
  });
  it('defaults to 3 seconds', () => {
    expect(parseDuration(undefined)).toBe(3000);
  });
  it('warns and falls back to 3000 ms for an invalid string', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseDuration('soon')).toBe(DEFAULT_TOAST_DURATION_MS);
    expect(parseDuration('3h')).toBe(3000);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('roles', () => {
  it('ranks team over VIP over supporter', () => {
    expect(rolePriority('TEAM')).toBe(9999);
    expect(rolePriority('SUPPORTER_VIP')).toBe(100);
    expect(rolePriority('SUPPORTER')).toBe(10);
    expect(rolePriority('PUBLIC')).toBe(0);
    expect(bestRole(['SUPPORTER', 'TEAM', 'SUPPORTER_VIP'])).toBe('TEAM');
    expect(bestRole(['SUPPORTER', 'SUPPORTER_VIP'])).toBe('SUPPORTER_VIP');
    expect(bestRole(['PUBLIC'])).toBeNull();
  });
  it('labels the badge roles', () => {
    expect(roleLabel('TEAM')).toBe('Snoot Team');
    expect(roleLabel('SUPPORTER_VIP')).toBe('VIP Supporter');
    expect(roleLabel('SUPPORTER')).toBe('Supporter');
    expect(roleLabel('PUBLIC')).toBeNull();
  });
  it('derives staff and supporter status', () => {
    expect(isStaff(['TEAM'])).toBe(true);
    expect(isStaff(['SUPPORTER_VIP'])).toBe(false);
    expect(isSupporter(['TEAM'])).toBe(true);
    expect(isSupporter(['SUPPORTER_GOLD'])).toBe(false);
  });
});

describe('loading phrases', () => {
  it('picks from the list, including both ends', () => {
    expect(randomLoadingPhrase(() => 0)).toBe(LOADING_PHRASES[0]);
    expect(randomLoadingPhrase(() => 0.9999)).toBe(LOADING_PHRASES.at(-1));
  });
});

describe('safeReturnPath', () => {
  it('keeps same-origin paths', () => {
    expect(safeReturnPath('/profiles/abc?tab=1')).toBe('/profiles/abc?tab=1');
  });
  it('refuses other origins and the login pages', () => {
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath('/login?redirect=/x')).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
  });
});

describe('dates', () => {
  it('checks YYYY-MM-DD with an optional time', () => {
    expect(isDateString('2001-02-03')).toBe(true);
    expect(isDateString('2001-02-03T10:30')).toBe(true);
    expect(isDateString('2001-02-30')).toBe(false);
    expect(isDateString('03/02/2001')).toBe(false);
  });
  it('computes age on a given day', () => {
    expect(ageOn('2000-06-15', new Date(2016, 5, 14))).toBe(15);
    expect(ageOn('2000-06-15', new Date(2016, 5, 15))).toBe(16);
  });
});

describe('errorMessage', () => {
  it('prefers the server message Relay attached', () => {
    const error = Object.assign(new Error('No data returned for operation'), {
      source: { errors: [{ message: 'You must be at least 16 years old.' }] },
    });
    expect(errorMessage(error)).toBe('You must be at least 16 years old.');
    expect(errorMessage(new Error('offline'))).toBe('offline');
  });
});
