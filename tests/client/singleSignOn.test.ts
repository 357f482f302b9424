// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { completeSingleSignOn } from '../../src/features/auth/completeSingleSignOn';
import { parseSsoIdentity, type SsoIdentity } from '../../src/lib/ssoIdentity';
import { authStore, isLoginLocked } from '../../src/state/auth';

const USER_ID = '7d3c1c1e-8f7b-4b8e-9a55-3f0d2b1c9e10';
const token = { accessToken: 'access', refreshToken: 'refresh', expiresAt: Date.now() + 3600_000, idToken: 'id' };
const identity: SsoIdentity = parseSsoIdentity({ sub: `snoot|${USER_ID}`, nickname: 'Ash' });

describe('single sign-on response handling (SPEC §5)', () => {
  it('cuts the birthdate at T, takes the user id after | and the picture URL', () => {
    expect(
      parseSsoIdentity({
        sub: `snoot|${USER_ID}`,
        nickname: 'Ash',
        roles: ['supporter', 7],
        birthdate: '1990-04-01T00:00:00.000Z',
        picture: 'https://snoot.test/image/abc.jpeg?width=374',
        locale: 'en',
        gender: 'Male',
      }),
    ).toEqual({
      userId: USER_ID,
      nickname: 'Ash',
      roles: ['supporter'],
      birthdate: '1990-04-01',
      pictureUrl: 'https://snoot.test/image/abc.jpeg?width=374',
      profileUrl: null,
      locale: 'en',
      gender: 'Male',
    });
  });

  it('refuses an answer without a user id after |', () => {
    expect(() => parseSsoIdentity({ sub: USER_ID })).toThrow('no user id');
    expect(() => parseSsoIdentity({ sub: 'snoot|' })).toThrow('no user id');
    expect(() => parseSsoIdentity(null)).toThrow('no user id');
  });
});

describe('single sign-on login state (SPEC §4)', () => {
  beforeEach(() => {
    authStore.set({ loginMethod: null, token: null, loggedInState: 'logged-out', profile: null, identity: null });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('stays pending after the exchange and is logged in only once the identity lookup answers', async () => {
    let answerLookup!: (value: SsoIdentity) => void;
    const api = {
      exchangeAuthorizationCode: vi.fn(async () => ({ token, returnPath: '/chatrooms' })),
      fetchIdentity: vi.fn(() => new Promise<SsoIdentity>((resolve) => (answerLookup = resolve))),
    };
    const done = completeSingleSignOn('https://snoot.test/login/callback?code=c&state=s', api);
    await vi.waitFor(() => expect(api.fetchIdentity).toHaveBeenCalledWith('access'));
    expect(authStore.get()).toMatchObject({ loginMethod: 'oidc', token, loggedInState: 'pending' });
    answerLookup(identity);
    expect(await done).toBe('/chatrooms');
    expect(authStore.get()).toMatchObject({ loggedInState: 'logged-in', profile: { uuid: USER_ID, displayName: 'Ash' }, identity });
  });

  it('goes to / without a return path, and never to another site', async () => {
    const api = {
      exchangeAuthorizationCode: vi.fn(async () => ({ token, returnPath: 'https://evil.example/' })),
      fetchIdentity: vi.fn(async () => identity),
    };
    expect(await completeSingleSignOn('https://snoot.test/callback?code=c&state=s', api)).toBe('/');
  });

  it('holds the login lock: a second call during an exchange joins it instead of spending the code again', async () => {
    const api = { exchangeAuthorizationCode: vi.fn(async () => ({ token, returnPath: '/' })), fetchIdentity: vi.fn(async () => identity) };
    const first = completeSingleSignOn('https://snoot.test/login/callback?code=c&state=s', api);
    expect(isLoginLocked()).toBe(true);
    const second = completeSingleSignOn('https://snoot.test/login/callback?code=c&state=s', api);
    expect(await Promise.all([first, second])).toEqual(['/', '/']);
    expect(api.exchangeAuthorizationCode).toHaveBeenCalledTimes(1);
    expect(isLoginLocked()).toBe(false);
  });

  it('a failed identity lookup sets the login state to error and drops the token', async () => {
    const api = {
      exchangeAuthorizationCode: vi.fn(async () => ({ token, returnPath: '/' })),
      fetchIdentity: vi.fn(async () => Promise.reject(new Error('401'))),
    };
    expect(await completeSingleSignOn('https://snoot.test/login/callback?code=c&state=s', api)).toBeNull();
    expect(authStore.get()).toMatchObject({ loggedInState: 'error', token: null, loginMethod: null });
  });

  it('a failed exchange leaves the member logged out', async () => {
    const api = {
      exchangeAuthorizationCode: vi.fn(async () => Promise.reject(new Error('No matching state found in storage'))),
      fetchIdentity: vi.fn(),
    };
    expect(await completeSingleSignOn('https://snoot.test/login/callback?code=bad&state=bad', api)).toBeNull();
    expect(api.fetchIdentity).not.toHaveBeenCalled();
    expect(authStore.get()).toMatchObject({ loggedInState: 'logged-out', token: null });
  });
});
