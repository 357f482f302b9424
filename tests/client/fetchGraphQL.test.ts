import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestParameters } from 'relay-runtime';
import { createFetchGraphQL } from '../../src/relay/fetchGraphQL';
import { authStore, loginWithOneTimeCodeToken } from '../../src/state/auth';

const params = { name: 'AppShellQuery', text: 'query AppShellQuery { viewer { id } }' } as RequestParameters;
const unauthenticated = { data: null, errors: [{ message: 'Not logged in', extensions: { code: 'UNAUTHENTICATED' } }] };
const ok = { data: { viewer: { id: 'V1' } } };

function fakeFetch(...bodies: unknown[]) {
  return vi.fn(async () => new Response(JSON.stringify(bodies.shift())));
}

describe('fetchGraphQL', () => {
  beforeEach(() => loginWithOneTimeCodeToken('token-1'));

  it('sends the bearer token', async () => {
    const fetch = fakeFetch(ok);
    await createFetchGraphQL(fetch)(params, {});
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('retries once after UNAUTHENTICATED and keeps the session when the retry works', async () => {
    const fetch = fakeFetch(unauthenticated, ok);
    expect(await createFetchGraphQL(fetch)(params, {})).toEqual(ok);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(authStore.get().loggedInState).toBe('logged-in');
  });

  it('logs out when the retry is UNAUTHENTICATED too', async () => {
    const fetch = fakeFetch(unauthenticated, unauthenticated);
    await createFetchGraphQL(fetch)(params, {});
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(authStore.get()).toMatchObject({ token: null, loggedInState: 'logged-out' });
  });

  it('logs network errors and passes them on without logging out', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createFetchGraphQL(fetch)(params, {})).rejects.toThrow('Failed to fetch');
    expect(error).toHaveBeenCalled();
    expect(authStore.get().loggedInState).toBe('logged-in');
  });
});
