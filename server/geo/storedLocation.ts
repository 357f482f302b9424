import type { LatLng } from './geodesy.ts';
import { cityForPlaceId, cityForPoint, isPrecision, snapPoint, type Precision } from './snap.ts';

/**
 * Re-snaps a stored row (a point, its precision and its place) so that it is no finer than its precision:
 * at CITY the point becomes its place's centre (or the nearest city's), otherwise its cell's centre.
 */
export async function snapStoredLocation(row: LatLng & { precision: string; place_id: string | null }) {
  const precision: Precision = isPrecision(row.precision) ? row.precision : 'CITY';
  const city = precision === 'CITY' ? ((await cityForPlaceId(row.place_id)) ?? (await cityForPoint(row))) : null;
  return snapPoint(row, precision, city);
}
