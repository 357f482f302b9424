import type { Client } from 'graphql-ws';
import { Observable, type RequestParameters, type Variables, type GraphQLResponse } from 'relay-runtime';
import { getAccessToken } from '../state/accessToken';
import { checkSessionAfterSocketEnd } from './SessionCheckQuery';
import { settingsStore } from '../state/settings';
import { websocketUrl } from '../lib/apiHost';
import { websocketPayload } from './operationPayload';
import { connection } from './connection';

let client: Promise<Client> | null = null;

/**
 * The server closes a socket with 4401 when its session ended elsewhere (logout in another tab, account
 * deleted or suspended), and refuses a new one with 4403 when its token no longer works: this tab asks once why
 * and is logged out with the reason (SessionCheckQuery.ts), rather than waiting for its next request to fail.
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;
const SESSION_REFUSED_CLOSE_CODE = 4403;

/** A socket closed without a goodbye (1006), or by a server going away or restarting: the server may be gone. */
const LOST_CLOSE_CODES = new Set([1001, 1006, 1012]);

export function onSocketClosed(event: unknown) {
  const code = (event as { code?: number } | null)?.code;
  if (code === SESSION_ENDED_CLOSE_CODE || code === SESSION_REFUSED_CLOSE_CODE) void checkSessionAfterSocketEnd();
  else if (code !== undefined && LOST_CLOSE_CODES.has(code)) connection.reportFailure();
}

const connectedListeners = new Set<() => void>();

/**
 * Called after every (re)connection of the socket. Events sent while it was down are not replayed, so
 * screens use this to read again what they show.
 */
export function onSocketConnected(listener: () => void): () => void {
  connectedListeners.add(listener);
  return () => connectedListeners.delete(listener);
}

/** Tells every onSocketConnected listener that the socket is (again) open. */
export function socketConnected() {
  connectedListeners.forEach((listener) => listener());
}

/**
 * graphql-ws's randomised exponential backoff (2^n s plus 0.3 to 3 s), capped at 15 s: with unlimited tries its own
 * would grow to hours, and a member whose server came back would wait that long for live updates.
 */
export function reconnectDelay(retries: number, random = Math.random()): number {
  return Math.min(2 ** retries, 15) * 1000 + Math.floor(random * 2700 + 300);
}

const waitBeforeReconnecting = (retries: number) => new Promise<void>((resolve) => setTimeout(resolve, reconnectDelay(retries)));

/** Created on first subscription (graphql-ws is loaded then too); the socket opens lazily. */
function getClient(): Promise<Client> {
  client ??= import('graphql-ws').then(({ createClient }) =>
    createClient({
      url: websocketUrl(settingsStore.get().apiHost, window.location),
      lazy: true,
      keepAlive: 10_000,
      // Keep trying for as long as the server is away (graphql-ws gives up after 5 tries by default); subscriptions
      // resume on the new socket.
      retryAttempts: Infinity,
      retryWait: waitBeforeReconnecting,
      // Evaluated on every (re)connect, so a new login or refreshed token is picked up.
      connectionParams: async () => ({ token: await getAccessToken() }),
      on: { connected: socketConnected, closed: onSocketClosed },
    }),
  );
  return client;
}

export function subscribeGraphQL(params: RequestParameters, variables: Variables): Observable<GraphQLResponse> {
  return Observable.create<GraphQLResponse>((sink) => {
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    getClient().then(
      (ws) => {
        if (cancelled) return;
        unsubscribe = ws.subscribe(websocketPayload(params, variables), {
          next: (value) => sink.next(value as GraphQLResponse),
          error: (error) => {
            console.error(`Subscription ${params.name} failed`, error);
            sink.error(error instanceof Error ? error : new Error('Subscription connection closed'));
          },
          complete: () => sink.complete(),
        });
      },
      (error: Error) => sink.error(error),
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  });
}
