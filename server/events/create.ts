import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { notAllowed, notFound } from '../errors.ts';
import { groupAccess } from '../groups/access.ts';
import type { PictureStore } from '../images/pictureStore.ts';
import { storeUpload } from '../images/profileImages.ts';
import { hasAfterDark, isAdult } from '../profiles/age.ts';
import {
  checkedAddress,
  checkedCapacity,
  checkedDescription,
  checkedEventName,
  checkedPlace,
  checkedTimeZone,
  checkTimes,
  placeColumns,
} from './fields.ts';
import { planEventReminders } from './reminders.ts';

/** How many events a member may make in a day, and host at once before they end (README: Groups and events). */
export const EVENT_LIMITS = { createdPerDay: 5, upcomingHosted: 20 };

export const HOST_GROUP_REFUSED = 'Only the owner and moderators of a group can host an event in its name.';

export interface NewEvent {
  displayName: string;
  description: string;
  eventBeginAt: Date;
  eventEndAt: Date;
  timeZone: string;
  placeId: string;
  address?: string | null;
  capacity?: number | null;
  isAd?: boolean | null;
  /** The host group's uuid, already taken out of its global id (null for a malformed one). */
  hostGroupUuid?: string | null;
  image?: string | null;
}

/** Refuses a new event past the member's limits, in the member's words. */
async function checkLimits(db: DB, viewer: ProfileRow) {
  const now = new Date();
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const [{ today }, { upcoming }] = await Promise.all([
    db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<string>().as('today'))
      .where('host_id', '=', viewer.id)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<string>().as('upcoming'))
      .where('host_id', '=', viewer.id)
      .where('end_at', '>', now)
      .where('cancelled_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  if (Number(today) >= EVENT_LIMITS.createdPerDay)
    throw notAllowed(`You can make up to ${EVENT_LIMITS.createdPerDay} events a day. Please try again tomorrow.`);
  if (Number(upcoming) >= EVENT_LIMITS.upcomingHosted)
    throw notAllowed(`You can host up to ${EVENT_LIMITS.upcomingHosted} upcoming events. Cancel one or wait until one ends.`);
}

/**
 * The group named as host: one the viewer may see (so of their pool, not blocked) and moderates or owns, and of the
 * event's kind: an After Dark event only in an After Dark group and an everyday event only in an everyday one.
 */
async function checkedHostGroup(db: DB, viewer: ProfileRow, uuid: string | null, isAd: boolean) {
  const access = uuid ? await groupAccess(db, viewer, uuid) : null;
  if (!access) throw notFound('This group is not available.');
  if (!access.mayModerate) throw notAllowed(HOST_GROUP_REFUSED);
  if (access.group.is_ad !== isAd)
    throw notAllowed(
      isAd ? 'An After Dark event can only be hosted by an After Dark group.' : 'An After Dark group can only host After Dark events.',
    );
  return access.group.uuid;
}

/**
 * Makes an event with the viewer as its host and only member Going, in the viewer's age pool. The name follows the
 * rules of group names (nothing invisible or turning the text, nothing that passes for staff); After Dark events
 * only for adults who opted in; the place from the gazetteer; the picture through the upload pipeline, kept by the
 * event (not the member's gallery). Reminders are planned in the same transaction.
 */
export async function createEvent(db: DB, pictures: PictureStore, viewer: ProfileRow, input: NewEvent) {
  const displayName = await checkedEventName(db, viewer.id, input.displayName);
  const description = checkedDescription(input.description);
  checkTimes(input.eventBeginAt, input.eventEndAt, true);
  const timeZone = checkedTimeZone(input.timeZone);
  const place = await checkedPlace(input.placeId);
  const address = checkedAddress(input.address);
  const capacity = checkedCapacity(input.capacity);
  const isAd = Boolean(input.isAd);
  if (isAd && !hasAfterDark(viewer)) throw notAllowed('Only adults who turned on After Dark can make After Dark events.');
  const hostGroupUuid = input.hostGroupUuid !== undefined ? await checkedHostGroup(db, viewer, input.hostGroupUuid, isAd) : null;
  await checkLimits(db, viewer);
  const image = input.image
    ? await storeUpload(db, pictures, viewer.id, { image: input.image, contentRating: isAd ? 'EXPLICIT' : 'SAFE' })
    : null;
  const uuid = randomUUID();
  await db.transaction().execute(async (trx) => {
    // Two makes at once count against the same limits: the member's row is held while one is checked and made.
    await sql`select id from profiles where id = ${viewer.id} for update`.execute(trx);
    await checkLimits(trx, viewer);
    if (image) await trx.updateTable('images').set({ owner_id: null }).where('uuid', '=', image.uuid).execute();
    const now = new Date();
    await trx
      .insertInto('events')
      .values({
        uuid,
        display_name: displayName,
        description,
        is_ad: isAd,
        begin_at: input.eventBeginAt,
        end_at: input.eventEndAt,
        time_zone: timeZone,
        adult_pool: isAdult(viewer.date_of_birth),
        image_uuid: image?.uuid ?? null,
        ...placeColumns(place),
        address,
        capacity,
        going_count: 1,
        host_id: viewer.id,
        host_group_uuid: hostGroupUuid,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('profile_events')
      .values({ profile_id: viewer.id, event_uuid: uuid, status: 'GOING', is_waiting_list: false, answered_at: now })
      .execute();
    await planEventReminders(trx, uuid);
  });
  return uuid;
}
