import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { createPrivateRoom } from '../../server/chat/rooms.ts';
import { storeMessage } from '../../server/chat/messages.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { createMember, relate, type Member } from './profileFixtures.ts';

const PERMISSIONS = 'query ($u: String!) { profile(uuid: $u) { chatPermission { allowed reason } likePermission { allowed reason } } }';
const START = 'mutation ($p: String!) { chatRoomCreatePrivate(input: {profileUuid: $p}) { room { uuid } } }';

/** The profile tells the viewer what the server would refuse, and why, before they try (issue 11). */
describe.each(backends)('what a profile says the viewer may do on $name', ({ postgres }) => {
  let app: App;

  beforeAll(async () => {
    app = await startTestApp({ postgres });
  });

  afterAll(async () => {
    await app.stop();
  });

  const permissionsOf = async (viewer: Member, owner: Member) =>
    (await graphql<{ profile: { chatPermission: unknown; likePermission: unknown } }>(app, viewer.token, PERMISSIONS, { u: owner.id }))
      .data!.profile;

  it.each([
    ['LIKED', 'Otter only takes chats from members they liked.'],
    ['MUTUALS', 'Otter only takes chats from mutual likes.'],
    ['FRIENDS', 'Otter only takes chats from friends.'],
    ['PRIVATE', "Otter isn't taking new chats."],
  ])('gives the reason of a startChat setting of %s, as the server refuses the chat', async (setting, reason) => {
    const owner = await createMember(app, { name: 'Otter', start_chat: setting });
    const viewer = await createMember(app);
    expect(await permissionsOf(viewer, owner)).toEqual({
      chatPermission: { allowed: false, reason },
      likePermission: { allowed: true, reason: null },
    });
    expect((await graphql(app, viewer.token, START, { p: owner.id })).errors?.[0].message).toContain('not allowed');
  });

  it('allows the chat once the relation admits it, and says so', async () => {
    const owner = await createMember(app, { name: 'Otter', start_chat: 'MUTUALS' });
    const viewer = await createMember(app);
    await relate(app, owner, viewer, 'MUTUAL');
    expect(await permissionsOf(viewer, owner)).toEqual({
      chatPermission: { allowed: true, reason: null },
      likePermission: { allowed: true, reason: null },
    });
    expect((await graphql(app, viewer.token, START, { p: owner.id })).errors).toBeUndefined();
  });

  it('keeps a chat under way open after the owner stops taking new ones', async () => {
    const owner = await createMember(app, { name: 'Otter' });
    const viewer = await createMember(app);
    const roomId = await createPrivateRoom(app.services.db, viewer.id, owner.id);
    await storeMessage(app.services.db, { roomId, profileId: viewer.id, clientId: randomUUID(), content: 'hi!' });
    await app.services.db.updateTable('profiles').set({ start_chat: 'PRIVATE' }).where('id', '=', owner.id).execute();
    expect((await permissionsOf(viewer, owner)).chatPermission).toEqual({ allowed: true, reason: null });
  });

  it('offers neither on one’s own profile', async () => {
    const member = await createMember(app);
    expect(await permissionsOf(member, member)).toEqual({
      chatPermission: { allowed: false, reason: "You can't chat with yourself." },
      likePermission: { allowed: false, reason: "You can't like your own profile." },
    });
  });
});
