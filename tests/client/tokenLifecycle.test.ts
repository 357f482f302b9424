// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestParameters } from 'relay-runtime';
import { createFetchGraphQL } from '../../src/relay/fetchGraphQL';
import { getAccessToken } from '../../src/state/accessToken';
import { authStore } from '../../src/state/auth';
import { settingsStore } from '../../src/state/settings';

const ISSUER = 'https://id.snoot.test/oidc';
const TOKEN_ENDPOINT = `${ISSUER}/token`;
const params = { name: 'AppShellQuery', text: 'query AppShellQuery { viewer { id } }' } as RequestParameters;
const ok = { data: { viewer: { id: 'V1' } } };
const unauthenticated = { data: null, errors: [{ message: 'Not logged in', extensions: { code: 'UNAUTHENTICATED' } }] };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The identity provider as the browser sees it: runtime config, discovery and a token endpoint. */
function identityProvider(answerToken: () => Response) {
  const refreshes: URLSearchParams[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/config.json')) return json({ oidc: { issuer: ISSUER, clientId: 'web' } });
    if (url === `${ISSUER}/.well-known/openid-configuration`) {
      return json({ issuer: ISSUER, authorization_endpoint: `${ISSUER}/auth`, token_endpoint: TOKEN_ENDPOINT, jwks_uri: `${ISSUER}/jwks` });
    }
    if (url === TOKEN_ENDPOINT) {
      refreshes.push(new URLSearchParams(String(init?.body)));
      // Slow enough that every caller asks while the refresh is still under way.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return answerToken();
    }
    throw new Error(`unexpected request to ${url}`);
  });
  vi.stubGlobal('fetch', fetch);
  return { refreshes };
}

function graphqlServer(answer: (authorization: string | undefined) => unknown = () => ok) {
  const seen: (string | undefined)[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const authorization = (init?.headers as Record<string, string>).Authorization;
    seen.push(authorization);
    return json(answer(authorization));
  });
  return { fetch, seen };
}

function signedInWithSingleSignOn(expiresAt: number) {
  authStore.set({
    loginMethod: 'oidc',
    token: { accessToken: 'old-access', refreshToken: 'refresh-1', expiresAt },
    loggedInState: 'logged-in',
    profile: { uuid: 'b5a0c0de-0000-4000-8000-000000000001', displayName: 'Ash', username: null },
  });
}

const freshToken = () =>
  json({
    access_token: 'new-access',
    refresh_token: 'refresh-2',
    expires_in: 3600,
    token_type: 'Bearer',
    scope: 'openid profile offline_access',
  });

describe('token lifecycle', () => {
  beforeEach(() => settingsStore.set({ theme: 'dark', unitOfDistance: 'km' }));
  afterEach(() => vi.unstubAllGlobals());

  it('reuses a token that is still valid', async () => {
    const { refreshes } = identityProvider(freshToken);
    signedInWithSingleSignOn(Date.now() + 10 * 60_000);
    const server = graphqlServer();
    await createFetchGraphQL(server.fetch)(params, {});
    expect(server.seen).toEqual(['Bearer old-access']);
    expect(refreshes).toHaveLength(0);
  });

  it('refreshes an expired token once for three queries sent at once, and they all use the new token', async () => {
    const { refreshes } = identityProvider(freshToken);
    signedInWithSingleSignOn(Date.now() - 1000);
    const server = graphqlServer();
    const fetchGraphQL = createFetchGraphQL(server.fetch);
    const answers = await Promise.all([fetchGraphQL(params, {}), fetchGraphQL(params, {}), fetchGraphQL(params, {})]);
    expect(answers).toEqual([ok, ok, ok]);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].get('grant_type')).toBe('refresh_token');
    expect(refreshes[0].get('refresh_token')).toBe('refresh-1');
    expect(refreshes[0].get('client_id')).toBe('web');
    expect(server.seen).toEqual(['Bearer new-access', 'Bearer new-access', 'Bearer new-access']);
    expect(authStore.get().token).toMatchObject({ accessToken: 'new-access', refreshToken: 'refresh-2' });
    expect(authStore.get().token!.expiresAt).toBeGreaterThan(Date.now() + 3500_000);
  });

  it('logs out when the refresh fails: token and profile cleared, settings reset', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { refreshes } = identityProvider(() => json({ error: 'invalid_grant', error_description: 'grant request is invalid' }, 400));
    signedInWithSingleSignOn(Date.now() - 1000);
    const tokens = await Promise.all([getAccessToken(), getAccessToken(), getAccessToken()]);
    expect(tokens).toEqual([null, null, null]);
    expect(refreshes).toHaveLength(1);
    expect(authStore.get()).toMatchObject({ token: null, profile: null, loginMethod: null, loggedInState: 'logged-out' });
    expect(settingsStore.get()).toMatchObject({ theme: 'auto', unitOfDistance: 'mi' });
    expect(error).toHaveBeenCalled();
  });

  it('answers UNAUTHENTICATED by refreshing once and retrying with the new token', async () => {
    const { refreshes } = identityProvider(freshToken);
    signedInWithSingleSignOn(Date.now() + 10 * 60_000);
    const server = graphqlServer((authorization) => (authorization === 'Bearer new-access' ? ok : unauthenticated));
    expect(await createFetchGraphQL(server.fetch)(params, {})).toEqual(ok);
    expect(refreshes).toHaveLength(1);
    expect(server.seen).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(authStore.get().loggedInState).toBe('logged-in');
  });

  it('takes the token another tab already refreshed instead of spending the refresh token again', async () => {
    const { refreshes } = identityProvider(freshToken);
    signedInWithSingleSignOn(Date.now() - 1000);
    // The other tab refreshed and saved; this tab's copy in memory is still the old one.
    const saved = JSON.parse(localStorage.getItem('snoot:auth')!);
    saved.token = { accessToken: 'other-tab-access', refreshToken: 'refresh-2', expiresAt: Date.now() + 3600_000 };
    localStorage.setItem('snoot:auth', JSON.stringify(saved));
    expect(await getAccessToken()).toBe('other-tab-access');
    expect(refreshes).toHaveLength(0);
  });

  it('refreshes while holding the cross-tab lock', async () => {
    const held: string[] = [];
    let inside = false;
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, task: () => Promise<unknown>) => {
          held.push(name);
          inside = true;
          try {
            return await task();
          } finally {
            inside = false;
          }
        },
      },
    });
    const { refreshes } = identityProvider(() => {
      expect(inside).toBe(true);
      return freshToken();
    });
    signedInWithSingleSignOn(Date.now() - 1000);
    expect(await getAccessToken()).toBe('new-access');
    expect(held).toEqual(['snoot:token-refresh']);
    expect(refreshes).toHaveLength(1);
  });

  it('follows a logout made in another tab', () => {
    signedInWithSingleSignOn(Date.now() + 10 * 60_000);
    localStorage.setItem(
      'snoot:auth',
      JSON.stringify({ loginMethod: null, token: null, loggedInState: 'logged-out', profile: null, identity: null }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'snoot:auth', storageArea: localStorage }));
    expect(authStore.get()).toMatchObject({ token: null, loggedInState: 'logged-out' });
  });

  it('keeps the session it holds when the browser kept nothing in storage', async () => {
    const { refreshes } = identityProvider(freshToken);
    signedInWithSingleSignOn(Date.now() - 1000);
    // Storage that takes no writes (some private modes) holds nothing to compare with.
    localStorage.removeItem('snoot:auth');
    expect(await getAccessToken()).toBe('new-access');
    expect(refreshes.map((body) => body.get('refresh_token'))).toEqual(['refresh-1']);
  });
});
