import { createPersistedStore, useStore } from './createStore';

export type LocationSearchType = 'DISTANCE' | 'CITY' | 'REGION' | 'COUNTRY';

/** The Search Filters modal's fields (SPEC §3). */
export interface SearchFilters {
  genders?: string[];
  relationshipStatus?: string[];
  sexualOrientation?: string[];
  profileImageRequired?: boolean;
  minAge?: number;
  maxAge?: number;
  /** After Dark only. */
  sexPosition?: string[];
  canHost?: boolean;
}

/** A place to search around instead of one's own location. */
export interface SearchLocation {
  placeId: string;
  place: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

export interface SearchLocationOptions {
  type: LocationSearchType;
  /** In the member's unit; null is unlimited. */
  distance: number | null;
}

export interface SearchSettings {
  /** The profile these settings belong to: another member logging in on this browser starts afresh. */
  owner: string | null;
  isAd: boolean;
  searchFilters: SearchFilters;
  searchLocation: SearchLocation | null;
  searchLocationOptions: SearchLocationOptions;
}

export const DEFAULT_SEARCH_SETTINGS: SearchSettings = {
  owner: null,
  isAd: false,
  searchFilters: {},
  searchLocation: null,
  searchLocationOptions: { type: 'DISTANCE', distance: null },
};

export const searchSettingsStore = createPersistedStore<SearchSettings>('snoot:search', DEFAULT_SEARCH_SETTINGS);

export function useSearchSettings<S>(select: (settings: SearchSettings) => S): S {
  return useStore(searchSettingsStore, select);
}

const isUnset = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  value === 0 ||
  value === false ||
  (typeof value === 'number' && Number.isNaN(value)) ||
  (Array.isArray(value) && value.length === 0);

/**
 * SPEC §5 apply rules: empty arrays, zero, NaN and empty strings are unset (dropped); location and isAd are not
 * the filters modal's business. Keys come out sorted so equal filters compare equal.
 */
export function normalizeFilters(filters: SearchFilters & { location?: unknown; isAd?: unknown }): SearchFilters {
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(filters).sort()) {
    if (key === 'location' || key === 'isAd') continue;
    const value = (filters as Record<string, unknown>)[key];
    if (isUnset(value)) continue;
    result[key] = Array.isArray(value) ? [...value].sort() : value;
  }
  return result as SearchFilters;
}

/** Stores new filters only when they differ from the current ones; answers whether anything changed. */
export function applySearchFilters(filters: SearchFilters): boolean {
  const next = normalizeFilters(filters);
  const current = normalizeFilters(searchSettingsStore.get().searchFilters);
  if (JSON.stringify(next) === JSON.stringify(current)) return false;
  searchSettingsStore.set({ searchFilters: next });
  return true;
}

/** The settings for this member: their own, or the defaults when they were someone else's. */
export function searchSettingsFor(owner: string | null | undefined): SearchSettings {
  const settings = searchSettingsStore.get();
  if (owner && settings.owner !== owner) {
    searchSettingsStore.set(() => ({ ...DEFAULT_SEARCH_SETTINGS, owner }));
    return searchSettingsStore.get();
  }
  return settings;
}

export function setAdMode(isAd: boolean) {
  if (searchSettingsStore.get().isAd !== isAd) searchSettingsStore.set({ isAd });
}

/** Search filters as sent (SPEC §3): the modal's names mapped to the API's; adult filters only in After Dark. */
export function toProfileSearchFilters(settings: SearchSettings, kilometresFor: (distance: number) => number) {
  const filters = normalizeFilters(settings.searchFilters);
  const { searchLocation, searchLocationOptions } = settings;
  return {
    age: filters.minAge || filters.maxAge ? { min: filters.minAge ?? null, max: filters.maxAge ?? null } : null,
    requireProfileImage: filters.profileImageRequired ?? null,
    genders: filters.genders ?? null,
    relationshipStatus: filters.relationshipStatus ?? null,
    sexualOrientation: filters.sexualOrientation ?? null,
    sexPositions: settings.isAd ? (filters.sexPosition ?? null) : null,
    canHost: settings.isAd && filters.canHost ? true : null,
    location:
      searchLocation || searchLocationOptions.type !== 'DISTANCE' || searchLocationOptions.distance !== null
        ? {
            latitude: searchLocation?.latitude ?? null,
            longitude: searchLocation?.longitude ?? null,
            type: searchLocationOptions.type,
            distance:
              searchLocationOptions.type === 'DISTANCE' && searchLocationOptions.distance !== null
                ? kilometresFor(searchLocationOptions.distance)
                : null,
          }
        : null,
  };
}
