import { randomUUID } from 'node:crypto';
import type { DB } from '../db/connect.ts';
import type { ReportsTable } from '../db/types.ts';
import type { Selectable } from 'kysely';
import { badInput, notFound } from '../errors.ts';
import { removeProfileImage } from '../images/profileImages.ts';
import type { PictureStore } from '../images/pictureStore.ts';
import { suspendAccount, type Suspension } from './suspension.ts';
import { removeGroupPost } from '../groups/postReports.ts';
import { removeEvent } from '../events/reports.ts';

export type ReportRow = Selectable<ReportsTable>;
export type ActionKind = 'DISMISSED' | 'IMAGE_REMOVED' | 'MESSAGE_REMOVED' | 'ACCOUNT_SUSPENDED' | 'GROUP_POST_REMOVED' | 'EVENT_REMOVED';

export const MAX_NOTE = 500;

/** A report by id, or undefined. */
export function findReport(db: DB, id: string) {
  return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function reportById(db: DB, id: string | null) {
  const report = id ? await db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  if (!report) throw notFound('Report not found.');
  return report;
}

function cleanNote(note: string | null | undefined) {
  const text = note?.trim() ?? '';
  if (text.length > MAX_NOTE) throw badInput(`Please keep the note to ${MAX_NOTE} characters or fewer.`);
  return text || null;
}

/** Writes one line of the report's audit log and closes the report with the status the action gives it. */
async function record(
  db: DB,
  report: ReportRow,
  actorId: string,
  kind: ActionKind,
  note: string | null,
  suspendedUntil: Date | null = null,
) {
  await db
    .insertInto('moderation_actions')
    .values({ id: randomUUID(), report_id: report.id, actor_id: actorId, kind, note, suspended_until: suspendedUntil })
    .execute();
  await db
    .updateTable('reports')
    .set({ status: kind === 'DISMISSED' ? 'DISMISSED' : 'ACTIONED' })
    .where('id', '=', report.id)
    .execute();
}

export async function dismissReport(db: DB, report: ReportRow, actorId: string, note?: string | null) {
  if (report.status !== 'OPEN') throw badInput('This report is already closed.');
  await record(db, report, actorId, 'DISMISSED', cleanNote(note));
}

/** Takes a reported message's text away for good; the row stays so the room's history stays gap-free. */
async function removeMessage(db: DB, messageId: string) {
  const now = new Date();
  return db
    .updateTable('chat_messages')
    .set({ content: null, deleted_at: now, updated_at: now })
    .where('id', '=', messageId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Removes what the report names: its message, or else its image. Answers the removed message row (so the
 * caller can tell the room) or null for an image.
 */
export async function removeReportedContent(db: DB, pictures: PictureStore, report: ReportRow, actorId: string, note?: string | null) {
  const text = cleanNote(note);
  if (report.message_id) {
    const removed = await removeMessage(db, report.message_id);
    if (!removed) throw badInput('This message has already been removed.');
    await record(db, report, actorId, 'MESSAGE_REMOVED', text);
    return removed;
  }
  if (!report.profile_image_id) throw badInput('This report names no message or image to remove.');
  const still = await db.selectFrom('profile_images').select('id').where('id', '=', report.profile_image_id).executeTakeFirst();
  if (!still) throw badInput('This image has already been removed.');
  await removeProfileImage(db, pictures, report.profile_id, report.profile_image_id);
  await record(db, report, actorId, 'IMAGE_REMOVED', text);
  return null;
}

/** Removes the group thread or reply a report names; answers its thread and reply so the caller can tell the thread. */
export async function removeReportedGroupPost(db: DB, report: ReportRow, actorId: string, note?: string | null) {
  const text = cleanNote(note);
  const removed = await removeGroupPost(db, report);
  if (!removed) throw badInput('This post has already been removed.');
  await record(db, report, actorId, 'GROUP_POST_REMOVED', text);
  return removed;
}

/** Cancels the event a report names (attendees are told it was cancelled); refused when it was cancelled already. */
export async function removeReportedEvent(db: DB, report: ReportRow, actorId: string, note?: string | null) {
  const text = cleanNote(note);
  if (!report.event_uuid || !(await removeEvent(db, report.event_uuid))) throw badInput('This event has already been removed.');
  await record(db, report, actorId, 'EVENT_REMOVED', text);
}

/** Suspends the reported account (and any account its kept login emails reach); answers every one suspended. */
export async function suspendReported(db: DB, report: ReportRow, actorId: string, suspension: Suspension) {
  if (report.profile_id === actorId) throw badInput('You cannot suspend your own account.');
  const suspended = await suspendAccount(db, report.profile_id, suspension);
  await record(db, report, actorId, 'ACCOUNT_SUSPENDED', suspension.reason, suspension.until);
  return suspended;
}
