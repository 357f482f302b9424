import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createSnootPubSub } from '../../server/pubsub/pubsub.ts';
import { graphql, logIn, startTestApp, wsClient } from './harness.ts';
import { createRoom, newMember } from './chatHelpers.ts';
import { RoomFollower } from './chatSync.ts';

const withRedis = process.env.REDIS_URL ? describe : describe.skip;

/** Collects the promise rejections nobody handled while `run` and a short grace period after it go by. */
async function unhandledRejectionsDuring(run: () => Promise<void>) {
  const seen: unknown[] = [];
  const record = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', record);
  try {
    await run();
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    process.off('unhandledRejection', record);
  }
  return seen;
}

withRedis('Redis pub/sub', () => {
  it('ends a subscription that outlives the connection to Redis without a stray error', async () => {
    const pubsub = createSnootPubSub(process.env.REDIS_URL);
    const feed = pubsub.subscribe('connectionTest', 'late')[Symbol.asyncIterator]();
    const first = feed.next();
    // Redis confirms a SUBSCRIBE a moment later; publish until the feed hears it.
    const publisher = setInterval(
      () => pubsub.publish('connectionTest', 'late', { channel: 'late', message: 'hello', date: new Date().toISOString() }),
      20,
    );
    expect((await first).value).toMatchObject({ message: 'hello' });
    clearInterval(publisher);
    const stray = await unhandledRejectionsDuring(async () => {
      await pubsub.close();
      // A socket closed during shutdown ends its subscription only now, and a late publish still arrives.
      await feed.return?.();
      pubsub.publish('connectionTest', 'late', { channel: 'late', message: 'too late', date: new Date().toISOString() });
    });
    expect(stray).toEqual([]);
  });

  it('stops while members are still subscribed without a stray error', async () => {
    const app = await startTestApp({ redisUrl: process.env.REDIS_URL });
    const token = await logIn(app, 'stayer@example.com');
    const client = wsClient(app, token);
    const channels = ['one', 'two', 'three'];
    const received = channels.map(
      (channel) =>
        new Promise<unknown>((resolve) => {
          client.subscribe(
            { query: `subscription { connectionTest(channel: "${channel}") { message } }` },
            { next: resolve, error: resolve, complete: () => {} },
          );
        }),
    );
    const publishes: Promise<unknown>[] = [];
    const publisher = setInterval(() => {
      for (const channel of channels)
        publishes.push(graphql(app, token, `mutation { publishConnectionTest(input: {channel: "${channel}", message: "hi"}) { ok } }`));
    }, 50);
    await Promise.all(received);
    clearInterval(publisher);
    // The test's own requests are answered before the stop: one cut off by it would be this test's error, not the server's.
    await Promise.allSettled(publishes);

    const stray = await unhandledRejectionsDuring(() => app.stop());
    await client.dispose();
    expect(stray).toEqual([]);
  });

  it("lets go of a quiet room's channel as soon as its last subscriber leaves", async () => {
    const app = await startTestApp({ redisUrl: process.env.REDIS_URL });
    const redis = new Redis(process.env.REDIS_URL!);
    try {
      const [ann, ben] = [await newMember(app, 'ann@example.com'), await newMember(app, 'ben@example.com')];
      const roomId = (await createRoom(app, ann, ben)).data!.chatRoomCreatePrivate.room.uuid;
      const subscribers = async () => ((await redis.pubsub('NUMSUB', `chatRoom:${roomId}`)) as [string, number])[1];
      const follower = new RoomFollower(app, ben, roomId);
      await follower.start();
      expect(await subscribers()).toBe(1);
      await follower.dispose();
      // No message follows; the channel must still be given up.
      let left = 1;
      for (let tries = 0; tries < 50 && left > 0; tries += 1) {
        left = await subscribers();
        if (left > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(left).toBe(0);
    } finally {
      redis.disconnect();
      await app.stop();
    }
  });
});
