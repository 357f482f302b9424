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

  it('sends a request turned away by a busy server again after its Retry-After, and shows the third refusal', async () => {
    const busy = {
      errors: [
        { message: 'Snoot is busy right now. Please try again in a moment.', extensions: { code: 'OVERLOADED', retryAfterSeconds: 1 } },
      ],
    };
    const answers = [busy, busy, ok, busy, busy, busy];
    const fetch = vi.fn(async () => {
      const body = answers.shift();
      return new Response(JSON.stringify(body), body === ok ? {} : { status: 503, headers: { 'retry-after': '2' } });
    });
    const wait = vi.fn(async () => {});
    expect(await createFetchGraphQL(fetch, wait)(params, {})).toEqual(ok);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(wait.mock.calls).toEqual([[2000], [2000]]);

    expect(await createFetchGraphQL(fetch, wait)(params, {})).toEqual(busy);
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(authStore.get().loggedInState).toBe('logged-in');
  });

  it('waits out a 429 busy answer (its address was just asked to wait) like a 503, then sends again', async () => {
    const busy = { errors: [{ message: 'Snoot is busy right now. Please try again in a moment.', extensions: { code: 'OVERLOADED' } }] };
    const answers = [busy, ok];
    const fetch = vi.fn(async () => {
      const body = answers.shift();
      return new Response(JSON.stringify(body), body === ok ? {} : { status: 429, headers: { 'retry-after': '1' } });
    });
    const wait = vi.fn(async () => {});
    expect(await createFetchGraphQL(fetch, wait)(params, {})).toEqual(ok);
    expect(wait.mock.calls).toEqual([[1000]]);
  });

  it("sends a query again once while the database is away, then shows the server's words; never a mutation", async () => {
    const away = {
      errors: [
        {
          message: "Snoot can't reach its database right now. Please try again in a moment.",
          extensions: { code: 'DATABASE_UNAVAILABLE' },
        },
      ],
    };
    const answering = (answers: unknown[]) =>
      vi.fn(async () => {
        const body = answers.shift();
        return new Response(JSON.stringify(body), body === ok ? {} : { status: 503, headers: { 'retry-after': '5' } });
      });
    const query = { ...params, operationKind: 'query' } as RequestParameters;
    const wait = vi.fn(async () => {});
    const recovered = answering([away, ok]);
    expect(await createFetchGraphQL(recovered, wait)(query, {})).toEqual(ok);
    expect(wait.mock.calls).toEqual([[5000]]);

    const stillAway = answering([away, away, ok]);
    expect(await createFetchGraphQL(stillAway, wait)(query, {})).toEqual(away);
    expect(stillAway).toHaveBeenCalledTimes(2);

    const mutation = { ...params, name: 'ChatRoomMessageSendMutation', operationKind: 'mutation' } as RequestParameters;
    const sent = answering([away, ok]);
    expect(await createFetchGraphQL(sent, wait)(mutation, {})).toEqual(away);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('does not send again a 503 that is not the server saying it is busy', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ errors: [{ message: 'Service Unavailable' }] }), { status: 503, headers: { 'retry-after': '1' } }),
    );
    const wait = vi.fn(async () => {});
    await createFetchGraphQL(fetch, wait)(params, {});
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });
});
