import { createPersistedStore, useStore } from './createStore';

interface FirstRunNudgeState {
  /** Profiles (uuid) that closed the nudge on this browser: another member logging in here still sees theirs. */
  dismissedBy: string[];
}

const firstRunNudgeStore = createPersistedStore<FirstRunNudgeState>('snoot:firstRunNudge', { dismissedBy: [] });

export function useFirstRunNudgeDismissed(profileUuid: string): boolean {
  return useStore(firstRunNudgeStore, (state) => state.dismissedBy.includes(profileUuid));
}

export function dismissFirstRunNudge(profileUuid: string): void {
  firstRunNudgeStore.set((state) =>
    state.dismissedBy.includes(profileUuid) ? state : { dismissedBy: [...state.dismissedBy, profileUuid] },
  );
}
