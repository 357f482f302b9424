import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { isUuid } from '../uuid.ts';
import { eventAccess, rsvpPermission, viewerCanManage, type EventAccess } from './access.ts';

export const NOT_A_MANAGER = "Only the event's host and its group's moderators can do that.";

/** An event as a change judges it: what the viewer is to it (server/events/access.ts, the one rule) and may do. */
export interface EventTarget extends EventAccess {
  /** The host or a host-group owner or moderator (viewerCanManage). */
  mayManage: boolean;
  /** Whether the viewer may answer Going or Interested, and why not (rsvpPermission). */
  rsvp: { allowed: boolean; reason: string | null };
}

/**
 * The event a change acts on, or null when the viewer may not see it (or the id names none). Inside a transaction the
 * event's row is held first (`lock`), so answers and edits of one event run one after the other and the counts and
 * capacity read here stay true until the transaction ends.
 */
export async function eventForWrite(db: DB, viewer: ProfileRow, eventUuid: string, { lock = true } = {}): Promise<EventTarget | null> {
  if (!isUuid(eventUuid)) return null;
  if (lock) await sql`select uuid from events where uuid = ${eventUuid}::uuid for update`.execute(db);
  const access = await eventAccess(db, viewer, eventUuid);
  if (!access) return null;
  return {
    ...access,
    mayManage: viewerCanManage(viewer, access.event, access.relation),
    rsvp: rsvpPermission(viewer, access.event, access.relation),
  };
}
