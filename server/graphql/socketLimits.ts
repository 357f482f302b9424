import type { IncomingMessage } from 'node:http';
import { GraphQLError } from 'graphql';
// graphql-ws knows an error list by `instanceof` against the copy of graphql Node loads (graphql/index.js); under the
// test runner our own `graphql` import is its ES module copy, so the socket's refusals are made from Node's.
import { GraphQLError as SocketGraphQLError } from 'graphql/index.js';
import type WebSocket from 'ws';
import type { WebSocketServer } from 'ws';
import { runWithSignal } from '../db/operationSignal.ts';
import { BUSY_MESSAGE, RETRY_AFTER_SECONDS, type Caller, type WorkGate } from '../http/workGate.ts';
import { metrics } from '../metrics/metrics.ts';

/** How many websockets and operations one client may hold open (README: Configuration). */
export interface SocketLimits {
  /** Operations (subscriptions and queries in progress) at once on one socket. */
  operationsPerSocket: number;
  socketsPerAddress: number;
  socketsPerMember: number;
}

/** A tab holds one socket with a few subscriptions; these leave room for many tabs and devices, not for a flood. */
export const DEFAULT_SOCKET_LIMITS: SocketLimits = { operationsPerSocket: 100, socketsPerAddress: 50, socketsPerMember: 20 };

/** The close code of a socket past a limit (graphql-ws clients do not reconnect after it). */
export const TOO_MANY_CLOSE_CODE = 4429;
export const TOO_MANY_REASONS = {
  operations: 'Too many subscriptions on one connection.',
  address: 'Too many connections from your address. Close some tabs and try again.',
  member: 'Too many connections to your account. Close some tabs and try again.',
};

const busy = () => ({
  errors: [new GraphQLError(BUSY_MESSAGE, { extensions: { code: 'OVERLOADED', retryAfterSeconds: RETRY_AFTER_SECONDS } })],
});

/** The answer to an operation past the socket's limit (the socket is closing by then). */
export const tooManyOperations = () => [
  new SocketGraphQLError(TOO_MANY_REASONS.operations, { extensions: { code: 'TOO_MANY_OPERATIONS' } }),
];

/** Counts open sockets per key (an address or a member), each socket once, until it closes. */
function socketCounter(max: number) {
  const counts = new Map<string, number>();
  return (socket: WebSocket, key: string) => {
    const count = counts.get(key) ?? 0;
    if (count >= max) return false;
    counts.set(key, count + 1);
    socket.once('close', () => {
      const left = (counts.get(key) ?? 1) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    });
    return true;
  };
}

/** Listeners for each socket's close, on one 'close' handler per socket (a socket may run 100 operations at once). */
const goneListeners = new WeakMap<WebSocket, Set<() => void>>();

function listenersOf(socket: WebSocket) {
  let listeners = goneListeners.get(socket);
  if (!listeners) {
    const created = new Set<() => void>();
    socket.once('close', () => created.forEach((listener) => listener()));
    goneListeners.set(socket, (listeners = created));
  }
  return listeners;
}

/** A socket as a caller of the work gate: every operation waiting on it learns at once when it closes. */
function socketCaller(socket: WebSocket): Caller {
  return {
    onGone(listener) {
      if (socket.readyState >= socket.CLOSING) {
        queueMicrotask(listener);
        return () => undefined;
      }
      const listeners = listenersOf(socket);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // The operation's own answer carries the busy error (see execute below).
    turnAway: () => undefined,
  };
}

export function createSocketLimits(limits: SocketLimits, gate: WorkGate) {
  const perAddress = socketCounter(limits.socketsPerAddress);
  const perMember = socketCounter(limits.socketsPerMember);
  const refuse = (socket: WebSocket, reason: string) => {
    const kind = Object.entries(TOO_MANY_REASONS).find(([, text]) => text === reason)?.[0] ?? 'other';
    metrics.websocketRefusals.inc({ reason: kind });
    socket.close(TOO_MANY_CLOSE_CODE, reason);
    return false;
  };
  return {
    /** Counts every new socket by the address it came from, closing one past the limit before it says anything. */
    watch(wsServer: WebSocketServer, addressOf: (request: IncomingMessage) => string) {
      wsServer.on('connection', (socket: WebSocket, request: IncomingMessage) => {
        if (!perAddress(socket, addressOf(request))) refuse(socket, TOO_MANY_REASONS.address);
      });
    },
    /** Whether a member may open one more socket; one past the limit is closed with the reason. */
    admitMember: (socket: WebSocket, profileId: string) => perMember(socket, profileId) || refuse(socket, TOO_MANY_REASONS.member),
    /** Whether a socket may hold `operations` at once (the new one among them); past the limit it is closed. */
    admitOperation: (socket: WebSocket, operations: number) =>
      (socket.readyState === socket.OPEN && operations <= limits.operationsPerSocket) || refuse(socket, TOO_MANY_REASONS.operations),
    /**
     * A query or mutation on a socket waits for its turn like one over HTTP: answered OVERLOADED when the server is
     * busy, and dropped from the queue if its socket closes first.
     */
    async execute(socket: WebSocket, run: () => unknown) {
      let result: unknown = busy();
      // A socket that closes ends its operations' statements too (server/db/operationSignal.ts).
      const closed = new AbortController();
      const end = () => closed.abort(new Error('The socket closed'));
      socket.once('close', end);
      try {
        await gate.run(socketCaller(socket), async () => {
          result = await runWithSignal(closed.signal, run);
        });
      } finally {
        socket.off('close', end);
      }
      return result;
    },
  };
}
