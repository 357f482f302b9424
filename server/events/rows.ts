import type { DB } from '../db/connect.ts';

const IMAGE_COLUMNS = ['images.content_rating', 'images.width', 'images.height', 'images.blur_hash'] as const;

/** Events with their picture's details, as the Event type reads them (pos, the index's cube, is left out). */
export function eventsWithImages(db: DB) {
  return db
    .selectFrom('events')
    .leftJoin('images', 'images.uuid', 'events.image_uuid')
    .select([
      'events.uuid',
      'events.display_name',
      'events.is_ad',
      'events.begin_at',
      'events.end_at',
      'events.image_uuid',
      'events.description',
      'events.time_zone',
      'events.adult_pool',
      'events.place_id',
      'events.place',
      'events.region',
      'events.country',
      'events.country_code',
      'events.latitude',
      'events.longitude',
      'events.address',
      'events.capacity',
      'events.going_count',
      'events.interested_count',
      'events.waiting_count',
      'events.host_id',
      'events.host_group_uuid',
      'events.created_at',
      'events.updated_at',
      'events.cancelled_at',
      'events.sequence',
      ...IMAGE_COLUMNS,
    ]);
}

/** One event by uuid whoever may see it (the caller judges), or undefined. */
export function eventByUuid(db: DB, uuid: string) {
  return eventsWithImages(db).where('events.uuid', '=', uuid).executeTakeFirst();
}

/** An event's row with its picture's details. */
export type EventRow = NonNullable<Awaited<ReturnType<typeof eventByUuid>>>;
