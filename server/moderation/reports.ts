import { randomUUID } from 'node:crypto';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { badInput, notFound } from '../errors.ts';
import { accessTo, canSeeImage } from '../profiles/visibility.ts';
import { isUuid } from '../uuid.ts';

export const REPORT_REASONS = ['SPAM_OR_SCAM', 'HARASSMENT', 'UNDERAGE', 'IMPERSONATION', 'UNRATED_EXPLICIT_CONTENT', 'OTHER'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const MAX_REPORT_DETAILS = 1000;

export interface ReportInput {
  profileId: string;
  reason: ReportReason;
  details?: string | null;
  /** The chat_messages id of the reported message, already taken out of its global id. */
  messageId?: string;
  /** The profile_images id of the reported image, already taken out of its global id. */
  profileImageId?: string;
}

const PROFILE_NOT_FOUND = 'Profile not found.';

export function cleanDetails(reason: ReportReason, details: string | null | undefined) {
  const text = details?.trim() ?? '';
  if (text.length > MAX_REPORT_DETAILS)
    throw badInput(`Please keep the details to ${MAX_REPORT_DETAILS.toLocaleString('en')} characters or fewer.`);
  if (reason === 'OTHER' && !text) throw badInput('Please tell us what is wrong.');
  return text || null;
}

/** Members share a room: a chat partner may report the other even when privacy hides their profile. */
async function sharesRoom(db: DB, a: string, b: string) {
  const row = await db
    .selectFrom('chat_participants as pa')
    .innerJoin('chat_participants as pb', 'pb.room_id', 'pa.room_id')
    .select('pa.room_id')
    .where('pa.profile_id', '=', a)
    .where('pb.profile_id', '=', b)
    .executeTakeFirst();
  return Boolean(row);
}

async function hasBlocked(db: DB, blocker: string, blocked: string) {
  return Boolean(
    await db
      .selectFrom('blocks')
      .select('blocker_id')
      .where('blocker_id', '=', blocker)
      .where('blocked_id', '=', blocked)
      .executeTakeFirst(),
  );
}

/**
 * The reported profile, if the reporter can reach it: they may see it, chat with it, or blocked it
 * themselves. Anything else answers "not found", so a report never confirms that a hidden profile exists.
 */
async function reportedProfile(db: DB, reporter: ProfileRow, uuid: string) {
  if (!isUuid(uuid)) throw notFound(PROFILE_NOT_FOUND);
  if (uuid === reporter.id) throw badInput('You cannot report your own profile.');
  const owner = await db.selectFrom('profiles').selectAll().where('id', '=', uuid).executeTakeFirst();
  if (!owner || owner.deleted_at || owner.onboarded_at === null) throw notFound(PROFILE_NOT_FOUND);
  const access = await accessTo(db, reporter, owner);
  if (access.canView || (await sharesRoom(db, reporter.id, owner.id)) || (await hasBlocked(db, reporter.id, owner.id)))
    return { owner, access };
  throw notFound(PROFILE_NOT_FOUND);
}

/** A message the reported member wrote in a room the reporter is in, still readable. */
async function reportedMessage(db: DB, reporterId: string, ownerId: string, messageId: string) {
  const message = await db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_participants as p', 'p.room_id', 'm.room_id')
    .select('m.id')
    .where('m.id', '=', messageId)
    .where('m.profile_id', '=', ownerId)
    .where('m.deleted_at', 'is', null)
    .where('m.system_action', 'is', null)
    .where('p.profile_id', '=', reporterId)
    .executeTakeFirst();
  if (!message) throw notFound('Message not found.');
  return message.id;
}

/** An image of the reported member that the reporter is allowed to see on their profile. */
async function reportedImage(db: DB, access: Awaited<ReturnType<typeof accessTo>>, ownerId: string, profileImageId: string) {
  const image = await db
    .selectFrom('profile_images')
    .innerJoin('images', 'images.uuid', 'profile_images.image_uuid')
    .select([
      'profile_images.id',
      'profile_images.image_uuid',
      'profile_images.access_permission',
      'profile_images.is_ad',
      'images.content_rating',
    ])
    .where('profile_images.id', '=', profileImageId)
    .where('profile_images.profile_id', '=', ownerId)
    .executeTakeFirst();
  if (!image || !canSeeImage(access, image)) throw notFound('Image not found.');
  return image;
}

/** Files a report; every part of it is checked against what the reporter could actually see. */
export async function fileReport(db: DB, reporter: ProfileRow, input: ReportInput) {
  if (!REPORT_REASONS.includes(input.reason)) throw badInput('Please choose a reason.');
  const details = cleanDetails(input.reason, input.details);
  const { owner, access } = await reportedProfile(db, reporter, input.profileId);
  const messageId = input.messageId ? await reportedMessage(db, reporter.id, owner.id, input.messageId) : null;
  const image = input.profileImageId ? await reportedImage(db, access, owner.id, input.profileImageId) : null;
  // The same report filed twice (a double click, a second try) stays one entry in the queue.
  const same = await db
    .selectFrom('reports')
    .select('id')
    .where('reporter_id', '=', reporter.id)
    .where('profile_id', '=', owner.id)
    .where('reason', '=', input.reason)
    .where('status', '=', 'OPEN')
    .where((eb) => (messageId ? eb('message_id', '=', messageId) : eb('message_id', 'is', null)))
    .where((eb) => (image ? eb('profile_image_id', '=', image.id) : eb('profile_image_id', 'is', null)))
    .executeTakeFirst();
  if (same) return owner.id;
  await db
    .insertInto('reports')
    .values({
      id: randomUUID(),
      reporter_id: reporter.id,
      profile_id: owner.id,
      reason: input.reason,
      details,
      message_id: messageId,
      profile_image_id: image?.id ?? null,
      image_uuid: image?.image_uuid ?? null,
    })
    .execute();
  return owner.id;
}
