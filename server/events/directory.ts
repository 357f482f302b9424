import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { badInput } from '../errors.ts';
import { chordForKm } from '../geo/geodesy.ts';
import { groupDistanceKm, shownKmSql } from '../groups/directory.ts';
import { hasAfterDark, isCalendarDate } from '../profiles/age.ts';
import { cubeOf } from '../search/profileSearch.ts';
import { isUuid } from '../uuid.ts';
import { packCursor, unpackCursor } from '../db/cursors.ts';
import { eventVisibleSql } from './access.ts';
import { eventsWithImages, type EventRow } from './rows.ts';
import { isTimeZone, startOfZonedDay } from './zones.ts';

export const MAX_EVENT_PAGE = 100;
export const MAX_EVENT_SEARCH = 100;
/** The sort key of an event with no place, or a viewer with no location: after every measured one. */
const UNMEASURED = 2_147_483_647;

export interface EventDirectoryRequest {
  viewer: ProfileRow;
  when?: 'UPCOMING' | 'PAST' | null;
  search?: string | null;
  isAd?: boolean | null;
  from?: string | null;
  to?: string | null;
  timeZone?: string | null;
  first?: number | null;
  after?: string | null;
  now?: Date;
}

/** Whole kilometres from the viewer to an event's place, as a group's distance is shown; null when either is unknown. */
export const eventDistanceKm = groupDistanceKm;

export type DirectoryEventRow = EventRow & { km: number };

const pageSize = (first: number | null | undefined, fallback: number) =>
  Math.max(1, Math.min(MAX_EVENT_PAGE, Math.trunc(first ?? fallback) || fallback));

/** Text for a LIKE pattern, matched literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const iso = (at: Date | string) => new Date(at).toISOString();

function parseTime(value: string | undefined) {
  const at = new Date(value ?? '');
  return Number.isNaN(at.getTime()) ? null : at;
}

/** An upcoming page's cursor: the shown kilometres, the begin and the uuid it sorts by. */
export function upcomingCursor(row: { km: number; begin_at: Date; uuid: string }) {
  return packCursor(row.km, iso(row.begin_at), row.uuid);
}

function parseUpcomingCursor(cursor: string) {
  const [km, begin, uuid] = unpackCursor(cursor);
  const at = parseTime(begin);
  if (!Number.isInteger(Number(km)) || !at || !isUuid(uuid ?? '')) return null;
  return { km: Number(km), at, uuid: uuid! };
}

/** A past page's or a viewer's list's cursor: the time it sorts by and the uuid. */
export const pastCursor = (row: { end_at: Date; uuid: string }) => packCursor(iso(row.end_at), row.uuid);
export const soonestCursor = (row: { begin_at: Date; uuid: string }) => packCursor(iso(row.begin_at), row.uuid);

function parseTimeCursor(cursor: string) {
  const [time, uuid] = unpackCursor(cursor);
  const at = parseTime(time);
  return at && isUuid(uuid ?? '') ? { at, uuid: uuid! } : null;
}

/** The instants a from/to date range covers in a zone: [from 00:00, the day after `to` 00:00). */
function rangeOf(request: EventDirectoryRequest) {
  const zone = request.timeZone ?? 'UTC';
  if (!isTimeZone(zone)) throw badInput('That time zone is not known.');
  for (const date of [request.from, request.to])
    if (date !== null && date !== undefined && !isCalendarDate(date)) throw badInput('Choose a date from the calendar.');
  if (request.from && request.to && request.from > request.to) throw badInput('The end of the range comes before its start.');
  return {
    start: request.from ? startOfZonedDay(request.from, zone) : null,
    end: request.to ? startOfZonedDay(request.to, zone, 1) : null,
  };
}

/**
 * The events directory: events the viewer may see (eventVisibleSql: pool, After Dark, blocks and hides with the
 * host, suspended host), After Dark ones only when asked for and only to adults who opted in. UPCOMING: not ended,
 * not cancelled, nearest place first in whole kilometres, then soonest, then those with no place soonest first (all
 * of them soonest first for a viewer with no location). PAST: ended, most recent end first. A from/to range keeps
 * events overlapping it. One keyset page at a time; the nearest-first index finds the page's farthest distance first.
 */
export async function eventDirectory(db: DB, request: EventDirectoryRequest) {
  const { viewer } = request;
  const now = request.now ?? new Date();
  const limit = pageSize(request.first, 30);
  const isAd = Boolean(request.isAd);
  const { start, end } = rangeOf(request);
  if (isAd && !hasAfterDark(viewer)) return { page: [] as DirectoryEventRow[], hasNextPage: false };
  const search = request.search?.trim().slice(0, MAX_EVENT_SEARCH).toLowerCase();
  const upcoming = request.when !== 'PAST';
  const listed = () => {
    let query = eventsWithImages(db)
      .where(eventVisibleSql({ row: viewer }, 'events'))
      .where('events.is_ad', '=', isAd);
    query = upcoming
      ? query.where('events.end_at', '>', now).where('events.cancelled_at', 'is', null)
      : query.where('events.end_at', '<=', now);
    if (start) query = query.where('events.end_at', '>', start);
    if (end) query = query.where('events.begin_at', '<', end);
    if (search) query = query.where(sql<boolean>`lower(events.display_name) like ${`%${likeLiteral(search)}%`}`);
    return query;
  };
  if (!upcoming) {
    const cursor = request.after ? parseTimeCursor(request.after) : null;
    let query = listed().select(sql<number>`${sql.lit(UNMEASURED)}`.as('km'));
    if (cursor) query = query.where(sql<boolean>`(events.end_at, events.uuid) < (${cursor.at}, ${cursor.uuid}::uuid)`);
    const rows = (await query
      .orderBy('events.end_at', 'desc')
      .orderBy('events.uuid', 'desc')
      .limit(limit + 1)
      .execute()) as DirectoryEventRow[];
    return { page: rows.slice(0, limit), hasNextPage: rows.length > limit };
  }
  const cursor = request.after ? parseUpcomingCursor(request.after) : null;
  const rows: DirectoryEventRow[] = [];
  const origin =
    viewer.latitude !== null && viewer.longitude !== null ? cubeOf({ latitude: viewer.latitude, longitude: viewer.longitude }) : null;
  if (origin && cursor?.km !== UNMEASURED) {
    const chord = sql<number>`(events.pos <-> ${origin})`;
    const km = shownKmSql(chord);
    const measured = () => {
      const query = listed().select(km.as('km')).where('events.pos', 'is not', null);
      return cursor
        ? query.where(
            sql<boolean>`(${km} > ${cursor.km} or (${km} = ${cursor.km}
              and (events.begin_at, events.uuid) > (${cursor.at}, ${cursor.uuid}::uuid)))`,
          )
        : query;
    };
    // The page's farthest event, nearest first by the index; the page is then sorted among events no farther.
    const probe = await measured()
      .orderBy(chord)
      .limit(limit + 1)
      .execute();
    let page = measured();
    if (probe.length > limit) {
      const reach = chordForKm(probe[limit].km + 0.5);
      page = page.where(sql<boolean>`events.pos <@ cube_enlarge(${origin}, ${reach}::float8, 3)`).where(sql<boolean>`${chord} <= ${reach}`);
    }
    rows.push(
      ...((await page
        .orderBy(km)
        .orderBy('events.begin_at')
        .orderBy('events.uuid')
        .limit(limit + 1)
        .execute()) as DirectoryEventRow[]),
    );
  }
  if (rows.length <= limit) {
    let unmeasured = listed().select(sql<number>`${sql.lit(UNMEASURED)}`.as('km'));
    if (origin) unmeasured = unmeasured.where('events.pos', 'is', null);
    if (cursor?.km === UNMEASURED)
      unmeasured = unmeasured.where(sql<boolean>`(events.begin_at, events.uuid) > (${cursor.at}, ${cursor.uuid}::uuid)`);
    rows.push(
      ...((await unmeasured
        .orderBy('events.begin_at')
        .orderBy('events.uuid')
        .limit(limit + 1 - rows.length)
        .execute()) as DirectoryEventRow[]),
    );
  }
  return { page: rows.slice(0, limit), hasNextPage: rows.length > limit };
}

/** The events the viewer answered (Going, Interested, waiting) that have not ended and that they may see, soonest first. */
export async function eventsOfViewer(
  db: DB,
  viewer: ProfileRow,
  first: number | null | undefined,
  after: string | null | undefined,
  now = new Date(),
) {
  const limit = pageSize(first, 50);
  let query = eventsWithImages(db)
    .innerJoin('profile_events as mine', 'mine.event_uuid', 'events.uuid')
    .where('mine.profile_id', '=', viewer.id)
    .where('events.end_at', '>', now)
    .where(eventVisibleSql({ row: viewer }, 'events'));
  const cursor = after ? parseTimeCursor(after) : null;
  if (cursor) query = query.where(sql<boolean>`(events.begin_at, events.uuid) > (${cursor.at}, ${cursor.uuid}::uuid)`);
  const rows = await query
    .orderBy('events.begin_at')
    .orderBy('events.uuid')
    .limit(limit + 1)
    .execute();
  return { page: rows.slice(0, limit), hasNextPage: rows.length > limit };
}
