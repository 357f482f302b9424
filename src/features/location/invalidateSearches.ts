import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** Every location change returns the member's location; the grid's cached search is stale after it. */
export const invalidateSearches = (store: RecordSourceSelectorProxy) => store.invalidateStore();
