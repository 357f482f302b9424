import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { createRoom, newMember, send, type Member } from './chatHelpers.ts';
import { backends, graphql, startTestApp } from './harness.ts';

const COUNTS = '{ viewer { chatsUnreadCount chatRequestsCount activity { unreadChatMessageCount } } }';
type Counts = { viewer: { chatsUnreadCount: number; chatRequestsCount: number; activity: { unreadChatMessageCount: number } } };

describe.each(backends)('chat request counts on $name', ({ postgres }) => {
  let app: App;
  let writer: Member;
  let invited: Member;
  let bystander: Member;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
    [writer, invited, bystander] = await Promise.all(
      ['writer@example.com', 'invited@example.com', 'bystander@example.com'].map((email) => newMember(app, email)),
    );
  });
  afterAll(() => app?.stop());

  const counts = async (member: Member) => (await graphql<Counts>(app, member.token, COUNTS)).data!.viewer;

  it("counts a request's unread messages in the nav badge, and only for the member it was sent to", async () => {
    const room = (await createRoom(app, writer, invited)).data!.chatRoomCreatePrivate.room.uuid;
    for (const text of ['Hi!', 'Love your sona', 'Coffee some time?']) await send(app, writer, room, text);

    expect(await counts(invited)).toEqual({ chatsUnreadCount: 3, chatRequestsCount: 1, activity: { unreadChatMessageCount: 3 } });
    // The writer's own messages are not unread for them, and nobody else learns of the request.
    expect(await counts(writer)).toMatchObject({ chatsUnreadCount: 0, chatRequestsCount: 0 });
    expect(await counts(bystander)).toMatchObject({ chatsUnreadCount: 0, chatRequestsCount: 0 });

    // Rejecting the request takes its messages out of the count.
    const rejected = await graphql(
      app,
      invited.token,
      'mutation ($r: String!) { chatRoomRequestReject(input: {roomId: $r}) { viewer { chatsUnreadCount chatRequestsCount } } }',
      { r: room },
    );
    expect(rejected.data).toEqual({ chatRoomRequestReject: { viewer: { chatsUnreadCount: 0, chatRequestsCount: 0 } } });
  });
});
