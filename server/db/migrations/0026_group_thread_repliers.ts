import { sql, type Kysely } from 'kysely';

/**
 * How many standing replies each member has in each group thread, kept by the statements that add, delete and
 * remove replies. A thread's reply count as one viewer may see it (leaving out members they blocked, hid or who are
 * suspended) is then a sum over the thread's repliers, not a look at each of a long thread's replies.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table group_thread_repliers (
      thread_id uuid not null references group_threads(id) on delete cascade,
      author_id uuid not null references profiles(id) on delete cascade,
      replies integer not null,
      primary key (thread_id, author_id)
    );
    insert into group_thread_repliers (thread_id, author_id, replies)
    select thread_id, author_id, count(*) from group_replies where deleted_at is null group by thread_id, author_id;
  `.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table group_thread_repliers`.execute(db);
}
