import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { JobsTable } from '../db/types.ts';

export type JobRow = Selectable<JobsTable>;

/** How long a fired job is kept: long enough that planning its key again for the same time does not fire it twice. */
const KEEP_FIRED_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Plans the job of `key` for `runAt`, or moves it there (`db` may be the caller's transaction, so the plan commits
 * with what asked for it). A job moved to another time is due again even if it fired; planned again for the same
 * time, a fired job stays fired.
 */
export async function planJob(db: DB, job: { kind: string; key: string; runAt: Date; payload?: unknown }) {
  await sql`
    insert into jobs (id, kind, key, run_at, payload)
    values (${randomUUID()}::uuid, ${job.kind}, ${job.key}, ${job.runAt}::timestamptz, ${JSON.stringify(job.payload ?? {})}::jsonb)
    on conflict (key) do update set kind = excluded.kind, run_at = excluded.run_at, payload = excluded.payload,
      fired_at = case when jobs.run_at = excluded.run_at then jobs.fired_at else null end`.execute(db);
}

/** A job due at once (announcing what the caller's transaction wrote), under a key of its own. */
export async function queueJob(db: DB, job: { kind: string; payload?: unknown }) {
  await planJob(db, { ...job, key: `${job.kind}:${randomUUID()}`, runAt: new Date(0) });
}

/** Forgets the jobs of these keys, fired or not. */
export async function dropJobs(db: DB, keys: string[]) {
  if (keys.length) await db.deleteFrom('jobs').where('key', 'in', keys).execute();
}

/**
 * Takes the earliest due job of the given kinds and does it in one transaction, marking it fired in the same one:
 * a server that takes a job holds its row, and any other server passes over it (skip locked), so each job is done
 * once, and a failure leaves it due. Due is judged by the database's clock, which every server shares.
 * Null when nothing is due.
 */
export async function fireDueJob<T>(db: DB, kinds: string[], work: (trx: DB, job: JobRow) => Promise<T>) {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<JobRow>`
      select * from jobs
      where fired_at is null and run_at <= now() and kind = any(${kinds}::text[])
      order by run_at, id
      limit 1
      for update skip locked`.execute(trx);
    const job = rows[0];
    if (!job) return null;
    const result = await work(trx, job);
    await trx
      .updateTable('jobs')
      .set({ fired_at: sql<Date>`now()` })
      .where('id', '=', job.id)
      .execute();
    return { job, result };
  });
}

/** Forgets jobs that fired a while ago (the server's hourly pruning). */
export async function pruneFiredJobs(db: DB) {
  await db
    .deleteFrom('jobs')
    .where('fired_at', 'is not', null)
    .where('run_at', '<', new Date(Date.now() - KEEP_FIRED_MS))
    .execute();
}
