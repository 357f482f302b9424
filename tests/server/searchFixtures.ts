import { randomBytes, randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { App } from '../../server/app.ts';
import type { ProfilesTable } from '../../server/db/types.ts';
import { locationColumns } from '../../server/geo/memberLocation.ts';
import type { Precision } from '../../server/geo/snap.ts';
import { graphql, logIn } from './harness.ts';

export const BERLIN = { latitude: 52.52437, longitude: 13.41053 };

export function birthDateForAge(age: number, today = new Date()) {
  // Six months before this year's birthday line keeps the age exact whatever today is.
  return new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth() - 6, 1)).toISOString().slice(0, 10);
}

/** A point `km` east and `northKm` north of another (small distances). */
export function offset(point: { latitude: number; longitude: number }, eastKm: number, northKm = 0) {
  return {
    latitude: point.latitude + northKm / 111.195,
    longitude: point.longitude + eastKm / (111.195 * Math.cos((point.latitude * Math.PI) / 180)),
  };
}

export interface ProfileOptions extends Partial<Insertable<ProfilesTable>> {
  age?: number;
  at?: { latitude: number; longitude: number };
  precisionOf?: Precision;
}

/**
 * Inserts an onboarded profile stored the way the server stores one: its position goes through the same
 * snapping as the location mutations.
 */
export async function insertProfile(app: App, name: string, options: ProfileOptions = {}) {
  const { age = 30, at = BERLIN, precisionOf = 'PRECISE', ...columns } = options;
  const id = randomUUID();
  const location = await locationColumns(at, precisionOf, null);
  await app.services.db
    .insertInto('profiles')
    .values({
      id,
      display_name: name,
      date_of_birth: birthDateForAge(age),
      onboarded_at: new Date(),
      share_hash: randomBytes(6).toString('base64url'),
      precision: precisionOf,
      location_type: 'GPS',
      ...location,
      ...columns,
    })
    .execute();
  return id;
}

/** A logged-in member with an onboarded profile and the given columns. */
export async function loginMember(app: App, name: string, options: ProfileOptions = {}) {
  const email = `discover-${randomUUID().slice(0, 8)}@example.com`;
  const token = await logIn(app, email);
  const { profile_id: id } = await app.services.db
    .selectFrom('account_providers')
    .select('profile_id')
    .where('value', '=', email)
    .executeTakeFirstOrThrow();
  const { age = 30, at = BERLIN, precisionOf = 'PRECISE', ...columns } = options;
  await app.services.db
    .updateTable('profiles')
    .set({
      display_name: name,
      date_of_birth: birthDateForAge(age),
      onboarded_at: new Date(),
      precision: precisionOf,
      location_type: 'GPS',
      ...(await locationColumns(at, precisionOf, null)),
      ...columns,
    })
    .where('id', '=', id)
    .execute();
  return { id, token };
}

export const SEARCH = `
  query ($isAd: Boolean!, $filters: ProfileSearchFilters, $first: Int, $after: String) {
    profileSearch(isAd: $isAd, filters: $filters, first: $first, after: $after) {
      edges { cursor node { uuid displayName location { distance latitude longitude } } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

interface SearchPage {
  profileSearch: {
    edges: {
      cursor: string;
      node: { uuid: string; displayName: string; location: { distance: number | null; latitude: number | null } | null };
    }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

/** Every page of a search, in order; throws on a GraphQL error. */
export async function searchAll(app: App, token: string, variables: { isAd?: boolean; filters?: unknown; first?: number } = {}) {
  const nodes: SearchPage['profileSearch']['edges'][number]['node'][] = [];
  let after: string | null = null;
  for (let page = 0; page < 100; page++) {
    const result: Awaited<ReturnType<typeof graphql<SearchPage>>> = await graphql<SearchPage>(app, token, SEARCH, {
      isAd: false,
      first: 50,
      ...variables,
      after,
    });
    if (result.errors) throw Object.assign(new Error(result.errors[0].message), { code: result.errors[0].extensions?.code });
    nodes.push(...result.data!.profileSearch.edges.map((edge) => edge.node));
    if (!result.data!.profileSearch.pageInfo.hasNextPage) break;
    after = result.data!.profileSearch.pageInfo.endCursor;
  }
  return nodes;
}

export async function searchNames(app: App, token: string, variables: { isAd?: boolean; filters?: unknown; first?: number } = {}) {
  return (await searchAll(app, token, variables)).map((node) => node.displayName);
}
