import type { DB } from '../db/connect.ts';
import type { ReportRow } from './actions.ts';
import { isUuid } from '../uuid.ts';
import { packCursor, unpackCursor } from '../db/cursors.ts';

/** Messages shown around a reported one, on each side, so staff read it in context. */
export const CONTEXT_MESSAGES = 3;
const MAX_PAGE = 100;

/** An opaque keyset cursor over (created_at, id), newest first. */
export function reportCursor(report: ReportRow) {
  return packCursor(report.created_at.toISOString(), report.id);
}

function readCursor(cursor: string | null | undefined) {
  if (!cursor) return null;
  const [at, id] = unpackCursor(cursor);
  const date = new Date(at);
  return id && isUuid(id) && !Number.isNaN(date.getTime()) ? { date, id } : null;
}

/** One page of open reports, newest first. */
export async function openReports(db: DB, first: number, after?: string | null) {
  const limit = Math.min(Math.max(first, 1), MAX_PAGE);
  const cursor = readCursor(after);
  let query = db.selectFrom('reports').selectAll().where('status', '=', 'OPEN');
  if (cursor) {
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', cursor.date), eb.and([eb('created_at', '=', cursor.date), eb('id', '<', cursor.id)])]),
    );
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  return { page: rows.slice(0, limit), hasNextPage: rows.length > limit };
}

/** The reported message with the few messages around it, oldest first; removed ones keep their place. */
export async function messageInContext(db: DB, messageId: string) {
  const message = await db.selectFrom('chat_messages').select(['room_id', 'seq_id']).where('id', '=', messageId).executeTakeFirst();
  if (!message) return [];
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('room_id', '=', message.room_id)
    .where('seq_id', '>=', message.seq_id - CONTEXT_MESSAGES)
    .where('seq_id', '<=', message.seq_id + CONTEXT_MESSAGES)
    .where('system_action', 'is', null)
    .orderBy('seq_id')
    .execute();
}

export function actionsOf(db: DB, reportId: string) {
  return db.selectFrom('moderation_actions').selectAll().where('report_id', '=', reportId).orderBy('created_at').orderBy('id').execute();
}
