import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { badInput, notAllowed, notFound } from '../errors.ts';
import type { PictureStore } from '../images/pictureStore.ts';
import { storeUpload } from '../images/profileImages.ts';
import { promoteWaiting } from './answers.ts';
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
import { noticeEventChanged } from './notices.ts';
import { planEventReminders } from './reminders.ts';
import { EVENT_CANCELLED, EVENT_ENDED, EVENT_NOT_FOUND } from './access.ts';
import { eventForWrite, NOT_A_MANAGER, type EventTarget } from './target.ts';

/** What an edit may change; a field left out (undefined) stays as it is. */
export interface EventChanges {
  displayName?: string | null;
  description?: string | null;
  eventBeginAt?: Date | null;
  eventEndAt?: Date | null;
  timeZone?: string | null;
  placeId?: string | null;
  /** null takes the address away. */
  address?: string | null;
  /** null lifts the limit. */
  capacity?: number | null;
  image?: string | null;
}

const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** Refuses an edit of an event the viewer may not manage, or one that is over. */
export function checkManageable(target: EventTarget | null): asserts target is EventTarget {
  if (!target) throw notFound(EVENT_NOT_FOUND);
  if (!target.mayManage) throw notAllowed(NOT_A_MANAGER);
  if (target.event.cancelled_at !== null) throw badInput(EVENT_CANCELLED);
  if (new Date(target.event.end_at).getTime() <= Date.now()) throw badInput(EVENT_ENDED);
}

/**
 * The host or a host-group moderator changes the fields given. Places never go below the members already Going;
 * raising them promotes the waiting list in order. A change of begin, end or place raises the calendar file's
 * sequence, tells the attendees (EVENT_CHANGED) and moves the reminders, all in the transaction that holds the row.
 */
export async function updateEvent(db: DB, pictures: PictureStore, viewer: ProfileRow, eventUuid: string, changes: EventChanges) {
  // Checked outside the transaction (the name against staff names, the picture decoded) and again under its lock.
  const first = await eventForWrite(db, viewer, eventUuid, { lock: false });
  checkManageable(first);
  const displayName = given(changes.displayName) ? await checkedEventName(db, viewer.id, changes.displayName) : undefined;
  const description = given(changes.description) ? checkedDescription(changes.description) : undefined;
  const timeZone = given(changes.timeZone) ? checkedTimeZone(changes.timeZone) : undefined;
  const place = given(changes.placeId) ? await checkedPlace(changes.placeId) : undefined;
  const address = changes.address !== undefined ? checkedAddress(changes.address) : undefined;
  const capacity = changes.capacity !== undefined ? checkedCapacity(changes.capacity) : undefined;
  const image = given(changes.image)
    ? await storeUpload(db, pictures, viewer.id, { image: changes.image, contentRating: first.event.is_ad ? 'EXPLICIT' : 'SAFE' })
    : null;
  await db.transaction().execute(async (trx) => {
    const target = await eventForWrite(trx, viewer, eventUuid);
    checkManageable(target);
    const { event } = target;
    const begin = changes.eventBeginAt ?? new Date(event.begin_at);
    const end = changes.eventEndAt ?? new Date(event.end_at);
    if (given(changes.eventBeginAt) || given(changes.eventEndAt)) checkTimes(begin, end, given(changes.eventBeginAt));
    if (capacity !== undefined && capacity !== null && capacity < event.going_count)
      throw badInput(`${event.going_count.toLocaleString('en')} members are going already: places cannot be fewer.`);
    const moved =
      begin.getTime() !== new Date(event.begin_at).getTime() ||
      end.getTime() !== new Date(event.end_at).getTime() ||
      (place !== undefined && place.placeId !== event.place_id);
    const recalendared =
      moved || (timeZone !== undefined && timeZone !== event.time_zone) || (address !== undefined && address !== event.address);
    if (image) await trx.updateTable('images').set({ owner_id: null }).where('uuid', '=', image.uuid).execute();
    await trx
      .updateTable('events')
      .set({
        ...(displayName !== undefined && { display_name: displayName }),
        ...(description !== undefined && { description }),
        ...(timeZone !== undefined && { time_zone: timeZone }),
        ...(place !== undefined && placeColumns(place)),
        ...(address !== undefined && { address }),
        ...(capacity !== undefined && { capacity }),
        ...(image && { image_uuid: image.uuid }),
        begin_at: begin,
        end_at: end,
        updated_at: new Date(),
        ...(recalendared && { sequence: sql<number>`sequence + 1` }),
      })
      .where('uuid', '=', eventUuid)
      .execute();
    if (moved) {
      await noticeEventChanged(trx, eventUuid);
      await planEventReminders(trx, eventUuid);
    }
    // More places (or none limited) take the first waiting members in; promoteWaiting finds none free otherwise.
    if (capacity !== undefined) await promoteWaiting(trx, eventUuid);
  });
}
