import DataLoader from 'dataloader';
import type { DB } from '../db/connect.ts';

export type Presence = 'ONLINE' | 'ACTIVE_TODAY' | 'ACTIVE_THIS_WEEK';

/** How long one presenceSet(isActive: true) counts as an open, visible tab; the client repeats it well within this. */
export const PRESENT_FOR_MS = 2 * 60_000;
/** last_online_at is written at most this often per member and process, so requests do not each write a row. */
const TOUCH_EVERY_MS = 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * A member's presence, never finer than these three steps: ONLINE while a visible tab of theirs reported in,
 * then by how long ago they were last active. Null after a week, and whenever the caller may not know it.
 */
export function coarsePresence(row: { last_online_at: Date | null; present_until: Date | null }, now = Date.now()): Presence | null {
  if (row.present_until && row.present_until.getTime() > now) return 'ONLINE';
  if (!row.last_online_at) return null;
  const ago = now - row.last_online_at.getTime();
  if (ago < DAY_MS) return 'ACTIVE_TODAY';
  if (ago < 7 * DAY_MS) return 'ACTIVE_THIS_WEEK';
  return null;
}

/** Whether a visible tab of the member's is open now (for "not while I'm active"). */
export function isPresent(row: { present_until: Date | null }, now = Date.now()) {
  return Boolean(row.present_until && row.present_until.getTime() > now);
}

const lastTouched = new Map<string, number>();

/**
 * One UPDATE for every member touched in one turn of the event loop (thousands of sockets subscribing at once
 * would otherwise each write their row), per database.
 */
const touchBatches = new WeakMap<DB, DataLoader<string, true>>();
function touchBatch(db: DB) {
  let batch = touchBatches.get(db);
  if (!batch) {
    batch = new DataLoader<string, true>(
      async (profileIds) => {
        const now = Date.now();
        await db
          .updateTable('profiles')
          .set({ last_online_at: new Date(now) })
          .where('id', 'in', profileIds)
          .where((eb) => eb.or([eb('last_online_at', 'is', null), eb('last_online_at', '<', new Date(now - TOUCH_EVERY_MS))]))
          .execute();
        return profileIds.map(() => true as const);
      },
      { cache: false, batchScheduleFn: (run) => setImmediate(run) },
    );
    touchBatches.set(db, batch);
  }
  return batch;
}

/**
 * Records that a member is active (an authenticated request or socket operation). Throttled in memory per
 * process and in SQL across processes, so a busy member costs one write a minute at most.
 */
export async function touchLastOnline(db: DB, profileId: string) {
  const now = Date.now();
  const previous = lastTouched.get(profileId);
  if (previous !== undefined && now - previous < TOUCH_EVERY_MS) return;
  lastTouched.set(profileId, now);
  // The map only needs recent members; forgetting the rest keeps it small on a long-running server.
  if (lastTouched.size > 50_000) for (const [id, at] of lastTouched) if (now - at >= TOUCH_EVERY_MS) lastTouched.delete(id);
  await touchBatch(db).load(profileId);
}

/**
 * A visible tab reports in (isActive) or goes to the background / closes (not active). Answers whether the
 * member's presence changed step (so a report every minute from an open tab announces nothing).
 */
export async function setPresence(db: DB, profileId: string, isActive: boolean, now = Date.now()) {
  const before = await db.selectFrom('profiles').select(['last_online_at', 'present_until']).where('id', '=', profileId).executeTakeFirst();
  await db
    .updateTable('profiles')
    .set({
      present_until: isActive ? new Date(now + PRESENT_FOR_MS) : null,
      last_online_at: new Date(now),
    })
    .where('id', '=', profileId)
    .execute();
  return !before || coarsePresence(before, now) !== (isActive ? 'ONLINE' : 'ACTIVE_TODAY');
}

/**
 * A member's socket closed: if they counted as ONLINE they stop at once; answers whether they did. A member who was not (no visible tab
 * reported in) costs no write, so thousands of sockets closing together do not each update a row.
 */
export async function leavePresence(db: DB, profileId: string, now = Date.now()) {
  const result = await db
    .updateTable('profiles')
    .set({ present_until: null, last_online_at: new Date(now) })
    .where('id', '=', profileId)
    .where('present_until', 'is not', null)
    .executeTakeFirst();
  // Whether they counted as online until now (an expired report also counts: the subscriber judges afresh).
  return result.numUpdatedRows > 0n;
}
