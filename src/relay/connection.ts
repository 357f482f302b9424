import { useEffect } from 'react';
import { createConnection } from '../lib/connectionState';
import { apiUrl } from '../lib/apiHost';
import { settingsStore } from '../state/settings';
import { useStore } from '../state/createStore';

/**
 * Asks the server's /livez, which answers as long as the process runs: cheap, and not itself a GraphQL request that
 * could fail for another reason. Another API host (the debug override) answers without CORS headers, so that
 * answer is opaque: that it came at all is enough.
 */
async function serverAnswers(): Promise<boolean> {
  const apiHost = settingsStore.get().apiHost;
  const response = await fetch(apiUrl(apiHost, '/livez'), { cache: 'no-store', mode: apiHost ? 'no-cors' : 'same-origin' });
  return response.type === 'opaque' || response.ok;
}

/** The app's one connection state: requests and the socket report failures here, the banner and router read it. */
export const connection = createConnection({
  probe: serverAnswers,
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
});

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => connection.wentOffline());
  window.addEventListener('online', () => connection.cameOnline());
}

export function useConnectionStatus() {
  return useStore(connection.store, (state) => state.status);
}

/**
 * A part of a screen showing its own load error (its error boundary's words) tries again by itself when the server
 * answers again, as the router's screens do.
 */
export function useRetryWhenReconnected(retry: () => void) {
  useEffect(() => connection.onRecovered(retry), [retry]);
}
