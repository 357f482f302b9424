import { createPersistedStore, useStore } from './createStore';
import { resetSettings } from './settings';
import type { SsoIdentity } from '../lib/ssoIdentity';

export type LoginMethod = 'otp' | 'oidc';
export type LoggedInState = 'pending' | 'logged-in' | 'logged-out' | 'error';

export interface AuthToken {
  accessToken: string;
  refreshToken: string | null;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** Single sign-on only: the ID token, so a refresh can check it is still the same member. */
  idToken?: string | null;
}

/** Enough of the viewer's profile to greet them before the first query returns. */
export interface ProfileSummary {
  uuid: string;
  displayName: string;
  username: string | null;
}

export interface AuthState {
  loginMethod: LoginMethod | null;
  token: AuthToken | null;
  loggedInState: LoggedInState;
  profile: ProfileSummary | null;
  /** Single sign-on only: what the identity host answered (SPEC §5). */
  identity: SsoIdentity | null;
}

/** A token is refreshed this long before it expires, so a request never leaves with one that expires in flight. */
export const EXPIRY_MARGIN_MS = 30_000;

const LOGGED_OUT: AuthState = { loginMethod: null, token: null, loggedInState: 'logged-out', profile: null, identity: null };

export const authStore = createPersistedStore<AuthState>('snoot:auth', LOGGED_OUT);

// A login that was still pending when the page went away cannot finish any more.
if (authStore.get().loggedInState === 'pending' && !authStore.get().token) authStore.set({ loggedInState: 'logged-out' });

export function useAuth<S>(select: (auth: AuthState) => S): S {
  return useStore(authStore, select);
}

// One-time-code tokens never expire in practice (SPEC §9: 99 years, no refresh token).
const OTP_TOKEN_LIFETIME_MS = 99 * 365.25 * 24 * 60 * 60 * 1000;

/** With the one-time-code method the session becomes logged-in directly (SPEC §4). */
export function loginWithOneTimeCodeToken(accessToken: string, now = Date.now()): void {
  authStore.set({
    loginMethod: 'otp',
    token: { accessToken, refreshToken: null, expiresAt: now + OTP_TOKEN_LIFETIME_MS },
    loggedInState: 'logged-in',
    profile: null,
    identity: null,
  });
}

// The login lock (SPEC §3, §4): while one single-sign-on exchange runs, a second one joins it instead.
let loginLock: Promise<unknown> | null = null;

export function isLoginLocked(): boolean {
  return loginLock !== null;
}

/** Runs `login` under the login lock; a call made while one runs gets that run's outcome. */
export function withLoginLock<T>(login: () => Promise<T>): Promise<T> {
  loginLock ??= login().finally(() => {
    loginLock = null;
  });
  return loginLock as Promise<T>;
}

/** Single sign-on: the code was exchanged; the session stays pending until the identity lookup answers. */
export function ssoTokenObtained(token: AuthToken): void {
  authStore.set({ loginMethod: 'oidc', token, loggedInState: 'pending', profile: null, identity: null });
}

/** Single sign-on: the identity lookup answered, so the member is logged in (SPEC §4). */
export function ssoIdentityLoaded(identity: SsoIdentity): void {
  authStore.set({
    identity,
    profile: { uuid: identity.userId, displayName: identity.nickname ?? '', username: null },
    loggedInState: 'logged-in',
  });
}

/** Single sign-on failed: a failed exchange leaves the member logged out, a failed identity lookup in error. */
export function ssoFailed(stage: 'exchange' | 'identity'): void {
  authStore.set({
    loginMethod: null,
    token: null,
    profile: null,
    identity: null,
    loggedInState: stage === 'identity' ? 'error' : 'logged-out',
  });
}

export function setProfileSummary(profile: ProfileSummary): void {
  const current = authStore.get().profile;
  if (current?.uuid === profile.uuid && current.displayName === profile.displayName && current.username === profile.username) {
    return;
  }
  authStore.set({ profile });
}

/** Clears everything tied to the account and resets settings to their defaults (SPEC §4). */
export function clearAuth(): void {
  authStore.set(() => ({ ...LOGGED_OUT }));
  resetSettings();
}

export function isLoggedIn(auth: AuthState = authStore.get()): boolean {
  return auth.token !== null && auth.loggedInState === 'logged-in';
}
