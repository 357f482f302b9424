import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { dropPostgresDatabase, freshPostgresUrl, startTestApp } from './harness.ts';
import { allMessages, createRoom, newMember, send, type Member } from './chatHelpers.ts';
import { RoomFollower, waitFor } from './chatSync.ts';

const scaleOut = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

scaleOut('chat across two server processes sharing PostgreSQL and Redis', () => {
  let first: App;
  let second: App;
  let databaseUrl: string;
  let alice: Member;
  let bob: Member;
  beforeAll(async () => {
    databaseUrl = await freshPostgresUrl();
    first = await startTestApp({ databaseUrl, redisUrl: process.env.REDIS_URL });
    second = await startTestApp({ databaseUrl, redisUrl: process.env.REDIS_URL });
    alice = await newMember(first, 'alice@example.com');
    bob = await newMember(second, 'bob@example.com');
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  });

  it('delivers a message sent through one process to a subscriber on the other', async () => {
    const roomId = (await createRoom(first, alice, bob)).data!.chatRoomCreatePrivate.room.uuid;
    const follower = new RoomFollower(second, bob, roomId);
    await follower.start();
    await send(first, alice, roomId, 'hello from the first server');
    await waitFor(() => follower.held.size === 1);
    await follower.dispose();
    expect(follower.sortedSeqIds()).toEqual([1]);
  });

  it('keeps seqIds gap-free when both processes take sends for one room at once', async () => {
    const carol = await newMember(first, 'carol@example.com');
    const roomId = (await createRoom(second, carol, bob)).data!.chatRoomCreatePrivate.room.uuid;
    const follower = new RoomFollower(first, bob, roomId);
    await follower.start();
    await Promise.all(Array.from({ length: 40 }, (_, i) => send(i % 2 ? first : second, i % 3 ? carol : bob, roomId, `message ${i}`)));
    await waitFor(() => follower.held.size === 40);
    await follower.settle();
    await follower.dispose();
    const expected = Array.from({ length: 40 }, (_, i) => i + 1);
    expect(follower.sortedSeqIds()).toEqual(expected);
    expect(follower.duplicatesIgnored).toBeLessThanOrEqual(follower.received - 40);
    expect((await allMessages(second, carol, roomId)).seqIds).toEqual(expected);
  });
});
