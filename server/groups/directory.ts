import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { EARTH_RADIUS_KM, chordForKm, distanceKm, publicDistanceKm } from '../geo/geodesy.ts';
import { hasAfterDark } from '../profiles/age.ts';
import { cubeOf } from '../search/profileSearch.ts';
import { groupVisibleSql } from './access.ts';
import { groupsWithImages, type GroupRow } from './rows.ts';
import { packCursor, unpackCursor } from '../db/cursors.ts';

export const MAX_GROUP_PAGE = 100;
export const MAX_GROUP_SEARCH = 100;
/** The sort key of a group with no home place, or a viewer with no location: after every measured one. */
const UNMEASURED = 2_147_483_647;

export interface DirectoryRequest {
  viewer: ProfileRow;
  search?: string | null;
  isAd?: boolean | null;
  verifiedOnly?: boolean | null;
  first?: number | null;
  after?: string | null;
}

type Position = { latitude: number | null; longitude: number | null };

/**
 * Whole kilometres between the viewer's (snapped) position and a group's home place, rounded as every distance a
 * member is shown (publicDistanceKm); null when either is unknown.
 */
export function groupDistanceKm(viewer: Position, group: Position) {
  if (viewer.latitude === null || viewer.longitude === null || group.latitude === null || group.longitude === null) return null;
  return publicDistanceKm(
    distanceKm({ latitude: viewer.latitude, longitude: viewer.longitude }, { latitude: group.latitude, longitude: group.longitude }),
  );
}

/** The whole kilometres a member is shown for a group at straight-line `chord` km, in SQL (kmForChord, then publicDistanceKm). */
export function shownKmSql(chord: RawBuilder<number>): RawBuilder<number> {
  const diameter = sql.lit(2 * EARTH_RADIUS_KM);
  return sql<number>`greatest(1, floor(0.5 + ${diameter} * asin(least(1, ${chord} / ${diameter}))))::int`;
}

interface Cursor {
  km: number;
  members: number;
  uuid: string;
}

export function directoryCursor(row: { km: number; member_count: number; uuid: string }) {
  return packCursor(row.km, row.member_count, row.uuid);
}

function parseCursor(cursor: string): Cursor | null {
  const [km, members, uuid] = unpackCursor(cursor);
  const parsed = { km: Number(km), members: Number(members), uuid: uuid ?? '' };
  if (!Number.isInteger(parsed.km) || !Number.isInteger(parsed.members) || !/^[0-9a-f-]{36}$/.test(parsed.uuid)) return null;
  return parsed;
}

/** Text for a LIKE pattern, matched literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

type DirectoryRow = GroupRow & { km: number };

/**
 * The directory: groups the viewer may see (mayViewGroup's SQL form: pool, After Dark, blocked, closed), not the
 * ones they are a member of, After Dark ones only when asked for (and only to adults who opted in), nearest home
 * place first in whole kilometres, then most members, then those with no home place by size. One keyset page at
 * a time. The nearest-first index finds the page's farthest distance first, so only groups up to it are sorted.
 */
export async function groupDirectory(db: DB, request: DirectoryRequest) {
  const { viewer } = request;
  const limit = Math.max(1, Math.min(MAX_GROUP_PAGE, Math.trunc(request.first ?? 30) || 30));
  const isAd = Boolean(request.isAd);
  if (isAd && !hasAfterDark(viewer)) return { page: [] as DirectoryRow[], hasNextPage: false };
  const search = request.search?.trim().slice(0, MAX_GROUP_SEARCH).toLowerCase();
  const listed = () => {
    let query = groupsWithImages(db)
      .where(groupVisibleSql({ row: viewer }, 'groups'))
      .where('groups.is_ad', '=', isAd)
      .where(
        sql<boolean>`not exists (select 1 from profile_groups mine where mine.group_uuid = groups.uuid
          and mine.profile_id = ${viewer.id} and mine.role is not null)`,
      );
    if (request.verifiedOnly) query = query.where('groups.is_verified', '=', true);
    if (search) query = query.where(sql<boolean>`lower(groups.display_name) like ${`%${likeLiteral(search)}%`}`);
    return query;
  };
  const cursor = request.after ? parseCursor(request.after) : null;
  const rows: DirectoryRow[] = [];
  const origin =
    viewer.latitude !== null && viewer.longitude !== null ? cubeOf({ latitude: viewer.latitude, longitude: viewer.longitude }) : null;
  if (origin && cursor?.km !== UNMEASURED) {
    const chord = sql<number>`(groups.pos <-> ${origin})`;
    const km = shownKmSql(chord);
    const measured = () => {
      const query = listed().select(km.as('km')).where('groups.pos', 'is not', null);
      return cursor
        ? query.where(
            sql<boolean>`(${km} > ${cursor.km} or (${km} = ${cursor.km} and (groups.member_count < ${cursor.members}
              or (groups.member_count = ${cursor.members} and groups.uuid > ${cursor.uuid}))))`,
          )
        : query;
    };
    // The page's farthest group, nearest first by the index; the page is then sorted among groups no farther.
    const probe = await measured()
      .orderBy(chord)
      .limit(limit + 1)
      .execute();
    let page = measured();
    if (probe.length > limit) {
      const reach = chordForKm(probe[limit].km + 0.5);
      page = page.where(sql<boolean>`groups.pos <@ cube_enlarge(${origin}, ${reach}::float8, 3)`).where(sql<boolean>`${chord} <= ${reach}`);
    }
    rows.push(
      ...((await page
        .orderBy(km)
        .orderBy('groups.member_count', 'desc')
        .orderBy('groups.uuid')
        .limit(limit + 1)
        .execute()) as DirectoryRow[]),
    );
  }
  if (rows.length <= limit) {
    // Groups with no home place (or all of them, for a viewer with no location): by size.
    let unmeasured = listed().select(sql<number>`${sql.lit(UNMEASURED)}`.as('km'));
    if (origin) unmeasured = unmeasured.where('groups.pos', 'is', null);
    if (cursor?.km === UNMEASURED)
      unmeasured = unmeasured.where(
        sql<boolean>`(groups.member_count < ${cursor.members} or (groups.member_count = ${cursor.members} and groups.uuid > ${cursor.uuid}))`,
      );
    rows.push(
      ...((await unmeasured
        .orderBy('groups.member_count', 'desc')
        .orderBy('groups.uuid')
        .limit(limit + 1 - rows.length)
        .execute()) as DirectoryRow[]),
    );
  }
  return { page: rows.slice(0, limit), hasNextPage: rows.length > limit };
}

/** The groups the viewer is a member of, by name, a page at a time (the directory's top section). */
export async function groupsOfViewer(db: DB, viewer: ProfileRow, first: number | null | undefined, after: string | null | undefined) {
  const limit = Math.max(1, Math.min(MAX_GROUP_PAGE, Math.trunc(first ?? 50) || 50));
  let query = groupsWithImages(db)
    .innerJoin('profile_groups as mine', 'mine.group_uuid', 'groups.uuid')
    .where('mine.profile_id', '=', viewer.id)
    .where('mine.role', 'is not', null)
    .where(sql<boolean>`${groupVisibleSql({ row: viewer }, 'groups')}`);
  const cursor = after ? parseNameCursor(after) : null;
  if (cursor) query = query.where(sql<boolean>`(lower(groups.display_name), groups.uuid) > (lower(${cursor.name}), ${cursor.uuid}::uuid)`);
  const rows = await query
    .orderBy(sql`lower(groups.display_name)`)
    .orderBy('groups.uuid')
    .limit(limit + 1)
    .execute();
  return { page: rows.slice(0, limit), hasNextPage: rows.length > limit };
}

export function nameCursor(row: { display_name: string; uuid: string }) {
  return Buffer.from(`${row.uuid}|${row.display_name}`).toString('base64url');
}

function parseNameCursor(cursor: string) {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const uuid = text.slice(0, 36);
  return /^[0-9a-f-]{36}$/.test(uuid) && text[36] === '|' ? { uuid, name: text.slice(37) } : null;
}
