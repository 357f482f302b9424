import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';
import { createRoom, send } from './chatHelpers.ts';
import { like } from './notificationFixtures.ts';
import { browserSubscription, startFakePushService, PUSH_SUBSCRIPTION_ADD } from './fakePushService.ts';

const CENTRE = '{ viewer { notifications(first: 10) { edges { node { kind actor { displayName bestRole { name label } } } } } } }';
const REQUESTS = '{ viewer { chatRooms(filter: REQUESTS) { edges { node { otherProfile { displayName bestRole { name label } } } } } } }';

describe.each(backends)('a staff member’s role where their name reaches a member on $name', ({ postgres }) => {
  let app: App;
  let pushService: Awaited<ReturnType<typeof startFakePushService>>;

  beforeAll(async () => {
    [app, pushService] = await Promise.all([startTestApp({ postgres }), startFakePushService()]);
  });
  afterAll(async () => {
    await app?.stop();
    await pushService?.stop();
  });

  async function deviceOf(member: Member, path: string) {
    const device = browserSubscription(`${pushService.origin}${path}`);
    expect((await graphql(app, member.token, PUSH_SUBSCRIPTION_ADD, { i: device.input })).errors).toBeUndefined();
    return { pushes: () => pushService.received.filter((push) => push.path === path).map((push) => device.open(push.body)) };
  }

  it('names staff with their role in the push, the notification and the chat request; a member’s name stays bare', async () => {
    const rook = await createMember(app, { name: 'Rook', roles: ['TEAM'] });
    const ana = await createMember(app, { name: 'Ana' });
    const ben = await createMember(app, { name: 'Ben' });
    const device = await deviceOf(ben, `/push/ben-${postgres}`);

    const roomId = (await createRoom(app, rook, ben)).data!.chatRoomCreatePrivate.room.uuid;
    await send(app, rook, roomId, 'Hi Ben, about your report');
    await like(app, ana, ben);
    await app.services.push.settled();
    // Each push goes out on its own, so they may land in either order.
    expect(
      device
        .pushes()
        .map((push) => push.body)
        .sort(),
    ).toEqual(['Ana liked your profile.', 'Rook (Snoot Team) wants to chat with you.']);

    const centre = await graphql<{ viewer: { notifications: { edges: { node: unknown }[] } } }>(app, ben.token, CENTRE);
    expect(centre.data!.viewer.notifications.edges.map((edge) => edge.node)).toEqual([
      { kind: 'LIKE', actor: { displayName: 'Ana', bestRole: null } },
      { kind: 'CHAT_REQUEST', actor: { displayName: 'Rook', bestRole: { name: 'TEAM', label: 'Snoot Team' } } },
    ]);
    const requests = await graphql<{ viewer: { chatRooms: { edges: { node: unknown }[] } } }>(app, ben.token, REQUESTS);
    expect(requests.data!.viewer.chatRooms.edges.map((edge) => edge.node)).toEqual([
      { otherProfile: { displayName: 'Rook', bestRole: { name: 'TEAM', label: 'Snoot Team' } } },
    ]);
  });
});
