import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp, statementsOf } from './harness.ts';
import { createRoom, newMember, send, type Member } from './chatHelpers.ts';

describe.each(backends)('what a message costs the database ($name)', ({ postgres }) => {
  let app: App;
  let alice: Member;
  let bob: Member;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
    [alice, bob] = await Promise.all([newMember(app, 'alice@example.com'), newMember(app, 'bob@example.com')]);
  });
  afterAll(() => app?.stop());

  it('sends in a chat under way in six statements, judging who may reach whom once, and still notifies', async () => {
    const roomId = (await createRoom(app, alice, bob)).data!.chatRoomCreatePrivate.room.uuid;
    await send(app, alice, roomId, 'hello');
    await send(app, bob, roomId, 'hi');
    // The notifications the first two messages owe are stored after their answers: on a busy machine, not yet.
    await app.services.notifier.outbox.settled();
    const statements = await statementsOf(app, postgres, async () => {
      await send(app, alice, roomId, 'how are you?');
      await app.services.notifier.outbox.settled();
    });
    // Before the answer: the request's own two (who is asking, its rate limit), the room with its members, both
    // members' rows with their relation, the message with its read marker, the hide and the notification it owes.
    // After the answer: the notification, leaving the outbox (and whether the recipient has a device to push to).
    expect(statements).toHaveLength(6);
    expect(statements.filter((text) => /from "(friendships|likes|blocks)"/.test(text))).toHaveLength(1);
    const unread = await graphql<{ viewer: { chatsUnreadCount: number } }>(app, bob.token, '{ viewer { chatsUnreadCount } }');
    expect(unread.data!.viewer.chatsUnreadCount).toBe(1);
  });
});
