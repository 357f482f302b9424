import { createPersistedStore, useStore } from './createStore';

/**
 * Banners closed on this device, by banner id. Kept apart from the settings slice, which logout resets:
 * a banner a member closed stays closed on this device whoever logs in next.
 */
const dismissedBannersStore = createPersistedStore<{ ids: string[] }>('snoot:dismissed-banners', { ids: [] });

export function useIsBannerDismissed(id: string): boolean {
  return useStore(dismissedBannersStore, (state) => state.ids.includes(id));
}

export function dismissBanner(id: string): void {
  dismissedBannersStore.set((state) => (state.ids.includes(id) ? state : { ids: [...state.ids, id] }));
}
