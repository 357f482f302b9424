import type { Client } from 'graphql-ws';
import { Observable, type RequestParameters, type Variables, type GraphQLResponse } from 'relay-runtime';
import { getAccessToken } from '../state/accessToken';
import { settingsStore } from '../state/settings';
import { websocketUrl } from '../lib/apiHost';
import { websocketPayload } from './operationPayload';

let client: Promise<Client> | null = null;

const connectedListeners = new Set<() => void>();

/**
 * Called after every (re)connection of the socket. Events sent while it was down are not replayed, so
 * screens use this to read again what they show.
 */
export function onSocketConnected(listener: () => void): () => void {
  connectedListeners.add(listener);
  return () => connectedListeners.delete(listener);
}

/** Created on first subscription (graphql-ws is loaded then too); the socket opens lazily. */
function getClient(): Promise<Client> {
  client ??= import('graphql-ws').then(({ createClient }) =>
    createClient({
      url: websocketUrl(settingsStore.get().apiHost, window.location),
      lazy: true,
      keepAlive: 10_000,
      // Evaluated on every (re)connect, so a new login or refreshed token is picked up.
      connectionParams: async () => ({ token: await getAccessToken() }),
      on: { connected: () => connectedListeners.forEach((listener) => listener()) },
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
        unsubscribe = ws.subscribe(
          websocketPayload(params, variables),
          {
            next: (value) => sink.next(value as GraphQLResponse),
            error: (error) => {
              console.error(`Subscription ${params.name} failed`, error);
              sink.error(error instanceof Error ? error : new Error('Subscription connection closed'));
            },
            complete: () => sink.complete(),
          },
        );
      },
      (error: Error) => sink.error(error),
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  });
}
