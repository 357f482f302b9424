import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GraphQLResponse, RequestParameters } from 'relay-runtime';
import { claimAhead, fetchAhead } from '../../src/relay/earlyResponses';
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

const logIn = (accessToken: string) =>
  authStore.set({
    loginMethod: 'otp',
    token: { accessToken, refreshToken: null, expiresAt: Date.now() + 1e9 },
    loggedInState: 'logged-in',
  });

afterEach(() => authStore.set({ token: null, loggedInState: 'logged-out' }));

describe('queries fetched ahead of Relay', () => {
  it('answers the first request for the same operation and variables from the request already sent, once', async () => {
    logIn('token-a');
    const fetchGraphQL = vi.fn(async () => answer);
    fetchAhead(HOME, { isAd: false, filters: { genders: ['Female'], age: undefined } }, fetchGraphQL);
    // Relay builds its variables on its own: another key order and unset fields left out.
    const claimed = claimAhead(HOME, { filters: { genders: ['Female'] }, isAd: false });
    expect(claimed).not.toBeNull();
    expect(await claimed).toBe(answer);
    expect(fetchGraphQL).toHaveBeenCalledTimes(1);
    // A refetch goes to the network again.
    expect(claimAhead(HOME, { filters: { genders: ['Female'] }, isAd: false })).toBeNull();
  });

  it('keeps answers apart by variables and by session', () => {
    logIn('token-a');
    fetchAhead(HOME, { isAd: false, filters: null }, async () => answer);
    expect(claimAhead(HOME, { isAd: true, filters: null })).toBeNull();
    logIn('token-b');
    expect(claimAhead(HOME, { isAd: false, filters: null })).toBeNull();
    logIn('token-a');
    expect(claimAhead(HOME, { isAd: false, filters: null })).not.toBeNull();
  });
});
