import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';
import { createRoom, send } from './chatHelpers.ts';
import { centreOf, like, unlike } from './notificationFixtures.ts';
import { browserSubscription, startFakePushService, PUSH_SUBSCRIPTION_ADD } from './fakePushService.ts';

describe.each(backends)('a device buzzes once per member and kind, and once per room ($name)', ({ postgres }) => {
  let app: App;
  let pushService: Awaited<ReturnType<typeof startFakePushService>>;

  beforeAll(async () => {
    [app, pushService] = await Promise.all([startTestApp({ postgres }), startFakePushService()]);
  });
  afterAll(async () => {
    await app?.stop();
    await pushService?.stop();
  });

  async function subscribe(member: Member, path: string) {
    const device = browserSubscription(`${pushService.origin}/${postgres ? 'pg' : 'pglite'}${path}`);
    expect((await graphql(app, member.token, PUSH_SUBSCRIPTION_ADD, { i: device.input })).errors).toBeUndefined();
    return {
      /** What the device showed, oldest first, once every push under way has been answered. */
      shown: async () => {
        await app.services.push.settled();
        return pushService.received
          .filter((push) => push.path === new URL(device.input.endpoint).pathname)
          .map((push) => ({ ...(device.open(push.body) as { type: string; body: string }), topic: push.headers.topic }));
      },
    };
  }

  it('30 likes and unlikes from one member buzz each device once; the centre shows the like that stands', async () => {
    const [ana, cy, ben] = [
      await createMember(app, { name: 'Ana' }),
      await createMember(app, { name: 'Cy' }),
      await createMember(app, { name: 'Ben' }),
    ];
    const [phone, laptop] = [await subscribe(ben, '/ben-phone'), await subscribe(ben, '/ben-laptop')];
    for (let cycle = 0; cycle < 30; cycle++) {
      expect((await like(app, ana, ben)).errors).toBeUndefined();
      expect((await unlike(app, ana, ben)).errors).toBeUndefined();
    }
    await like(app, ana, ben);
    // A like from someone else still buzzes: the devices are not simply silenced.
    await like(app, cy, ben);
    for (const device of [phone, laptop]) {
      const bodies = (await device.shown()).map((push) => push.body);
      expect(bodies.sort()).toEqual(['Ana liked your profile.', 'Cy liked your profile.']);
    }
    const { list, unread } = await centreOf(app, ben);
    expect(list.map((item) => [item.kind, item.actor.displayName, item.isRead])).toEqual([
      ['LIKE', 'Cy', false],
      ['LIKE', 'Ana', false],
    ]);
    expect(unread).toBe(2);
  });

  it('a room’s messages buzz once until the room is read, under one topic; another room buzzes on its own', async () => {
    const [ana, ben, cy] = [
      await createMember(app, { name: 'Ana' }),
      await createMember(app, { name: 'Ben' }),
      await createMember(app, { name: 'Cy' }),
    ];
    const roomOf = async (from: Member) => {
      const roomId = (await createRoom(app, from, ana)).data!.chatRoomCreatePrivate.room.uuid;
      await send(app, from, roomId, 'hi Ana');
      return roomId;
    };
    const [benRoom, cyRoom] = [await roomOf(ben), await roomOf(cy)];
    const phone = await subscribe(ana, '/ana-phone');
    // Ana answers both requests, then is away while Ben sends five.
    const lastSeq = (await send(app, ana, benRoom, 'hello Ben')).data!.chatRoomMessageSend.messageEdge.node.seqId;
    await send(app, ana, cyRoom, 'hello Cy');
    // The first message's push is out before the next four arrive, so its text counts one message however fast the
    // server is; the four after it must not buzz again.
    await send(app, ben, benRoom, 'message 1');
    await send(app, cy, cyRoom, 'from Cy');
    await app.services.notifier.outbox.settled();
    await app.services.push.settled();
    for (let message = 2; message <= 5; message++) await send(app, ben, benRoom, `message ${message}`);
    const first = await phone.shown();
    expect(first.map((push) => `${push.type}: ${push.body}`).sort()).toEqual([
      'MESSAGE: Ben sent you a message.',
      'MESSAGE: Cy sent you a message.',
    ]);
    const topicOf = (body: string) => first.find((push) => push.body === body)?.topic;
    const [benTopic, cyTopic] = [topicOf('Ben sent you a message.'), topicOf('Cy sent you a message.')];
    expect(benTopic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cyTopic).not.toBe(benTopic);
    const [benMessages] = (await centreOf(app, ana)).list.filter((item) => item.chatRoom?.uuid === benRoom);
    expect(benMessages.count).toBe(5);
    // Reading the room ends the batch: Ben's next message buzzes again, under the same topic as his first.
    await graphql(
      app,
      ana.token,
      'mutation ($r: String!, $s: Int!) { chatRoomReadMarkerUpdate(input: {roomId: $r, seqId: $s}) { lastReadSeqId } }',
      {
        r: benRoom,
        s: lastSeq + 5,
      },
    );
    await send(app, ben, benRoom, 'still there?');
    const later = (await phone.shown()).slice(first.length);
    expect(later.map((push) => [push.body, push.topic])).toEqual([['Ben sent you a message.', benTopic]]);
  });
});
