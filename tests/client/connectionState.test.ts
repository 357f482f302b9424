// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { RequestParameters } from 'relay-runtime';
import { createConnection, retryDelay } from '../../src/lib/connectionState';
import { connection } from '../../src/relay/connection';
import { createFetchGraphQL } from '../../src/relay/fetchGraphQL';
import { onSocketClosed, reconnectDelay } from '../../src/relay/subscribe';

/** A connection whose server answers as `state.serverUp` says, with timers the test fires by hand. */
function setUp() {
  const state = { serverUp: true, probes: 0 };
  const timers: { run: () => void; ms: number }[] = [];
  const connection = createConnection({
    probe: async () => {
      state.probes++;
      return state.serverUp;
    },
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1),
  });
  const recovered = vi.fn();
  connection.onRecovered(recovered);
  /** Fires the one pending timer (the next look at the server) and waits for that look to finish. */
  const fireTimer = async () => {
    expect(timers).toHaveLength(1);
    const [timer] = timers.splice(0, 1);
    timer.run();
    await settle();
  };
  return { state, timers, connection, recovered, fireTimer, status: () => connection.store.get().status };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the connection state', () => {
  it('a failed request with the server there shows nothing and reloads nothing (a blocked request is not a lost connection)', async () => {
    const { connection, recovered, status, timers, state } = setUp();
    connection.reportFailure();
    expect(status()).toBe('checking');
    await settle();
    expect(status()).toBe('connected');
    expect(state.probes).toBe(1);
    expect(timers).toHaveLength(0);
    expect(recovered).not.toHaveBeenCalled();
  });

  it('a server that is away: reconnecting, looked at after 1 s doubling up to 15 s, and recovered once when it answers', async () => {
    const { connection, recovered, status, timers, state, fireTimer } = setUp();
    state.serverUp = false;
    connection.reportFailure();
    await settle();
    expect(status()).toBe('reconnecting');
    const waits: number[] = [];
    for (let look = 0; look < 6; look++) {
      waits.push(timers[0].ms);
      // More failures while it is away start no second round of looks.
      connection.reportFailure();
      await fireTimer();
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
    expect(status()).toBe('reconnecting');
    expect(recovered).not.toHaveBeenCalled();

    state.serverUp = true;
    await fireTimer();
    expect(status()).toBe('connected');
    expect(recovered).toHaveBeenCalledTimes(1);
    expect(timers).toHaveLength(0);

    // The next outage starts from 1 s again.
    state.serverUp = false;
    connection.reportFailure();
    await settle();
    expect(timers[0].ms).toBe(1000);
  });

  it("the browser's offline event is reconnecting at once; its online event looks at the server without waiting", async () => {
    const { connection, recovered, status, timers, state } = setUp();
    connection.wentOffline();
    expect(status()).toBe('reconnecting');
    expect(state.probes).toBe(0);
    expect(timers.map((timer) => timer.ms)).toEqual([1000]);

    connection.cameOnline();
    expect(timers).toHaveLength(0);
    await settle();
    expect(state.probes).toBe(1);
    expect(status()).toBe('connected');
    expect(recovered).toHaveBeenCalledTimes(1);
  });

  it('a probe that throws (refused connection) counts as the server away', async () => {
    const connection = createConnection({
      probe: () => Promise.reject(new TypeError('Failed to fetch')),
      setTimer: () => 1,
      clearTimer: () => {},
    });
    connection.reportFailure();
    await settle();
    expect(connection.store.get().status).toBe('reconnecting');
  });

  it('waits grow from 1 s to 15 s at most; the socket keeps trying with a backoff capped at 15 s and jitter', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 15000, 15000, 15000]);
    expect(reconnectDelay(0, 0)).toBe(1300);
    expect(reconnectDelay(3, 1)).toBe(11000);
    expect(reconnectDelay(40, 0.5)).toBe(15000 + 1650);
  });
});

describe('requests and the socket report to the app connection', () => {
  const params = { name: 'AppShellQuery', text: 'query AppShellQuery { viewer { id } }' } as RequestParameters;

  it('a GraphQL error answer is no lost connection; a request that does not get through with /livez silent is', async () => {
    const livez = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', livez);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answered = vi.fn(async () => new Response(JSON.stringify({ data: null, errors: [{ message: 'Nope' }] })));
      await createFetchGraphQL(answered)(params, {});
      expect(connection.store.get().status).toBe('connected');

      const refused = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
      await expect(createFetchGraphQL(refused)(params, {})).rejects.toThrow('Failed to fetch');
      await settle();
      expect(livez).toHaveBeenCalledWith('/livez', expect.objectContaining({ cache: 'no-store' }));
      expect(connection.store.get().status).toBe('reconnecting');

      // The server answers again: connected, and no look is left waiting.
      livez.mockImplementation(() => Promise.resolve(new Response('ok')) as never);
      connection.cameOnline();
      await settle();
      expect(connection.store.get().status).toBe('connected');
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('a socket that drops (1006) is reported; a normal close and a session ended elsewhere are not', async () => {
    const reportFailure = vi.spyOn(connection, 'reportFailure').mockImplementation(() => {});
    try {
      onSocketClosed({ code: 1000, reason: '' });
      onSocketClosed({ code: 4401, reason: 'Session ended' });
      expect(reportFailure).not.toHaveBeenCalled();
      onSocketClosed({ code: 1006, reason: '' });
      expect(reportFailure).toHaveBeenCalledTimes(1);
    } finally {
      reportFailure.mockRestore();
    }
  });
});
