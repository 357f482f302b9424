/**
 * A group thread of 10,000 replies: the thread as a member opens it (groupThread(uuid): the thread judged for the
 * viewer, its first page of 30 replies oldest first, and the count of replies they are shown), and the group's
 * first page of 20 threads newest activity first, each timed as the resolvers run them, printing p50/p95. The
 * replies come from 200 members in turns; the viewer blocked one, hid one and one is suspended, so every page
 * leaves some out as it would. Not part of `npm test`:
 *
 *   DATABASE_URL=postgres://... node --import tsx bench/groupThread.ts     (PostgreSQL)
 *   node --import tsx bench/groupThread.ts                                 (PGlite, in memory)
 *
 * A database that already holds the bench's thread is measured as it is.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase } from '../server/db/connect.ts';
import { profileById } from '../server/profiles/profileRows.ts';
import { groupAccess } from '../server/groups/access.ts';
import { pageOfReplies, pageOfThreads, visibleReplyCount, visibleThread } from '../server/groups/posts.ts';
import { timeQuery } from './queryTimes.ts';

const REPLIES = Number(process.env.REPLIES ?? 10_000);
const THREADS = Number(process.env.THREADS ?? 500);
const AUTHORS = 200;
const RUNS = Number(process.env.RUNS ?? 200);
const VIEWER_EMAIL = 'group-thread-bench@example.com';

const dataDir = mkdtempSync(join(tmpdir(), 'snoot-bench-'));
const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATABASE_URL ? dataDir : 'memory://',
});
const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** `count` onboarded adults, made in one statement; their ids in order. */
async function members(prefix: string, count: number, email?: string) {
  const { rows } = await sql<{ id: string }>`
    insert into profiles (id, email, display_name, date_of_birth, onboarded_at, share_hash)
    select gen_random_uuid(), ${email ?? null}::text, ${prefix} || ' ' || lpad(i::text, 4, '0'), '1990-01-01', now(), md5(random()::text)
    from generate_series(1, ${count}) as i
    order by i
    returning id`.execute(db);
  return rows.map((row) => row.id);
}

async function seed() {
  const existing = await db.selectFrom('profiles').select('id').where('email', '=', VIEWER_EMAIL).executeTakeFirst();
  if (existing) {
    const thread = await db
      .selectFrom('group_threads')
      .select(['id', 'group_uuid'])
      .orderBy('reply_count', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    console.log(`The bench's thread is already in the ${backend} database: measured as it is`);
    return { viewerId: existing.id, threadId: thread.id, groupUuid: thread.group_uuid };
  }
  const started = performance.now();
  const [viewerId] = await members('Bench Reader', 1, VIEWER_EMAIL);
  const authors = await members('Bench Poster', AUTHORS);
  const groupUuid = randomUUID();
  await db
    .insertInto('groups')
    .values({ uuid: groupUuid, display_name: 'Bench Group', member_count: AUTHORS + 1 })
    .execute();
  await db
    .insertInto('profile_groups')
    .values([viewerId, ...authors].map((id) => ({ profile_id: id, group_uuid: groupUuid, role: 'MEMBER', joined_at: new Date() })))
    .execute();
  // Other threads of the group, a minute apart, older than the long one's last reply.
  await sql`
    insert into group_threads (id, group_uuid, author_id, title, content, created_at, last_activity_at)
    select gen_random_uuid(), ${groupUuid}::uuid, (${sql.val(authors)}::uuid[])[1 + i % ${AUTHORS}], 'Thread ' || i, 'About thing ' || i,
      now() - interval '1 day' - i * interval '1 minute', now() - interval '1 day' - i * interval '1 minute'
    from generate_series(1, ${THREADS}) as i`.execute(db);
  const threadId = randomUUID();
  await db
    .insertInto('group_threads')
    .values({
      id: threadId,
      group_uuid: groupUuid,
      author_id: authors[0]!,
      title: 'The long one',
      content: 'Say hello',
      reply_count: REPLIES,
    })
    .execute();
  for (let from = 1; from <= REPLIES; from += 5_000) {
    await sql`
      insert into group_replies (id, thread_id, group_uuid, author_id, content, created_at)
      select gen_random_uuid(), ${threadId}::uuid, ${groupUuid}::uuid, (${sql.val(authors)}::uuid[])[1 + i % ${AUTHORS}], 'Hello number ' || i,
        now() - (${REPLIES} - i) * interval '1 second'
      from generate_series(${from}::int, ${Math.min(REPLIES, from + 4_999)}::int) as i`.execute(db);
  }
  await sql`insert into group_thread_repliers (thread_id, author_id, replies)
    select thread_id, author_id, count(*) from group_replies where thread_id = ${threadId}::uuid group by thread_id, author_id`.execute(db);
  await db.insertInto('blocks').values({ blocker_id: viewerId, blocked_id: authors[1]! }).execute();
  await db.insertInto('profile_hides').values({ profile_id: viewerId, hidden_id: authors[2]! }).execute();
  await db.updateTable('profiles').set({ banned_at: new Date() }).where('id', '=', authors[3]!).execute();
  console.log(
    `Seeded a thread of ${REPLIES.toLocaleString('en')} replies and ${THREADS} other threads in ${((performance.now() - started) / 1000).toFixed(1)} s on ${backend}`,
  );
  return { viewerId, threadId, groupUuid };
}

const time = (name: string, run: () => Promise<number>) => timeQuery(`groupThread ${name} (${backend})`, RUNS, run);

const { viewerId, threadId, groupUuid } = await seed();
await sql`analyze`.execute(db);
const viewer = await profileById(db, viewerId);
const replies = REPLIES.toLocaleString('en');
await time(`a thread of ${replies} replies, opened: the thread, its first 30 replies and their count`, async () => {
  const view = await visibleThread(db, viewer, threadId);
  const [page, count] = await Promise.all([pageOfReplies(db, viewer, view!.thread.id, 30), visibleReplyCount(db, viewer, view!.thread)]);
  return count > 0 ? page.page.length : 0;
});
await time(`a thread of ${replies} replies, the thread judged for the viewer alone`, async () =>
  (await visibleThread(db, viewer, threadId)) ? 1 : 0,
);
const judged = (await visibleThread(db, viewer, threadId))!;
await time(`a thread of ${replies} replies, the count of replies shown alone`, async () => visibleReplyCount(db, viewer, judged.thread));
await time(
  `a thread of ${replies} replies, its first 30 replies alone`,
  async () => (await pageOfReplies(db, viewer, threadId, 30)).page.length,
);
const lastPage = await (async () => {
  let after: string | undefined;
  const { postCursor } = await import('../server/groups/posts.ts');
  const rows = await db
    .selectFrom('group_replies')
    .select(['created_at', 'id'])
    .where('thread_id', '=', threadId)
    .orderBy('created_at', 'desc')
    .limit(31)
    .execute();
  const at = rows.at(-1);
  if (at) after = postCursor(at.created_at, at.id);
  return after;
})();
await time(
  `a thread of ${replies} replies, its last page by cursor`,
  async () => (await pageOfReplies(db, viewer, threadId, 30, lastPage)).page.length,
);
await time(`a group of ${THREADS + 1} threads, its first 20 threads newest activity first`, async () => {
  const access = await groupAccess(db, viewer, groupUuid);
  return (await pageOfThreads(db, viewer, access!.group.uuid, 20)).page.length;
});

await db.destroy();
rmSync(dataDir, { recursive: true, force: true });
