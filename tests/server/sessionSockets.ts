import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { App } from '../../server/app.ts';

export interface OpenSocket {
  client: Client;
  /**
   * Resolves with the close code and reason once the server closes the socket. Tests wait for this event, not for
   * a deadline: a socket that never closes fails at the test's timeout.
   */
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens a websocket for a token and waits until the server has accepted it. */
export async function openSocket(app: App, token: string): Promise<OpenSocket> {
  let connected!: () => void;
  let failed!: (error: unknown) => void;
  const ready = new Promise<void>((resolve, reject) => ((connected = resolve), (failed = reject)));
  let closedWith!: (event: { code: number; reason: string }) => void;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (closedWith = resolve));
  const client = createClient({
    url: `${app.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { token },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
    on: {
      connected: () => connected(),
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        closedWith({ code, reason });
        failed(new Error(`Socket closed before it was accepted: ${code} ${reason}`));
      },
    },
  });
  await ready;
  return { client, closed };
}

/** Whether the socket is still open: it answers a query. */
export async function stillAnswers(socket: OpenSocket) {
  const result = await new Promise<unknown>((resolve, reject) => {
    let value: unknown;
    socket.client.subscribe(
      { query: '{ viewer { id } }' },
      { next: (next) => (value = next), error: reject, complete: () => resolve(value) },
    );
  });
  return (result as { data?: { viewer?: { id?: string } } }).data?.viewer?.id ?? null;
}
