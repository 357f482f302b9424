import { createPersistedStore, useStore } from './createStore';

export type Theme = 'auto' | 'light' | 'dark';
export type UnitOfDistance = 'mi' | 'km';

export interface Settings {
  theme: Theme;
  unitOfDistance: UnitOfDistance;
  blurExplicitContent: boolean;
  disclaimerAccepted: boolean;
  reducedMotion: boolean;
  snowfall: boolean;
  /** Whether the browser's location prompt has been shown once. */
  locationPrompted: boolean;
  dismissedNewsItems: string[];
  /** Experiment key → the treatment chosen on the Experiments page (SPEC §4). */
  experiments: Record<string, string>;
  /** Debug override of the API host; null uses the host the app was loaded from. */
  apiHost: string | null;
}

export const DEFAULT_SETTINGS: Settings = {
  theme: 'auto',
  unitOfDistance: 'mi',
  blurExplicitContent: true,
  disclaimerAccepted: false,
  reducedMotion: false,
  snowfall: false,
  locationPrompted: false,
  dismissedNewsItems: [],
  experiments: {},
  apiHost: null,
};

export const settingsStore = createPersistedStore<Settings>('snoot:settings', DEFAULT_SETTINGS);

export function useSettings<S>(select: (settings: Settings) => S): S {
  return useStore(settingsStore, select);
}

export function updateSettings(update: Partial<Settings>): void {
  settingsStore.set(update);
}

export function resetSettings(): void {
  settingsStore.set(() => ({ ...DEFAULT_SETTINGS }));
}

const THEME_CYCLE: Record<Theme, Theme> = { auto: 'light', light: 'dark', dark: 'auto' };

export function nextTheme(theme: Theme): Theme {
  return THEME_CYCLE[theme];
}
