import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { authStore } from '../../state/auth';
import { safeReturnPath } from '../../lib/returnPath';

/** The session is still being established (a callback exchange) or the identity lookup failed. */
export function isSessionUnsettled(): boolean {
  const { loggedInState } = authStore.get();
  return loggedInState === 'pending' || loggedInState === 'error';
}

/** Logged-in areas: without a session, go to /login and remember where the user was going. */
export function requireSession(location: ParsedLocation): void {
  const { token } = authStore.get();
  if (token || isSessionUnsettled()) return;
  const returnPath = safeReturnPath(location.href);
  throw redirect({ to: '/login', search: returnPath === '/' ? {} : { redirect: returnPath } });
}

/** /login is pointless with a session (or one being set up): go home instead. */
export function redirectIfSignedIn(): void {
  const { token, loggedInState } = authStore.get();
  if (token || loggedInState === 'pending') throw redirect({ to: '/' });
}
