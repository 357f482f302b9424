import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { dropPostgresDatabase, freshPostgresUrl, graphql, logIn, startTestApp, wsClient } from './harness.ts';
import { createRoom, newMember, send, type Member } from './chatHelpers.ts';
import { RoomFollower, waitFor } from './chatSync.ts';
import { freePort, RedisProcess } from './redisProcess.ts';
import { openSocket } from './sessionSockets.ts';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const outage = process.env.DATABASE_URL && hasRedisServer ? describe : describe.skip;

/** Two servers start and Redis restarts within a test: more than the default 30 s on a loaded machine. */
const OUTAGE_TEST_MS = 90_000;

/** What a member's open chat shows: each message once, in seqId order, and live ones never arriving out of order. */
function expectWholeHistory(follower: RoomFollower, count: number) {
  expect(follower.sortedSeqIds()).toEqual(Array.from({ length: count }, (_, i) => i + 1));
  expect(follower.liveSeqIds).toEqual([...new Set(follower.liveSeqIds)].sort((a, b) => a - b));
}

outage('live events while Redis goes away', () => {
  let redis: RedisProcess;
  let databaseUrl: string;
  const apps: App[] = [];
  beforeAll(async () => {
    redis = new RedisProcess(await freePort());
    await redis.start();
    databaseUrl = await freshPostgresUrl();
  });
  afterAll(async () => {
    for (const app of apps) await app.stop();
    await redis?.kill();
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  });
  const startApp = async (redisUrl: string) => {
    const app = await startTestApp({ databaseUrl, redisUrl });
    apps.push(app);
    return app;
  };

  it(
    'gets every message sent during an outage to the open chat on both servers, in order and once',
    async () => {
      const [first, second] = [await startApp(redis.url), await startApp(redis.url)];
      const alice: Member = await newMember(first, 'alice@example.com');
      const bob: Member = await newMember(second, 'bob@example.com');
      const roomId = (await createRoom(first, alice, bob)).data!.chatRoomCreatePrivate.room.uuid;
      const onFirst = new RoomFollower(first, alice, roomId);
      const onSecond = new RoomFollower(second, bob, roomId);
      await Promise.all([onFirst.start(), onSecond.start()]);
      await send(first, alice, roomId, 'before');
      await waitFor(() => onFirst.held.size === 1 && onSecond.held.size === 1);

      await redis.kill();
      await waitFor(() => !first.services.pubsub.isConnected() && !second.services.pubsub.isConnected());
      const sentDuring = 12;
      for (let i = 0; i < sentDuring; i += 1) {
        const [app, member] = i % 2 ? [second, bob] : [first, alice];
        const answer = await send(app, member, roomId, `during the outage ${i}`);
        expect(answer.data?.chatRoomMessageSend.messageEdge.node.seqId).toBe(i + 2);
      }
      // Each member sees their own words at once, from their own server, with Redis still away.
      const own = (offset: number) => Array.from({ length: sentDuring / 2 }, (_, i) => 2 * i + 2 + offset);
      await waitFor(() => own(0).every((seqId) => onFirst.liveSeqIds.includes(seqId)));
      await waitFor(() => own(1).every((seqId) => onSecond.liveSeqIds.includes(seqId)));

      await redis.start();
      // The other member's words arrive once Redis is back, without a reload.
      await waitFor(() => onFirst.held.size === 1 + sentDuring && onSecond.held.size === 1 + sentDuring);
      await send(second, bob, roomId, 'after');
      await waitFor(() => onFirst.held.size === 2 + sentDuring && onSecond.held.size === 2 + sentDuring);
      await Promise.all([onFirst.dispose(), onSecond.dispose()]);
      expectWholeHistory(onFirst, 2 + sentDuring);
      expectWholeHistory(onSecond, 2 + sentDuring);
    },
    OUTAGE_TEST_MS,
  );

  it(
    'closes a socket on the other server for a logout made during the outage, once Redis is back',
    async () => {
      const [first, second] = [await startApp(redis.url), await startApp(redis.url)];
      const token = await logIn(first, 'erin@example.com');
      const socket = await openSocket(second, token);
      await redis.kill();
      await waitFor(() => !first.services.pubsub.isConnected() && !second.services.pubsub.isConnected());
      expect((await graphql(first, token, 'mutation { logout { ok } }')).data).toEqual({ logout: { ok: true } });
      await redis.start();
      expect(await socket.closed).toEqual({ code: 4401, reason: 'Logged out' });
    },
    OUTAGE_TEST_MS,
  );

  it(
    "brings a member's chat list and notification bell up to date once Redis is back",
    async () => {
      const [first, second] = [await startApp(redis.url), await startApp(redis.url)];
      const fay: Member = await newMember(first, 'fay@example.com');
      const gus: Member = await newMember(second, 'gus@example.com');
      const roomId = (await createRoom(first, fay, gus)).data!.chatRoomCreatePrivate.room.uuid;
      // Gus's answer accepts Fay's request.
      await send(second, gus, roomId, 'hello');
      // Fay's app on the first server: her chat list's feed and her bell's, open for the whole test.
      const client = wsClient(first, fay.token);
      const roomEvents: { kind: string; room: { uuid: string; lastSeqId: number; unreadCount: number } | null }[] = [];
      const bellEvents: { unreadCount: number; notification: { kind: string; count: number } }[] = [];
      const listening = [
        client.subscribe<{ chatRooms: (typeof roomEvents)[number] }>(
          { query: 'subscription { chatRooms { kind room { uuid lastSeqId unreadCount } } }' },
          { next: ({ data }) => void roomEvents.push(data!.chatRooms), error: () => {}, complete: () => {} },
        ),
        client.subscribe<{ notifications: (typeof bellEvents)[number] }>(
          { query: 'subscription { notifications { unreadCount notification { kind count } } }' },
          { next: ({ data }) => void bellEvents.push(data!.notifications), error: () => {}, complete: () => {} },
        ),
      ];
      // Both feeds are live once a message before the outage reaches each (the subscriptions start as the socket
      // opens, so the first message may come before them: another follows until one is seen).
      let sent = 1;
      const seen = (count: number) => () =>
        roomEvents.some((event) => event.room?.lastSeqId === count) && bellEvents.some((event) => event.notification.count === count);
      for (let tries = 0; tries < 5 && !seen(sent)(); tries++) {
        await send(second, gus, roomId, `before ${tries}`);
        sent += 1;
        await waitFor(seen(sent), 3_000).catch(() => undefined);
      }
      expect(seen(sent)()).toBe(true);

      await redis.kill();
      await waitFor(() => !first.services.pubsub.isConnected() && !second.services.pubsub.isConnected());
      await send(second, gus, roomId, 'during the outage');
      await send(second, gus, roomId, 'and again');
      await redis.start();

      // Without a reload: the list learns the room's new state, the bell its count.
      const total = sent + 2;
      await waitFor(() => roomEvents.some((event) => event.kind === 'ROOM_UPDATED' && event.room?.lastSeqId === total));
      expect(roomEvents.at(-1)!.room).toEqual({ uuid: roomId, lastSeqId: total, unreadCount: total });
      await waitFor(() => bellEvents.some((event) => event.notification.count === total));
      expect(bellEvents.at(-1)).toEqual({ unreadCount: 1, notification: { kind: 'MESSAGE', count: total } });
      for (const stop of listening) stop();
      await client.dispose();
    },
    OUTAGE_TEST_MS,
  );

  it('keeps two members on one server live when Redis cannot be reached from the start', async () => {
    const app = await startApp(`redis://127.0.0.1:${await freePort()}`);
    const [cleo, dan] = [await newMember(app, 'cleo@example.com'), await newMember(app, 'dan@example.com')];
    const roomId = (await createRoom(app, cleo, dan)).data!.chatRoomCreatePrivate.room.uuid;
    const follower = new RoomFollower(app, dan, roomId);
    await follower.start();
    await send(app, cleo, roomId, 'hello without Redis');
    await waitFor(() => follower.liveSeqIds.length === 1);
    await send(app, cleo, roomId, 'and again');
    await waitFor(() => follower.liveSeqIds.length === 2);
    await follower.dispose();
    expectWholeHistory(follower, 2);
  });
});
