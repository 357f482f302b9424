import type { UnitOfDistance } from '../state/settings';

/** SPEC §9 conversion factors. */
export const MILES_PER_KM = 0.621371;
export const KM_PER_MILE = 1.609344;

/** The distance options of the search filters, in the member's unit; null is unlimited. */
export const DISTANCE_OPTIONS = [5, 10, 25, 50, 100, 250, null] as const;

// One formatter for every card: toLocaleString builds a new one per call, a measurable cost while the grid scrolls.
// Made on first use, not when the module loads: a page's first Intl formatter loads ICU's data (40–80 ms), and
// the early script (src/earlyQueries.ts) makes one once home's queries are sent.
let wholeNumber: Intl.NumberFormat | undefined;

/**
 * A distance as a member reads it: whole units, never under 1, so nothing finer than a kilometre or a
 * mile is ever shown (the server already rounds to whole kilometres).
 */
export function formatDistance(km: number, unit: UnitOfDistance): string {
  const value = unit === 'mi' ? km * MILES_PER_KM : km;
  return `${(wholeNumber ??= new Intl.NumberFormat('en')).format(Math.max(1, Math.round(value)))} ${unit}`;
}

/** A distance option in the member's unit as the kilometres the server filters by. */
export function toKilometres(value: number, unit: UnitOfDistance): number {
  return unit === 'mi' ? value * KM_PER_MILE : value;
}
