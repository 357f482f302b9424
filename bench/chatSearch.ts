/**
 * Chat search latency at scale: search inside a room of 100,000 messages (ChatRoom.messageSearch) and the chat list
 * narrowed by name and to unread rooms across a member's 1,000 rooms (Viewer.chatRooms search, unreadOnly), each
 * timed as the resolver runs it (the room as the member sees it, then the search), printing p50/p95. Not part of
 * `npm test`; `npm run bench -- --chat-search` runs it on PostgreSQL and puts the worst p95 in the budget table:
 *
 *   DATABASE_URL=postgres://... node --import tsx bench/chatSearch.ts
 *
 * A database that already holds the bench's member is measured as it is (the seeding takes a minute once).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { openDatabase } from '../server/db/connect.ts';
import { listRooms, roomFor } from '../server/chat/rooms.ts';
import { searchRoomMessages } from '../server/chat/search.ts';
import { timeQuery } from './queryTimes.ts';

const MESSAGES = Number(process.env.MESSAGES ?? 100_000);
const ROOMS = Number(process.env.ROOMS ?? 1_000);
const RUNS = Number(process.env.RUNS ?? 200);
const VIEWER_EMAIL = 'chat-search-bench@example.com';
/** Words the long room's messages are made of; 'zeppelin' is in one message in 10,000, the rest far more often. */
const WORDS = ['pancakes', 'weather', 'lighthouse', 'sunday', 'coffee', 'train', 'forest', 'concert', 'museum', 'bakery'];

const dataDir = mkdtempSync(join(tmpdir(), 'snoot-bench-'));
const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATABASE_URL ? dataDir : 'memory://',
});
const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** `count` onboarded adults named `${prefix} 0001`…, made in one statement; their ids in order. */
async function members(prefix: string, count: number, email?: string) {
  const { rows } = await sql<{ id: string }>`
    insert into profiles (id, email, display_name, date_of_birth, onboarded_at, share_hash)
    select gen_random_uuid(), ${email ?? null}::text, ${prefix} || ' ' || lpad(i::text, 4, '0'), '1990-01-01', now(), md5(random()::text)
    from generate_series(1, ${count}) as i
    order by i
    returning id`.execute(db);
  return rows.map((row) => row.id);
}

/** A private room between the viewer and another member, holding `count` messages written in turns. */
async function roomWithMessages(viewerId: string, otherId: string, count: number, words: RawBuilder<string>) {
  const roomId = randomUUID();
  await db.insertInto('chat_rooms').values({ id: roomId, type: 'PRIVATE', created_at: new Date() }).execute();
  await db
    .insertInto('chat_participants')
    .values([
      { room_id: roomId, profile_id: viewerId, status: 'JOINED', joined_at: new Date() },
      { room_id: roomId, profile_id: otherId, status: 'JOINED', joined_at: new Date() },
    ])
    .execute();
  // In slices, each well inside the server's statement timeout.
  for (let from = 1; from <= count; from += 5_000) {
    await sql`
      insert into chat_messages (id, room_id, seq_id, profile_id, client_id, content, created_at)
      select gen_random_uuid(), ${roomId}::uuid, i, case when i % 2 = 0 then ${viewerId}::uuid else ${otherId}::uuid end, 'bench-' || i,
        ${words}, now() - (${count} - i) * interval '1 minute'
      from generate_series(${from}::int, ${Math.min(count, from + 4_999)}::int) as i`.execute(db);
  }
  await sql`update chat_rooms set last_seq_id = ${count}, last_message_at = now() where id = ${roomId}::uuid`.execute(db);
  return roomId;
}

async function seed() {
  const existing = await db.selectFrom('profiles').select('id').where('email', '=', VIEWER_EMAIL).executeTakeFirst();
  if (existing) {
    const room = await sql<{ room_id: string }>`
      select room_id from chat_participants where profile_id = ${existing.id}::uuid
      order by (select last_seq_id from chat_rooms where id = room_id) desc limit 1`.execute(db);
    console.log(`The bench's member is already in the ${backend} database: measured as it is`);
    return { viewerId: existing.id, longRoomId: room.rows[0].room_id };
  }
  const started = performance.now();
  const [viewerId] = await members('Bench Seeker', 1, VIEWER_EMAIL);
  const [partnerId] = await members('Bench Partner', 1);
  // Each message names two of the words and its number; one in 10,000 names the zeppelin.
  const words = sql<string>`case when i % 10000 = 0 then 'a zeppelin over the harbour ' else '' end || 'about the '
    || (array[${sql.join(WORDS)}])[1 + i % ${WORDS.length}] || ' and the '
    || (array[${sql.join(WORDS)}])[1 + (i / 7) % ${WORDS.length}] || ', message ' || i`;
  const longRoomId = await roomWithMessages(viewerId, partnerId, MESSAGES, words);
  const others = await members('Bench Otter', ROOMS);
  for (const [index, otherId] of others.entries()) {
    // Every third room's last message is the other member's and unread.
    const roomId = await roomWithMessages(viewerId, otherId, 5, sql<string>`'hello number ' || i`);
    if (index % 3 !== 0) await sql`update chat_participants set last_read_seq_id = 5 where room_id = ${roomId}::uuid`.execute(db);
  }
  await sql`update chat_participants set last_read_seq_id = ${MESSAGES} where room_id = ${longRoomId}::uuid`.execute(db);
  console.log(
    `Seeded a room of ${MESSAGES.toLocaleString('en')} messages and ${ROOMS.toLocaleString('en')} rooms in ${((performance.now() - started) / 1000).toFixed(1)} s on ${backend}`,
  );
  return { viewerId, longRoomId };
}

const time = (name: string, run: () => Promise<number>, what = 'chatSearch') => timeQuery(`${what} ${name}`, RUNS, run);

async function inRoom(viewerId: string, roomId: string, text: string) {
  const room = await roomFor(db, roomId, viewerId);
  return (await searchRoomMessages(db, room!, text, 20)).page.length;
}

const { viewerId, longRoomId } = await seed();
await sql`analyze`.execute(db);
const messages = MESSAGES.toLocaleString('en');
await time(`in a room of ${messages} messages, a common word (weather)`, () => inRoom(viewerId, longRoomId, 'weather'));
await time(`in a room of ${messages} messages, two words (lighthouse sunday)`, () => inRoom(viewerId, longRoomId, 'lighthouse sunday'));
await time(`in a room of ${messages} messages, a word's start (zepp)`, () => inRoom(viewerId, longRoomId, 'zepp'));
await time(`in a room of ${messages} messages, no match (unicorn)`, () => inRoom(viewerId, longRoomId, 'unicorn'));
const rooms = ROOMS.toLocaleString('en');
const list = (narrow: { search?: string; unreadOnly?: boolean }) => async () =>
  (await listRooms(db, viewerId, 'RECENT', 30, null, narrow)).page.length;
// The list as it opens, for comparison: the narrowed lists should cost little more.
await time(`across ${rooms} rooms, the first page as it opens (no search)`, list({}), 'chatList');
await time(`across ${rooms} rooms, by name (otter 05)`, list({ search: 'otter 05' }));
await time(`across ${rooms} rooms, by a name nobody has (walrus)`, list({ search: 'walrus' }));
await time(`across ${rooms} rooms, unread only`, list({ unreadOnly: true }));
await time(`across ${rooms} rooms, by name and unread only (otter)`, list({ search: 'otter', unreadOnly: true }));

await db.destroy();
rmSync(dataDir, { recursive: true, force: true });
