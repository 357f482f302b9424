import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, logIn, startTestApp } from './harness.ts';

const SET_NAME =
  'mutation ($name: String!) { userSetDisplayName(input: {displayName: $name}) { viewer { isOnboarded } profile { displayName } } }';
const SET_BIRTH =
  'mutation ($date: Date!) { userSetDateOfBirth(input: {dateOfBirth: $date}) { viewer { isOnboarded isAdult } profile { age } } }';

function yearsAgo(years: number, days = 0) {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe.each(backends)('onboarding on $name', ({ postgres }) => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
  });
  afterAll(() => app?.stop());

  it('completes with a display name and a date of birth', async () => {
    const token = await logIn(app, 'fresh@example.com');
    const named = await graphql(app, token, SET_NAME, { name: '  Rusty Otter  ' });
    expect(named.data).toEqual({ userSetDisplayName: { viewer: { isOnboarded: false }, profile: { displayName: 'Rusty Otter' } } });
    const born = await graphql(app, token, SET_BIRTH, { date: yearsAgo(25) });
    expect(born.errors).toBeUndefined();
    expect(born.data).toEqual({ userSetDateOfBirth: { viewer: { isOnboarded: true, isAdult: true }, profile: { age: 25 } } });
  });

  it('refuses members younger than 16 and changes nothing', async () => {
    const token = await logIn(app, 'young@example.com');
    const answer = await graphql(app, token, SET_BIRTH, { date: yearsAgo(16, 1) });
    expect(answer.errors?.[0].message).toBe('You must be at least 16 years old to use Snoot.');
    const viewer = await graphql(app, token, '{ viewer { isOnboarded profile { age dateOfBirth } } }');
    expect(viewer.data).toEqual({ viewer: { isOnboarded: false, profile: { age: null, dateOfBirth: null } } });
  });

  it('accepts a member who turns 16 today', async () => {
    const token = await logIn(app, 'sixteen@example.com');
    const answer = await graphql(app, token, SET_BIRTH, { date: yearsAgo(16) });
    expect(answer.data).toMatchObject({ userSetDateOfBirth: { viewer: { isAdult: false }, profile: { age: 16 } } });
  });

  it('rejects an empty display name and an impossible date', async () => {
    const token = await logIn(app, 'careless@example.com');
    expect((await graphql(app, token, SET_NAME, { name: '   ' })).errors?.[0].message).toBe('Display name must not be empty.');
    expect((await graphql(app, token, SET_BIRTH, { date: '2001-02-30' })).errors?.[0].message).toContain('yyyy-MM-dd');
    expect((await graphql(app, token, SET_BIRTH, { date: '1899-12-31' })).errors?.[0].message).toBe('Please enter a valid date of birth.');
  });
});
