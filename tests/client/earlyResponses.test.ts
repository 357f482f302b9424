import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GraphQLResponse, RequestParameters } from 'relay-runtime';
import { claimAhead, sendAhead } from '../../src/relay/earlyResponses';
import { authStore } from '../../src/state/auth';

const HOME = {
  id: 'home-query-id',
  name: 'DiscoverScreenQuery',
  operationKind: 'query',
  text: null,
  metadata: {},
  cacheID: 'x',
} as unknown as RequestParameters;
const answer: GraphQLResponse = { data: { viewer: null } };

const logIn = (accessToken: string, expiresAt = Date.now() + 1e9) =>
  authStore.set({ loginMethod: 'otp', token: { accessToken, refreshToken: null, expiresAt }, loggedInState: 'logged-in' });

/** The server, as the early request meets it: each call answers with the next body. */
function server(...bodies: unknown[]) {
  const sent = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(bodies.shift())));
  vi.stubGlobal('fetch', sent);
  return sent;
}

afterEach(() => {
  authStore.set({ token: null, loggedInState: 'logged-out' });
  vi.unstubAllGlobals();
});

describe('queries sent ahead of Relay', () => {
  it('sends the operation by its id with the member’s token, and the first Relay request of it takes the answer, once', async () => {
    logIn('token-a');
    const sent = server(answer);
    sendAhead(HOME, { isAd: false, filters: { genders: ['Female'], age: undefined } });
    expect(sent).toHaveBeenCalledTimes(1);
    const [url, init] = sent.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-a');
    expect(JSON.parse(String(init.body))).toEqual({
      documentId: 'home-query-id',
      operationName: 'DiscoverScreenQuery',
      variables: { isAd: false, filters: { genders: ['Female'] } },
    });
    const fetchGraphQL = vi.fn(async () => ({ data: { other: true } }));
    // Relay builds its variables on its own: another key order and unset fields left out.
    const claimed = claimAhead(HOME, { filters: { genders: ['Female'] }, isAd: false }, fetchGraphQL);
    expect(await claimed).toEqual(answer);
    expect(fetchGraphQL).not.toHaveBeenCalled();
    // A refetch goes to the network again.
    expect(claimAhead(HOME, { filters: { genders: ['Female'] }, isAd: false }, fetchGraphQL)).toBeNull();
  });

  it('keeps answers apart by variables and by session', () => {
    logIn('token-a');
    server(answer);
    sendAhead(HOME, { isAd: false, filters: null });
    const fetchGraphQL = async () => answer;
    expect(claimAhead(HOME, { isAd: true, filters: null }, fetchGraphQL)).toBeNull();
    logIn('token-b');
    expect(claimAhead(HOME, { isAd: false, filters: null }, fetchGraphQL)).toBeNull();
    logIn('token-a');
    expect(claimAhead(HOME, { isAd: false, filters: null }, fetchGraphQL)).not.toBeNull();
  });

  it('asks again through the app when the answer sent ahead has errors or never came', async () => {
    logIn('token-a');
    server({ errors: [{ message: 'Please log in again.', extensions: { code: 'UNAUTHENTICATED' } }] });
    sendAhead(HOME, { isAd: false });
    const fetchGraphQL = vi.fn(async () => answer);
    expect(await claimAhead(HOME, { isAd: false }, fetchGraphQL)).toBe(answer);
    expect(fetchGraphQL).toHaveBeenCalledWith(HOME, { isAd: false });

    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    sendAhead(HOME, { isAd: true });
    expect(await claimAhead(HOME, { isAd: true }, fetchGraphQL)).toBe(answer);
    expect(fetchGraphQL).toHaveBeenCalledTimes(2);
  });

  it('sends nothing without a session, or with a token the app must refresh first', () => {
    const sent = server(answer, answer);
    expect(sendAhead(HOME, {})).toBeNull();
    logIn('token-a', Date.now() + 10_000);
    expect(sendAhead(HOME, {})).toBeNull();
    expect(sent).not.toHaveBeenCalled();
  });
});
