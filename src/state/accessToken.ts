import { authStore, clearAuth, EXPIRY_MARGIN_MS, type AuthToken } from './auth';

let refreshing: Promise<AuthToken | null> | null = null;

/**
 * A still-valid token is reused; otherwise it is refreshed once, concurrent callers share that
 * refresh, and a failed refresh logs out (SPEC §4).
 */
export async function getAccessToken(now = Date.now()): Promise<string | null> {
  const { token } = authStore.get();
  if (!token) return null;
  if (token.expiresAt - EXPIRY_MARGIN_MS > now) return token.accessToken;
  return (await sharedRefresh(token))?.accessToken ?? null;
}

/**
 * The server refused `rejected` (UNAUTHENTICATED): refresh it once, shared like any other refresh, unless
 * another caller already replaced it. Tokens without a refresh token are answered as they are.
 */
export async function refreshRejectedToken(rejected: string): Promise<string | null> {
  const { token } = authStore.get();
  if (!token || token.accessToken !== rejected || !token.refreshToken) return token?.accessToken ?? null;
  return (await sharedRefresh(token))?.accessToken ?? null;
}

function sharedRefresh(token: AuthToken): Promise<AuthToken | null> {
  refreshing ??= refresh(token).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Holds the browser's cross-tab lock while `task` runs, so two tabs never spend the same refresh token
 * (the identity provider takes a reused one for a stolen one and ends the session).
 */
function withTokenLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  // The DOM typings wrap the callback's promise once more; request() resolves with what the task resolves.
  return locks ? (locks.request('snoot:token-refresh', task) as unknown as Promise<T>) : task();
}

async function refresh(token: AuthToken): Promise<AuthToken | null> {
  if (!token.refreshToken) {
    clearAuth();
    return null;
  }
  return withTokenLock(async () => {
    // Another tab may have refreshed, or logged out, while this one waited for the lock.
    authStore.reload();
    const current = authStore.get().token;
    if (current?.refreshToken !== token.refreshToken) return current;
    try {
      // Only single sign-on tokens have refresh tokens, so only their members fetch its library.
      const { refreshAccessToken } = await import('../api/oidc');
      const fresh = await refreshAccessToken(token);
      // The member may have logged out while the refresh was under way; keep what they did.
      if (authStore.get().token?.refreshToken !== token.refreshToken) return authStore.get().token;
      authStore.set({ token: fresh });
      return fresh;
    } catch (error) {
      console.error('Token refresh failed; logging out.', error);
      if (authStore.get().token?.refreshToken === token.refreshToken) clearAuth();
      return null;
    }
  });
}
