import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import { isUuid } from '../uuid.ts';
import { maySeeSql } from './rules.ts';
import { packCursor, unpackCursor } from '../db/cursors.ts';

/** A page's cursor: when the profile was hidden, and its id for ties. */
export function hiddenProfileCursor(row: { hidden_at: Date; id: string }) {
  return packCursor(new Date(row.hidden_at).toISOString(), row.id);
}

function parseCursor(cursor: string) {
  const [time, id] = unpackCursor(cursor);
  const date = new Date(time ?? '');
  return Number.isNaN(date.getTime()) || !id || !isUuid(id) ? null : { time: date, id };
}

/**
 * The profiles a member hid, most recently hidden first (the Hidden Profiles list, to undo a hide). Only those the
 * member may still see by the one rule (maySee: present, same age pool, no block either way, the owner's "who may
 * view my profile"): a profile that blocked them since, was deleted or banned, or is of the other pool is not
 * listed, so the list never shows a name or picture the member could not reach another way.
 */
export async function pageOfHiddenProfiles(db: DB, profileId: string, first: number, after?: string | null) {
  const limit = Math.max(1, Math.min(first, 100));
  let query = db
    .selectFrom('profile_hides as h')
    .innerJoin('profiles as me', 'me.id', 'h.profile_id')
    .innerJoin('profiles as p', 'p.id', 'h.hidden_id')
    .where('h.profile_id', '=', profileId)
    .where(sql<boolean>`p.id <> me.id and ${maySeeSql({ alias: 'me' })}`)
    .selectAll('p')
    .select('h.created_at as hidden_at');
  const cursor = after ? parseCursor(after) : null;
  if (cursor)
    query = query.where((eb) =>
      eb.or([eb('h.created_at', '<', cursor.time), eb.and([eb('h.created_at', '=', cursor.time), eb('p.id', '<', cursor.id)])]),
    );
  const rows = await query
    .orderBy('h.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit + 1)
    .execute();
  return { page: rows.slice(0, limit), hasNextPage: rows.length > limit };
}
