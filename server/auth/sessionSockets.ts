import type { SnootPubSub } from '../pubsub/pubsub.ts';
import { SESSION_ENDED_CLOSE_CODE, type SessionEnd } from './sessions.ts';
import { hashToken } from './tokens.ts';
import { errorFields, log } from '../log/log.ts';

/** The part of a websocket this module needs. */
interface ClosableSocket {
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

interface OpenSocket {
  socket: ClosableSocket;
  tokenHash: string;
  profileId: string | null;
  openedAt: number;
}

/**
 * A member-wide end that arrives while a socket is still checking its token must still reach it: ends are
 * remembered this long and a socket that opened before one is closed as soon as it knows its member.
 */
const REMEMBER_MEMBER_ENDS_MS = 60_000;

/**
 * This process's open websockets by token and member, closed when a session end arrives from any process.
 * A socket is tracked from the moment it presents a token, before the token is checked, so a logout that
 * lands during the check still finds it.
 */
export function trackSessionSockets(pubsub: SnootPubSub) {
  const open = new Set<OpenSocket>();
  const memberEnds = new Map<string, number>();
  const feed = pubsub.subscribe('sessionEnd')[Symbol.asyncIterator]();

  function end(entry: OpenSocket, reason: string) {
    open.delete(entry);
    // A close reason is at most 123 bytes; the code alone is what the client acts on.
    entry.socket.close(SESSION_ENDED_CLOSE_CODE, Buffer.byteLength(reason) <= 123 ? reason : 'Session ended');
  }

  function apply({ tokenHashes, profileId, reason }: SessionEnd) {
    const now = Date.now();
    if (profileId) memberEnds.set(profileId, now);
    for (const [id, at] of memberEnds) if (now - at > REMEMBER_MEMBER_ENDS_MS) memberEnds.delete(id);
    const tokens = new Set(tokenHashes ?? []);
    for (const entry of open) {
      if (tokens.has(entry.tokenHash) || (profileId && entry.profileId === profileId)) end(entry, reason);
    }
  }

  const listening = (async () => {
    for (;;) {
      const next = await feed.next();
      if (next.done) return;
      // One bad event must not stop this process from ending the sessions that follow.
      try {
        apply(next.value as SessionEnd);
      } catch (error) {
        log.error(errorFields(error), 'Ending sessions failed');
      }
    }
  })();

  return {
    /** Starts tracking a socket for its token; call `identify` once the token is known to be valid. */
    open(socket: ClosableSocket, token: string) {
      const entry: OpenSocket = { socket, tokenHash: hashToken(token), profileId: null, openedAt: Date.now() };
      open.add(entry);
      socket.once('close', () => open.delete(entry));
      return {
        identify(profileId: string) {
          entry.profileId = profileId;
          const endedAt = memberEnds.get(profileId);
          if (endedAt !== undefined && endedAt >= entry.openedAt && open.has(entry)) end(entry, 'Session ended');
        },
        /** The token was refused: the socket is closed by graphql-ws, nothing to keep. */
        forget() {
          open.delete(entry);
        },
      };
    },
    async stop() {
      await feed.return?.();
      await listening;
      open.clear();
    },
  };
}
