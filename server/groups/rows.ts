import type { DB } from '../db/connect.ts';

const IMAGE_COLUMNS = ['images.content_rating', 'images.width', 'images.height', 'images.blur_hash'] as const;

/** Groups with their picture's details, as the Group type reads them. */
export function groupsWithImages(db: DB) {
  return db.selectFrom('groups').leftJoin('images', 'images.uuid', 'groups.image_uuid').selectAll('groups').select(IMAGE_COLUMNS);
}

/** One group by uuid, closed ones too (the caller judges who may see it), or undefined. */
export function groupByUuid(db: DB, uuid: string) {
  return groupsWithImages(db).where('groups.uuid', '=', uuid).executeTakeFirst();
}

/** A group's row with its picture's details. */
export type GroupRow = NonNullable<Awaited<ReturnType<typeof groupByUuid>>>;
