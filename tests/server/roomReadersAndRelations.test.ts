import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { createRoomReaders } from '../../server/notifications/roomReaders.ts';
import { isBlockedEitherWay, relationAndBlock, relationBetween } from '../../server/profiles/relations.ts';
import { backends, startTestApp } from './harness.ts';
import { createMember } from './profileFixtures.ts';
import { createRoom } from './chatHelpers.ts';

/**
 * The fan-out work (issue 17) answers the same questions with fewer statements: open rooms known per process
 * and written in batches, relation and blocks in one statement. These check the answers did not change.
 */
describe.each(backends)('room readers and relations, batched ($name)', ({ postgres }) => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
  });
  afterAll(() => app?.stop());

  const adult = (name: string) => createMember(app, { name, age: 30 });

  it('a room open in two tabs is read until both close, here and as another process sees it', async () => {
    const [ana, ben] = [await adult('Ana'), await adult('Ben')];
    const roomId = (await createRoom(app, ana, ben)).data!.chatRoomCreatePrivate.room.uuid;
    const here = app.services.readers;
    // Another server process on the same database: it knows nothing in memory, only the rows.
    const elsewhere = createRoomReaders(app.services.db);
    try {
      const [first, second] = await Promise.all([here.start(ben.id, roomId), here.start(ben.id, roomId)]);
      expect([await here.isReading(ben.id, roomId), await elsewhere.isReading(ben.id, roomId)]).toEqual([true, true]);
      expect(await elsewhere.isReading(ana.id, roomId)).toBe(false);
      await here.stop(first);
      expect([await here.isReading(ben.id, roomId), await elsewhere.isReading(ben.id, roomId)]).toEqual([true, true]);
      await here.stop(second);
      expect([await here.isReading(ben.id, roomId), await elsewhere.isReading(ben.id, roomId)]).toEqual([false, false]);
    } finally {
      elsewhere.dispose();
    }
  });

  it('relationAndBlock names the relation each way round and blocks as isBlockedEitherWay does', async () => {
    const db = app.services.db;
    const [ana, ben] = [await adult('Ana'), await adult('Ben')];
    const agrees = async () => {
      for (const [from, to] of [
        [ana.id, ben.id],
        [ben.id, ana.id],
      ])
        expect((await relationAndBlock(db, from, to)).blocked).toBe(await isBlockedEitherWay(db, from, to));
    };
    const seen: unknown[] = [];
    const step = async () => {
      await agrees();
      seen.push([await relationAndBlock(db, ana.id, ben.id), await relationBetween(db, ben.id, ana.id)]);
    };
    await step();
    await db.insertInto('likes').values({ liker_id: ana.id, liked_id: ben.id, created_at: new Date() }).execute();
    await step();
    await db.insertInto('likes').values({ liker_id: ben.id, liked_id: ana.id, created_at: new Date() }).execute();
    await step();
    await db.insertInto('friendships').values({ profile_id: ana.id, friend_id: ben.id, created_at: new Date() }).execute();
    await step();
    await db.insertInto('blocks').values({ blocker_id: ben.id, blocked_id: ana.id, created_at: new Date() }).execute();
    await step();
    // Ana's side as relationAndBlock gives it, Ben's as relationBetween does (the friendship row is Ana's only).
    expect(seen).toEqual([
      [{ relation: null, blocked: false }, null],
      [{ relation: 'LIKED', blocked: false }, 'LIKED_BY'],
      [{ relation: 'MUTUAL', blocked: false }, 'MUTUAL'],
      [{ relation: 'FRIEND', blocked: false }, 'MUTUAL'],
      [{ relation: 'FRIEND', blocked: true }, 'MUTUAL'],
    ]);
  });
});
