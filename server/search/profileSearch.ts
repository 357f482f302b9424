import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { birthDateCutoff, hasAfterDark, isAdult } from '../profiles/age.ts';
import { chordForKm, EARTH_RADIUS_KM, isValidLatLng, kmForChord, publicDistanceKm, type LatLng } from '../geo/geodesy.ts';
import { nearestPlace, placeById, placesInRegion } from '../geo/gazetteer.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { permitsSql, relationSql } from './sqlPermits.ts';
import { maySeeOtherConditions } from '../privacy/rules.ts';
import type { Relation } from '../profiles/relations.ts';
import { wholeProfiles, type WholeProfileRow } from '../profiles/profileJson.ts';
import { primaryImagesFrom, primaryImagesJson, type ProfileImageSource } from '../images/profileImageRows.ts';
import { selectWithPlannerSettings, type PlannerSettings } from '../db/plannerSettings.ts';

export interface ProfileSearchFilters {
  age?: { min?: number | null; max?: number | null } | null;
  location?: { latitude?: number | null; longitude?: number | null; type?: string | null; distance?: number | null } | null;
  requireProfileImage?: boolean | null;
  sexPositions?: string[] | null;
  canHost?: boolean | null;
  displayName?: string | null;
  genders?: string[] | null;
  relationshipStatus?: string[] | null;
  sexualOrientation?: string[] | null;
}

export interface ProfileSearchRequest {
  viewer: ProfileRow;
  isAd: boolean;
  filters?: ProfileSearchFilters | null;
  first?: number | null;
  after?: string | null;
  today?: Date;
  /** Answer the query plan (EXPLAIN ANALYZE) instead of rows: for the benchmark. */
  explain?: boolean;
}

const emptyPageInfo = { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null };

/** Rows fetched beyond a page, so that members tied at the page's edge can be put in id order. */
const TIE_SLACK = 8;

/**
 * The nearest-first query is planned with bitmap scans, sequential scans and sorts off. The planner prices a
 * bounded box as a few hundred rows and would rather read the whole box and sort it (tens of thousands of rows
 * in a city); with the filters' low estimates it would also read every profile by its primary key and sort
 * them (1,600 rows for a page of 60 on the demo community, 20 ms on PGlite). Walking the GiST index outwards
 * reads only until the page is full.
 */
const WALK_THE_INDEX: PlannerSettings = { enable_bitmapscan: 'off', enable_seqscan: 'off', enable_sort: 'off' };

/** The query plan of the nearest-first query, as it runs (for the benchmark and the tests). */
async function explainWalkingTheIndex(db: DB, query: RawBuilder<FoundRow>) {
  const plan = await selectWithPlannerSettings(db, sql<{ 'QUERY PLAN': string }>`explain (analyze, costs off) ${query}`, WALK_THE_INDEX);
  return planResult(plan);
}

async function explain(db: DB, query: RawBuilder<FoundRow>) {
  return planResult((await sql<{ 'QUERY PLAN': string }>`explain (analyze, costs off) ${query}`.execute(db)).rows);
}

function planResult(plan: { 'QUERY PLAN': string }[]) {
  return {
    plan: plan.map((row) => row['QUERY PLAN']).join('\n'),
    relations: new Map<string, Relation>(),
    rows: [] as SearchRow[],
    images: [] as ProfileImageSource[],
    edges: [],
    pageInfo: emptyPageInfo,
  };
}

export type SearchRow = ProfileRow & { chord: number | null };

/** Each found row's primary pictures and the viewer's relation to it, read in the search's statement. */
const primaryImagesOf = new WeakMap<SearchRow, ProfileImageSource[]>();
const relationOf = new WeakMap<SearchRow, Relation>();

function found(profile: ProfileRow, chord: number | null, row: FoundRow): SearchRow {
  const pictures = row.primary_images;
  const relation = row.viewer_relation;
  // On PostgreSQL the profile is the statement's row itself: its last columns (the relation, then the pictures)
  // are taken off it in place, last first, rather than copying its fifty columns into a new object twice per
  // card (about 0.3 ms of each grid page under load).
  const result = profile as SearchRow & Partial<Pick<FoundRow, 'primary_images' | 'viewer_relation'>>;
  delete result.viewer_relation;
  delete result.primary_images;
  result.chord = chord;
  primaryImagesOf.set(result, primaryImagesFrom(pictures));
  relationOf.set(result, relation);
  return result;
}

/** The viewer's relation to each found row, by the row's id. */
const relationsOf = (rows: SearchRow[]) => new Map(rows.map((row) => [row.id, relationOf.get(row) ?? null]));

/**
 * What the search statements return: the whole profile (see profiles/profileJson.ts), its chord, primary pictures
 * and the viewer's relation to it.
 */
type FoundRow = WholeProfileRow & { chord: number | string | null; primary_images: string; viewer_relation: Relation };

export class SearchRuleError extends Error {
  constructor(
    message: string,
    readonly code: 'FORBIDDEN' | 'BAD_USER_INPUT' = 'BAD_USER_INPUT',
  ) {
    super(message);
  }
}

export const MAX_PAGE = 100;
const MAX_AGE = 2_147_483_647;

/** Empty arrays, zero, NaN and empty strings are unset (SPEC §5). */
const listOf = (values: string[] | null | undefined) => (values && values.length > 0 ? [...new Set(values)] : null);
const numberOf = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

/** yyyy-MM-dd of the latest birth date of someone `years` old today (the same line as the pool rule). */
const birthdayCutoff = birthDateCutoff;

/** A point of the search index: the same formula as the `pos` column of migration 0002. */
export function cubeOf(point: LatLng) {
  const lat = (point.latitude * Math.PI) / 180;
  const lon = (point.longitude * Math.PI) / 180;
  return sql`cube(array[${EARTH_RADIUS_KM * Math.cos(lat) * Math.cos(lon)}::float8, ${EARTH_RADIUS_KM * Math.cos(lat) * Math.sin(lon)}::float8, ${EARTH_RADIUS_KM * Math.sin(lat)}::float8])`;
}

/** Great-circle kilometres from `point` to a profile's stored position: the formula members' distances use. */
function greatCircleKm(point: LatLng) {
  const lat = sql.lit(point.latitude);
  const lon = sql.lit(point.longitude);
  return sql`(2 * ${sql.lit(EARTH_RADIUS_KM)} * asin(least(1, sqrt(
    power(sin(radians(p.latitude - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ${lon}) / 2), 2)))))`;
}

/** The whole kilometres a member is shown for a row found at `chord` from the origin. */
const shownKm = (chord: number | null) => (chord === null ? null : publicDistanceKm(kmForChord(chord)));

/** The point a search is measured from: the one it names, else the viewer's own (already snapped) position. */
function originOf(viewer: ProfileRow, filters: ProfileSearchFilters | null | undefined): LatLng | null {
  const location = filters?.location;
  if (typeof location?.latitude === 'number' && typeof location.longitude === 'number') {
    const point = { latitude: Math.round(location.latitude * 1000) / 1000, longitude: Math.round(location.longitude * 1000) / 1000 };
    if (!isValidLatLng(point)) throw new SearchRuleError('The search location is not a valid position.');
    return point;
  }
  return viewer.latitude !== null && viewer.longitude !== null ? { latitude: viewer.latitude, longitude: viewer.longitude } : null;
}

/**
 * ProfileSearch: the profiles a viewer may see, nearest first, one keyset page at a time. Every rule is in
 * the WHERE clause, so a page is found by walking the GiST index on `pos` outwards from the origin.
 */
export async function searchProfiles(db: DB, request: ProfileSearchRequest) {
  const { viewer, isAd } = request;
  const filters = request.filters ?? {};
  const today = request.today ?? new Date();
  const first = Math.max(1, Math.min(MAX_PAGE, Math.trunc(request.first ?? 30) || 30));
  const viewerIsAdult = isAdult(viewer.date_of_birth);
  const adultAllowed = hasAfterDark(viewer);
  const sexPositions = listOf(filters.sexPositions);
  const canHost = filters.canHost === true;
  if (isAd && !adultAllowed) throw new SearchRuleError('After Dark search is only for members aged 18 or over who opted in.', 'FORBIDDEN');
  if ((sexPositions || canHost) && !isAd)
    throw new SearchRuleError('Sex position and hosting filters are only for After Dark search.', 'FORBIDDEN');

  const where: RawBuilder<unknown>[] = [
    sql`p.id <> ${viewer.id}`,
    // Whom the viewer may see at all (the one rule: onboarded, present, same age pool, no block, viewProfile).
    ...maySeeOtherConditions({ row: viewer, today }),
    // What the viewer's grid leaves out besides: members who hide from discovery, and those the viewer hid.
    sql`not p.is_hidden`,
    sql`not exists (select 1 from profile_hides h where h.profile_id = ${viewer.id} and h.hidden_id = p.id)`,
  ];
  // After Dark adds the owner's opt-in and viewAd setting.
  if (isAd) where.push(sql`p.is_ad_opt_in`, permitsSql('view_ad', viewer.id));

  const minAge = numberOf(filters.age?.min);
  const maxAge = numberOf(filters.age?.max);
  if (minAge !== null || maxAge !== null) {
    if (minAge !== null) where.push(sql`p.date_of_birth <= ${birthdayCutoff(today, Math.min(minAge, 200))}::date`);
    if (maxAge !== null && maxAge < MAX_AGE) where.push(sql`p.date_of_birth > ${birthdayCutoff(today, Math.min(maxAge, 200) + 1)}::date`);
    // Filtering by an age the owner hides would reveal it: such profiles drop out of age-filtered searches.
    if (viewerIsAdult) where.push(permitsSql('view_age', viewer.id));
  }
  const genders = listOf(filters.genders);
  if (genders) where.push(sql`p.genders && ${genders}::text[]`);
  const statuses = listOf(filters.relationshipStatus);
  if (statuses) where.push(sql`p.relationship_status = any(${statuses}::text[])`);
  const orientations = listOf(filters.sexualOrientation);
  if (orientations) where.push(sql`p.sexual_orientation = any(${orientations}::text[])`);
  if (filters.requireProfileImage) {
    where.push(isAd ? sql`p.primary_image_ad_id is not null` : sql`p.primary_image_id is not null`);
  }
  if (sexPositions) where.push(sql`p.sex_positions && ${sexPositions}::text[]`);
  if (canHost) where.push(sql`p.can_host`);
  const name = filters.displayName?.trim().slice(0, 100).toLowerCase();
  if (name) where.push(sql`lower(p.display_name) like ${`%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);

  const origin = originOf(viewer, filters);
  const originCube = origin ? cubeOf(origin) : null;
  const location = filters.location;
  const type = location?.type ?? 'DISTANCE';
  if (type === 'DISTANCE') {
    const distanceKm = numberOf(location?.distance);
    if (distanceKm !== null && origin && originCube) {
      // Members see whole kilometres (at least 1), so the radius counts in those same figures: a profile is in
      // when its shown distance is at most the radius, and probing by radius learns nothing finer than the grid.
      const shownRadius = Math.max(1, Math.floor(distanceKm));
      const chord = chordForKm(shownRadius + 0.5);
      // The box lets the index skip everything outside the radius; the exact test trims its corners.
      // Four dimensions: the box must also span the positions' tie-breaking coordinate.
      where.push(
        sql`p.pos <@ cube_enlarge(${originCube}, ${chord}::float8, 4)`,
        sql`${greatCircleKm(origin)} < ${shownRadius + 0.5}::float8`,
      );
    }
  } else {
    // One's own place as stored; a named search point is named after the place nearest to it.
    const namedPoint = typeof location?.latitude === 'number' && typeof location.longitude === 'number';
    const place = !namedPoint && viewer.place_id ? await placeById(viewer.place_id) : origin ? await nearestPlace(origin) : null;
    if (!place) where.push(sql`false`);
    else if (type === 'CITY') where.push(sql`p.place_id = ${place.placeId}`);
    else if (type === 'COUNTRY') where.push(sql`p.country_code = ${place.countryCode}`);
    else where.push(sql`p.place_id = any(${(await placesInRegion(place)).map((entry) => entry.placeId)}::text[])`);
  }

  const after = decodeCursor(request.after);
  const condition = sql.join(where, sql` and `);
  const profile = await wholeProfiles(db);
  const viewerRelation = relationSql(viewer.id);
  let rows: SearchRow[];
  if (originCube) {
    const chord = sql`(p.pos <-> ${originCube})`;
    // The next page starts after the cursor's row, measured afresh; the cursor itself holds no distance.
    // Only a row this search still finds counts, so a cursor naming anyone else measures nothing.
    let keyset = sql``;
    if (after) {
      const last = await sql<{
        chord: number;
      }>`select ${chord} as chord from profiles p where p.id = ${after.id} and ${condition} and p.pos is not null`.execute(db);
      const lastChord = last.rows[0] ? Number(last.rows[0].chord) : null;
      keyset =
        lastChord !== null
          ? sql` and (${chord} > ${lastChord}::float8 or (${chord} = ${lastChord}::float8 and p.id > ${after.id}))`
          : // That member has left the search since (moved, hid, blocked): go on from the kilometre shown for them.
            sql` and ${chord} >= ${chordForKm(Math.max(0, (after.km ?? 0) - 0.5))}::float8`;
    }
    // Ordered by distance alone, the index hands rows over nearest first and the query stops at the limit;
    // ties (rare, thanks to the tie-breaking coordinate) are ordered by id here, fetching more if a tie
    // might run past what was fetched.
    const nearest = (limit: number) => sql<FoundRow>`
      select ${profile.select}, ${chord} as chord, ${primaryImagesJson} as primary_images, ${viewerRelation} as viewer_relation
      from profiles p
      where ${condition} and p.pos is not null${keyset}
      order by ${chord}
      limit ${limit}
    `;
    let limit = first + 1 + TIE_SLACK;
    if (request.explain) return explainWalkingTheIndex(db, nearest(limit));
    for (;;) {
      const fetched = (await selectWithPlannerSettings(db, nearest(limit), WALK_THE_INDEX)).map((row) =>
        found(profile.read(row), Number(row.chord), row),
      );
      const sorted = fetched.sort((a, b) => a.chord! - b.chord! || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      if (fetched.length < limit || sorted[Math.min(first, sorted.length - 1)].chord! < sorted.at(-1)!.chord!) {
        rows = sorted.slice(0, first + 1);
        break;
      }
      limit *= 4;
    }
  } else {
    // Nobody to measure from: a stable order by id.
    const query = sql<FoundRow>`
      select ${profile.select}, null::float8 as chord, ${primaryImagesJson} as primary_images, ${viewerRelation} as viewer_relation
      from profiles p
      where ${condition}${after ? sql` and p.id > ${after.id}` : sql``}
      order by p.id limit ${first + 1}
    `;
    if (request.explain) return explain(db, query);
    rows = (await query.execute(db)).rows.map((row) => found(profile.read(row), null, row));
  }
  const page = rows.slice(0, first);
  return {
    plan: null,
    relations: relationsOf(page),
    rows: page,
    images: page.flatMap((row) => primaryImagesOf.get(row) ?? []),
    // The distance shown is the one the page is sorted by: from the searched place when there is one, rounded as
    // every distance a member is shown (whole kilometres of snapped points), so a searched place reveals no more.
    edges: page.map((row) => ({ cursor: encodeCursor({ km: shownKm(row.chord), id: row.id }), node: row, distance: shownKm(row.chord) })),
    pageInfo: {
      hasNextPage: rows.length > first,
      hasPreviousPage: Boolean(after),
      startCursor: page.length ? encodeCursor({ km: shownKm(page[0].chord), id: page[0].id }) : null,
      endCursor: page.length ? encodeCursor({ km: shownKm(page.at(-1)!.chord), id: page.at(-1)!.id }) : null,
    },
  };
}

/** ProfileOverview: visible profiles whose display name or username contains the text, nearest first. */
export async function searchProfilesByName(db: DB, viewer: ProfileRow, text: string, offset: number, limit: number) {
  const name = text.trim().slice(0, 100);
  if (name.length < 3) return { rows: [], relations: new Map<string, Relation>() };
  const rows = await searchProfilesPage(db, viewer, name, Math.max(0, offset), Math.max(1, Math.min(limit, MAX_PAGE)));
  return { rows, relations: relationsOf(rows) };
}

async function searchProfilesPage(db: DB, viewer: ProfileRow, name: string, offset: number, limit: number) {
  const pattern = `%${name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const origin =
    viewer.latitude !== null && viewer.longitude !== null ? cubeOf({ latitude: viewer.latitude, longitude: viewer.longitude }) : null;
  const { rows } = await sql<ProfileRow & { chord: number | null; viewer_relation: Relation }>`
    select p.*, ${origin ? sql`(p.pos <-> ${origin})` : sql`null::float8`} as chord, ${relationSql(viewer.id)} as viewer_relation
    from profiles p
    where (lower(p.display_name) like ${pattern} or lower(coalesce(p.username, '')) like ${pattern})
      and p.id <> ${viewer.id} and ${sql.join(maySeeOtherConditions({ row: viewer }), sql` and `)}
      and not p.is_hidden and not exists (select 1 from profile_hides h where h.profile_id = ${viewer.id} and h.hidden_id = p.id)
    order by (lower(p.display_name) like ${`${name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}) desc,
      ${origin ? sql`(p.pos <-> ${origin}) nulls last,` : sql``} p.display_name, p.id
    offset ${offset} limit ${limit}
  `.execute(db);
  return rows.map(({ viewer_relation: relation, ...row }) => {
    relationOf.set(row, relation);
    return row;
  });
}
