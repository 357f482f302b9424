import { safeReturnPath } from './returnPath';

/**
 * The service worker (src/sw.ts, built into /sw.js) every logged-in page registers, and the messages it sends the page.
 * Subscribing to pushes is in webPush.ts, which only settings and logout load: the shell carries just these lines.
 */

export const SERVICE_WORKER_URL = '/sw.js';

/** Registers the service worker for the whole app; a browser without service workers simply gets none. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  try {
    return await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch (error) {
    // Without the worker the app works the same, only without device notifications.
    console.error('The service worker could not be registered', error);
    return null;
  }
}

/**
 * A click on a device notification while a Snoot tab is open: the service worker asks that tab to show the
 * notification's page, so the app moves there without reloading.
 */
export function onNotificationClickMessage(open: (link: string) => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
  const listener = (event: MessageEvent) => {
    const data = event.data as { type?: string; link?: unknown } | null;
    // Only a path inside the app: a link naming another site falls back to home.
    if (data?.type === 'snoot:open') open(safeReturnPath(data.link));
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}

/**
 * A new version of the worker took this page over (a deploy): the page still runs the old version's code, whose
 * lazy chunks the server no longer has, so the listener can make the member's next move a full load.
 */
export function onNewVersion(listener: () => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
  // The first worker taking over a page that had none (the first visit) is no new version.
  let hadWorker = Boolean(navigator.serviceWorker.controller);
  const onChange = () => {
    if (hadWorker) listener();
    hadWorker = true;
  };
  navigator.serviceWorker.addEventListener('controllerchange', onChange);
  return () => navigator.serviceWorker.removeEventListener('controllerchange', onChange);
}
