import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { startApp, type App } from '../../server/app.ts';
import { backends, dropPostgresDatabase, freshPostgresUrl } from './harness.ts';
import { createMember } from './profileFixtures.ts';
import { createRoom, send } from './chatHelpers.ts';
import { centreOf } from './notificationFixtures.ts';

/** A server on a database that outlives it: a PGlite directory, or a PostgreSQL database of this test's own. */
async function serverOn(database: { url?: string; dir: string }, options: { drainAfterAnswer?: boolean } = {}) {
  const config = readConfig({
    PORT: '0',
    DATA_DIR: database.dir,
    IMAGE_DIR: join(database.dir, 'images'),
    SEED: 'false',
    CLIENT_DIR: join(database.dir, 'no-client'),
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  return startApp(config, { limits: { codesPerEmail: 5, codesPerIp: 1000, loginsPerIp: 1000 }, ...options });
}

describe.each(backends)('chat notifications after the answer ($name)', ({ postgres }) => {
  const database = { dir: mkdtempSync(join(tmpdir(), 'snoot-outbox-')), url: undefined as string | undefined };
  let running: App | undefined;
  afterAll(async () => {
    await running?.stop();
    if (database.url) await dropPostgresDatabase(database.url);
    rmSync(database.dir, { recursive: true, force: true });
  });

  // Two start-ups that migrate an embedded database on disk take a while on a busy machine.
  it('a server that stops between the answer and storing the notifications leaves them to the next one', { timeout: 180_000 }, async () => {
    if (postgres) database.url = await freshPostgresUrl();
    // This server answers each send and then stops short of storing what it owes, as one that crashed right then.
    running = await serverOn(database, { drainAfterAnswer: false });
    const [ana, ben] = [await createMember(running, { name: 'Ana' }), await createMember(running, { name: 'Ben' })];
    const roomId = (await createRoom(running, ana, ben)).data!.chatRoomCreatePrivate.room.uuid;
    expect((await send(running, ana, roomId, 'hello')).data!.chatRoomMessageSend.messageEdge.node.seqId).toBe(1);
    expect((await send(running, ben, roomId, 'hi Ana')).data!.chatRoomMessageSend.messageEdge.node.seqId).toBe(2);
    expect((await send(running, ben, roomId, 'how are you?')).data!.chatRoomMessageSend.messageEdge.node.seqId).toBe(3);
    expect((await centreOf(running, ben)).list).toEqual([]);
    expect((await centreOf(running, ana)).list).toEqual([]);
    await running.stop();
    running = undefined;

    running = await serverOn(database);
    await running.services.notifier.outbox.settled();
    const forBen = await centreOf(running, ben);
    expect(forBen.list.map((item) => [item.kind, item.actor.displayName, item.count, item.chatRoom?.uuid])).toEqual([
      ['CHAT_REQUEST', 'Ana', 1, roomId],
    ]);
    const forAna = await centreOf(running, ana);
    expect(forAna.list.map((item) => [item.kind, item.actor.displayName, item.count, item.chatRoom?.uuid])).toEqual([
      ['MESSAGE', 'Ben', 2, roomId],
    ]);
    expect(forAna.unread).toBe(1);
    const left = await running.services.db.selectFrom('notification_outbox').select('id').execute();
    expect(left).toEqual([]);
  });
});
