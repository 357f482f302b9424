import type { DB } from '../db/connect.ts';
import { queueJob } from '../jobs/queue.ts';

/** The job that tells open tabs and devices of notifications a transaction stored (server/notifications/announcer.ts). */
export const ANNOUNCE_JOB = 'ANNOUNCE_NOTIFICATIONS';

export interface AnnouncePayload {
  ids: string[];
}

/**
 * Queues the announcing of notifications stored in the caller's transaction: the job commits with them, and the
 * job runner announces them once (on whichever server takes it), so a rolled-back change announces nothing.
 */
export async function queueAnnouncement(db: DB, ids: string[]) {
  if (ids.length) await queueJob(db, { kind: ANNOUNCE_JOB, payload: { ids } satisfies AnnouncePayload });
}
