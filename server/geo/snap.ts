import { KM_PER_DEGREE, type LatLng } from './geodesy.ts';
import { nearestPlace, placeById, type GazetteerPlace } from './gazetteer.ts';

export type Precision = 'CITY' | 'EXTRA_COARSE' | 'COARSE' | 'PRECISE' | 'EXACT';
export const PRECISIONS: Precision[] = ['CITY', 'EXTRA_COARSE', 'COARSE', 'PRECISE', 'EXACT'];

/** The edge of a precision cell (SPEC §9: ~50 km, ~10 km, ~1 km, ~6 m). CITY snaps to a city centre instead. */
export const CELL_KM: Record<Exclude<Precision, 'CITY'>, number> = {
  EXTRA_COARSE: 50,
  COARSE: 10,
  PRECISE: 1,
  EXACT: 0.006,
};

/** A GPS point at CITY precision goes to the nearest city of at least this many inhabitants. */
export const CITY_MIN_POPULATION = 15_000;

export interface SnappedPoint extends LatLng {
  /** The cell the point stands for, e.g. 'PRECISE:8432:1877'; CITY cells are 'CITY:{placeId}'. */
  cell: string;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The centre of the grid cell holding a point. Rows are `cellKm` of latitude; each row is cut into a whole
 * number of columns about `cellKm` wide at the row's middle, so cells stay near square from equator to pole.
 * Every point of a cell maps to the same centre: that centre is all anyone can ever learn of the point.
 */
export function snapToGrid(point: LatLng, cellKm: number, label = String(cellKm)): SnappedPoint {
  const rowDegrees = cellKm / KM_PER_DEGREE;
  const rows = Math.ceil(180 / rowDegrees);
  const row = Math.min(rows - 1, Math.max(0, Math.floor((point.latitude + 90) / rowDegrees)));
  const latitude = Math.min(90, -90 + (row + 0.5) * rowDegrees);
  const columns = Math.max(1, Math.floor((360 * KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180)) / cellKm));
  const columnDegrees = 360 / columns;
  const longitude180 = (((point.longitude + 180) % 360) + 360) % 360;
  const column = Math.min(columns - 1, Math.floor(longitude180 / columnDegrees));
  return {
    latitude: round6(latitude),
    longitude: round6(-180 + (column + 0.5) * columnDegrees),
    cell: `${label}:${row}:${column}`,
  };
}

export function snapToPlace(place: Pick<GazetteerPlace, 'placeId' | 'latitude' | 'longitude'>): SnappedPoint {
  return { latitude: place.latitude, longitude: place.longitude, cell: `CITY:${place.placeId}` };
}

/**
 * Where a member is stored and shown at their precision. `cityFor` names the city centre a CITY-precision
 * member stands at: the place they chose, or for GPS the nearest city of CITY_MIN_POPULATION.
 */
export function snapPoint(point: LatLng, precision: Precision, city?: Pick<GazetteerPlace, 'placeId' | 'latitude' | 'longitude'> | null) {
  if (precision === 'CITY') {
    if (!city) throw new Error('A CITY precision point needs its city');
    return snapToPlace(city);
  }
  return snapToGrid(point, CELL_KM[precision], precision);
}

/** The city a raw GPS point belongs to at CITY precision. */
export function cityForPoint(point: LatLng) {
  return nearestPlace(point, CITY_MIN_POPULATION, true);
}

export async function cityForPlaceId(placeId: string | null) {
  return placeId ? placeById(placeId) : null;
}

export function isPrecision(value: string): value is Precision {
  return (PRECISIONS as string[]).includes(value);
}
