/** Mean Earth radius (IUGG), the one sphere every distance in Snoot is measured on. */
export const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng) {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The straight-line (chord) length through the Earth for a great-circle distance; both grow together. */
export function chordForKm(km: number) {
  return 2 * EARTH_RADIUS_KM * Math.sin(Math.min(km, Math.PI * EARTH_RADIUS_KM) / (2 * EARTH_RADIUS_KM));
}

export function kmForChord(chord: number) {
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, chord / (2 * EARTH_RADIUS_KM)));
}

/**
 * What a member is told about a distance: whole kilometres, and never under 1, so nobody reads a
 * position finer than a kilometre out of it (the client shows whole miles or kilometres of this).
 */
export function publicDistanceKm(km: number) {
  return Math.max(1, Math.round(km));
}

export function isValidLatLng(point: { latitude: number; longitude: number }) {
  return (
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}
