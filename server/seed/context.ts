import type { Shelves } from './images.ts';

/** What every profile builder needs to know: the seed, the clock and the ids of the shared catalogues. */
export interface SeedContext {
  seed: number;
  now: Date;
  species: { id: number; name: string; popularity: number }[];
  interests: { id: number; popularity: number }[];
  kinks: { id: number; isHard: boolean }[];
  groups: { uuid: string; isAd: boolean; adultPool: boolean; isOpen: boolean }[];
  events: { uuid: string; isAd: boolean; adultPool: boolean }[];
  shelves: Shelves;
}

export const DAY_MS = 86_400_000;

/** `days` (fractional) before `now`. */
export function daysAgo(now: Date, days: number) {
  return new Date(now.getTime() - days * DAY_MS);
}
