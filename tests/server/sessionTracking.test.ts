import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { createSnootPubSub } from '../../server/pubsub/pubsub.ts';
import { trackSessionSockets } from '../../server/auth/sessionSockets.ts';
import { endMemberSessions, endTokenSessions } from '../../server/auth/sessions.ts';

/** A socket that records how it was closed, and says so the way ws does. */
class FakeSocket extends EventEmitter {
  closedWith: { code: number; reason: string } | null = null;
  readonly closed = new Promise<{ code: number; reason: string }>((resolve) => this.once('close', () => resolve(this.closedWith!)));
  close(code: number, reason: string) {
    this.closedWith = { code, reason };
    this.emit('close');
  }
}

describe('the sockets a server process tracks for session ends', () => {
  const pubsub = createSnootPubSub();
  let tracker: ReturnType<typeof trackSessionSockets>;
  afterEach(() => tracker?.stop());

  it('closes a socket whose token is still being checked when its logout arrives', async () => {
    tracker = trackSessionSockets(pubsub);
    const socket = new FakeSocket();
    tracker.open(socket, 'token-a');
    endTokenSessions(pubsub, ['token-a']);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Logged out' });
  });

  it("closes a socket that learns its member only after the member's sessions ended", async () => {
    tracker = trackSessionSockets(pubsub);
    const socket = new FakeSocket();
    const session = tracker.open(socket, 'token-b');
    endMemberSessions(pubsub, 'member-b');
    // Any later event proves the member end was applied first (events arrive in order).
    const witness = new FakeSocket();
    tracker.open(witness, 'token-witness');
    endTokenSessions(pubsub, ['token-witness']);
    await witness.closed;
    expect(socket.closedWith).toBeNull();
    session.identify('member-b');
    expect(socket.closedWith?.code).toBe(4401);
  });

  it('leaves other tokens and members open', async () => {
    tracker = trackSessionSockets(pubsub);
    const other = new FakeSocket();
    tracker.open(other, 'token-c').identify('member-c');
    const ended = new FakeSocket();
    tracker.open(ended, 'token-d').identify('member-d');
    endMemberSessions(pubsub, 'member-d', 'Account suspended');
    expect(await ended.closed).toEqual({ code: 4401, reason: 'Account suspended' });
    expect(other.closedWith).toBeNull();
  });
});
