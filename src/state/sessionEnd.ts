import { createStore, useStore } from './createStore';
import { authStore, clearAuth } from './auth';

/** Why the server ended this tab's session (server/auth/endedSessions.ts), as it says in `extensions.sessionEnd`. */
export interface SessionEnd {
  reason: 'SUSPENDED' | 'LOGGED_OUT_ELSEWHERE' | 'ACCOUNT_DELETED' | 'EXPIRED';
  /** SUSPENDED: when it ends (ISO), null when indefinite. */
  until?: string | null;
  /** SUSPENDED: the server's sentence, with the team's reason. */
  message?: string;
}

const REASONS = new Set(['SUSPENDED', 'LOGGED_OUT_ELSEWHERE', 'ACCOUNT_DELETED', 'EXPIRED']);
// Per tab: another tab of the same browser has its own story to tell, and a reload of /login keeps this one.
const KEY = 'snoot:sessionEnd';

function isSessionEnd(value: unknown): value is SessionEnd {
  return typeof value === 'object' && value !== null && REASONS.has((value as SessionEnd).reason);
}

function readSaved(): SessionEnd | null {
  try {
    const saved: unknown = JSON.parse(globalThis.sessionStorage?.getItem(KEY) ?? 'null');
    return isSessionEnd(saved) ? saved : null;
  } catch {
    return null;
  }
}

export const sessionEndStore = createStore<{ notice: SessionEnd | null }>({ notice: readSaved() }, ({ notice }) => {
  try {
    if (notice) globalThis.sessionStorage?.setItem(KEY, JSON.stringify(notice));
    else globalThis.sessionStorage?.removeItem(KEY);
  } catch {
    // Storage off: the notice still shows until the tab reloads.
  }
});

/** The reason an UNAUTHENTICATED answer carries, if the server said one. */
export function sessionEndOf(errors: unknown): SessionEnd | null {
  if (!Array.isArray(errors)) return null;
  for (const error of errors as { extensions?: { code?: unknown; sessionEnd?: unknown } }[]) {
    const sessionEnd = error?.extensions?.sessionEnd;
    if (error?.extensions?.code === 'UNAUTHENTICATED' && isSessionEnd(sessionEnd)) return sessionEnd;
  }
  return null;
}

let ownLogout = false;

/** This tab logs itself out: the end that follows is the member's own doing, with nothing to tell them. */
export function noteOwnLogout(): void {
  ownLogout = true;
}

/** The server refused this tab's session: log out, keeping why for /login to say (SessionEndNotice). */
export function endSession(sessionEnd: SessionEnd | null): void {
  if (sessionEnd && !ownLogout) sessionEndStore.set({ notice: sessionEnd });
  clearAuth();
}

export function dismissSessionEnd(): void {
  if (sessionEndStore.get().notice) sessionEndStore.set({ notice: null });
}

export function useSessionEnd(): SessionEnd | null {
  return useStore(sessionEndStore, (state) => state.notice);
}

// A new login (here or in another tab) starts a fresh story.
authStore.subscribe(() => {
  if (!authStore.get().token) return;
  ownLogout = false;
  dismissSessionEnd();
});
