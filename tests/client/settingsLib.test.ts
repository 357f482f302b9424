import { describe, expect, it } from 'vitest';
import { changedKeys, changesOf, errorBarText } from '../../src/lib/editState';
import { canSetTreatment, enabledOverrideCount, nextTreatment } from '../../src/lib/experiments';
import { graphqlUrl, isValidApiHost, websocketUrl } from '../../src/lib/apiHost';
import { uploadProblem } from '../../src/features/settings/images/readFile';
import { SaveError } from '../../src/relay/commitAsync';

describe('edit state', () => {
  it('tracks only the fields that differ, arrays by content', () => {
    const initial = { name: 'Mika', genders: ['Male'], bio: null as string | null };
    expect(changedKeys(initial, { ...initial, genders: ['Male'] })).toEqual([]);
    expect(changedKeys(initial, { ...initial, genders: ['Male', 'Non-Binary'], bio: 'hi' })).toEqual(['genders', 'bio']);
    expect(changesOf(initial, { ...initial, name: 'Mika Fox' })).toEqual({ name: 'Mika Fox' });
  });

  it("writes the error bar as 'name: message'", () => {
    expect(errorBarText(new SaveError('Bio', '"xx" is not an ISO 639-1 language code.'))).toBe(
      'Bio: "xx" is not an ISO 639-1 language code.',
    );
    expect(errorBarText(new TypeError('boom'))).toBe('TypeError: boom');
  });
});

describe('experiments', () => {
  const team = { key: 'home_news_feed', type: 'TEAM', control: '0', treatments: [{ key: '1' }, { key: '2' }] };
  it('cycles the non-control treatments, then back to control', () => {
    expect(nextTreatment(team, undefined)).toBe('1');
    expect(nextTreatment(team, '1')).toBe('2');
    expect(nextTreatment(team, '2')).toBe('0');
  });

  it('lets only the right people set a treatment', () => {
    const member = { isSupporter: false, isDeveloper: false };
    expect(canSetTreatment(team, '1', member)).toBe(false);
    expect(canSetTreatment(team, '1', { isSupporter: true, isDeveloper: true })).toBe(true);
    expect(canSetTreatment({ ...team, type: 'SUPPORTER' }, '1', { isSupporter: true, isDeveloper: false })).toBe(true);
    expect(canSetTreatment({ ...team, type: 'SUPPORTER' }, '1', member)).toBe(false);
    expect(canSetTreatment({ ...team, type: 'PUBLIC' }, '1', member)).toBe(true);
    expect(canSetTreatment({ ...team, type: 'PUBLIC' }, '9', member)).toBe(false);
  });

  it('counts overrides that are not control', () => {
    expect(enabledOverrideCount({ home_news_feed: '1', gone: '1', other: '0' }, [team, { ...team, key: 'other' }])).toBe(1);
  });
});

describe('uploads', () => {
  it('accepts a JPEG up to 16,777,216 bytes and refuses the rest with SPEC’s messages', () => {
    expect(uploadProblem({ size: 16_777_216, type: 'image/jpeg' })).toBeNull();
    expect(uploadProblem({ size: 16_777_217, type: 'image/jpeg' })).toBe('File size must be less than 16MB');
    expect(uploadProblem({ size: 1000, type: 'image/png' })).toBe('Only JPEG images can be uploaded.');
  });
});

describe('API host override', () => {
  it('uses the override for GraphQL and the websocket, and refuses anything but an origin', () => {
    expect(graphqlUrl(null)).toBe('/graphql');
    expect(graphqlUrl('https://api.example.com/')).toBe('https://api.example.com/graphql');
    expect(websocketUrl('https://api.example.com', { protocol: 'http:', host: 'x' })).toBe('wss://api.example.com/graphql');
    expect(websocketUrl(null, { protocol: 'https:', host: 'snoot.example' })).toBe('wss://snoot.example/graphql');
    expect(isValidApiHost('https://api.example.com')).toBe(true);
    expect(isValidApiHost('javascript:alert(1)')).toBe(false);
    expect(isValidApiHost('https://api.example.com/path')).toBe(false);
  });
});
