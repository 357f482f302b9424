import type { Updateable } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ProfileRow, ProfilesTable } from '../db/types.ts';
import { isTeam } from '../profiles/roles.ts';
import { isValidLatLng, type LatLng } from './geodesy.ts';
import { nearestPlace, placeById, type GazetteerPlace } from './gazetteer.ts';
import { cityForPoint, snapPoint, type Precision } from './snap.ts';

export class LocationError extends Error {
  constructor(
    message: string,
    readonly code: 'BAD_USER_INPUT' | 'FORBIDDEN' | 'NOT_FOUND' = 'BAD_USER_INPUT',
  ) {
    super(message);
  }
}

/** The smallest town a snapped point is named after, by precision: coarse cells are named after bigger places. */
const NAMING_POPULATION: Record<Precision, number> = { EXACT: 0, PRECISE: 0, COARSE: 0, EXTRA_COARSE: 15_000, CITY: 15_000 };

/** GPS coordinates travel rounded to 3 decimals (SPEC §5); the server rounds again whatever it is sent. */
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Exact precision is for staff; anyone else asking for it (or keeping it after losing the role) gets ~1 km. */
export function effectivePrecision(owner: Pick<ProfileRow, 'precision' | 'roles'>): Precision {
  const precision = owner.precision as Precision;
  if (precision === 'EXACT' && !isTeam(owner.roles)) return 'PRECISE';
  return ['CITY', 'EXTRA_COARSE', 'COARSE', 'PRECISE', 'EXACT'].includes(precision) ? precision : 'CITY';
}

function placeColumns(place: GazetteerPlace | null) {
  return {
    place_id: place?.placeId ?? null,
    place: place?.place ?? null,
    region: place?.region ?? null,
    country: place?.country ?? null,
    country_code: place?.countryCode ?? null,
  };
}

/**
 * The columns to store for a member at `point`: the point snapped to their precision (never the raw point)
 * and the place it is named after. `chosen` is a place the member picked; without one the place is found
 * from the snapped point, so the name reveals no more than the cell.
 */
export async function locationColumns(point: LatLng, precision: Precision, chosen: GazetteerPlace | null) {
  const raw = { latitude: round3(point.latitude), longitude: round3(point.longitude) };
  const city = precision === 'CITY' ? (chosen ?? (await cityForPoint(raw))) : null;
  const snapped = snapPoint(raw, precision, city);
  const place = chosen ?? city ?? (await nearestPlace(snapped, NAMING_POPULATION[precision])) ?? (await nearestPlace(snapped));
  return { latitude: snapped.latitude, longitude: snapped.longitude, location_cell: snapped.cell, ...placeColumns(place) };
}

async function save(db: DB, id: string, columns: Updateable<ProfilesTable>) {
  return db.updateTable('profiles').set(columns).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

function checkPoint(point: LatLng) {
  if (!isValidLatLng(point)) throw new LocationError('Latitude must be between -90 and 90 and longitude between -180 and 180.');
}

/** UserLocationGpsUpdate: live GPS. */
export async function updateGpsLocation(db: DB, owner: ProfileRow, point: LatLng) {
  checkPoint(point);
  return save(db, owner.id, { location_type: 'GPS', ...(await locationColumns(point, effectivePrecision(owner), null)) });
}

/** UserUpdateLocation: a chosen place (by id), or a point to find the place of. */
export async function updateLocation(
  db: DB,
  owner: ProfileRow,
  input: { type?: string | null; placeId?: string | null; latitude?: number | null; longitude?: number | null },
) {
  const type = input.type ?? 'MANUAL';
  const hasPoint = typeof input.latitude === 'number' && typeof input.longitude === 'number';
  if (type === 'GPS') {
    if (!hasPoint) throw new LocationError('A GPS location needs a latitude and a longitude.');
    return updateGpsLocation(db, owner, { latitude: input.latitude!, longitude: input.longitude! });
  }
  let place: GazetteerPlace | null = null;
  if (input.placeId) {
    place = await placeById(input.placeId);
    if (!place) throw new LocationError('There is no place with that id.', 'NOT_FOUND');
  } else if (hasPoint) {
    const point = { latitude: input.latitude!, longitude: input.longitude! };
    checkPoint(point);
    place = await nearestPlace(point);
  }
  if (!place) throw new LocationError('Choose a place.');
  return save(db, owner.id, { location_type: 'MANUAL', ...(await locationColumns(place, effectivePrecision(owner), place)) });
}

export async function setHomePlace(db: DB, owner: ProfileRow, placeId: string) {
  if (!placeId.trim()) return save(db, owner.id, { home_place_id: null, home_place: null });
  const place = await placeById(placeId.trim());
  if (!place) throw new LocationError('There is no place with that id.', 'NOT_FOUND');
  return save(db, owner.id, { home_place_id: place.placeId, home_place: place.place });
}

/**
 * UserSetLocationPrecision: applies at once by re-snapping what is stored. A chosen place is public, so it is
 * re-snapped from its centre; a GPS position only from the stored (already snapped) point, which is never
 * finer than before; the client sends a fresh GPS fix to sharpen it.
 */
export async function setPrecision(db: DB, owner: ProfileRow, precision: Precision) {
  if (precision === 'EXACT' && !isTeam(owner.roles)) throw new LocationError('Exact location is only for the Snoot team.', 'FORBIDDEN');
  const next = { ...owner, precision };
  if (owner.latitude === null || owner.longitude === null) return save(db, owner.id, { precision });
  const chosen = owner.location_type === 'MANUAL' && owner.place_id ? await placeById(owner.place_id) : null;
  const point = chosen ?? { latitude: owner.latitude, longitude: owner.longitude };
  return save(db, owner.id, { precision, ...(await locationColumns(point, effectivePrecision(next), chosen)) });
}

/** Back to one's own live location: GPS mode; the position stays as stored until the next GPS fix. */
export async function resetLocation(db: DB, owner: ProfileRow) {
  return save(db, owner.id, { location_type: 'GPS' });
}
