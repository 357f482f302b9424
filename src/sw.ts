/*
 * Snoot's service worker, built on its own into /sw.js (scripts/serviceWorkerBuild.ts).
 * - Keeps the app shell (index.html, the entry script and styles, every route's code) so moving around the app
 *   works while the server cannot be reached: screens then say the connection was lost instead of the browser
 *   showing its own error page. Nothing else is kept: no pictures, no GraphQL answers, no login pages.
 * - Shows the device notifications the server pushes (issue 17) and opens the app where one leads when clicked.
 *   A push carries JSON {type, title, body, link, tag}; `link` is a path inside the app.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

/** The parts of the service worker scope used here (the project's TypeScript has the DOM library, not WebWorker's). */
interface PushData {
  json(): unknown;
}
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface NotificationLike {
  data: { link?: unknown } | null;
  close(): void;
}
interface WindowClientLike {
  url: string;
  postMessage(message: unknown): void;
  focus(): Promise<unknown>;
}
interface WorkerScope {
  location: Location;
  registration: { showNotification(title: string, options: Record<string, unknown>): Promise<void> };
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'push', listener: (event: WorkerEvent & { data: PushData | null }) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: WorkerEvent & { notification: NotificationLike }) => void): void;
}

/** Replaced at build time by the app shell's files and their revisions (scripts/serviceWorkerBuild.ts). */
declare const __SHELL_FILES__: PrecacheEntry[];

const sw = self as unknown as WorkerScope;
const SHELL = '/index.html';

// A new version takes over at once (the page then makes the member's next move a full load, src/main.tsx) and
// drops the shell files of versions before it.
sw.addEventListener('install', () => void sw.skipWaiting());
sw.addEventListener('activate', (event) => event.waitUntil(sw.clients.claim()));
cleanupOutdatedCaches();
precacheAndRoute(__SHELL_FILES__);

/**
 * Pages come from the server first, always (a deploy reaches the member at once); the kept shell only when the
 * server cannot be reached, or a proxy in front of it answers that it cannot (502 to 504).
 */
const serverUnreachable = {
  fetchDidSucceed: async ({ response }: { response: Response }) => {
    if (response.status >= 502 && response.status <= 504) throw new Error(`The server is unreachable (${response.status})`);
    return response;
  },
  handlerDidError: async () => matchPrecache(SHELL),
};
/** Server pages a browser may open (the identity provider, email links, images, the dev mailbox): never the shell. */
const SERVER_PAGES = [
  /^\/oidc(\/|$)/,
  /^\/account-provider\//,
  /^\/image\//,
  /^\/dev\//,
  /^\/graphql$/,
  /^\/(me|config\.json|healthz|readyz|livez|metrics)$/,
];
registerRoute(new NavigationRoute(new NetworkOnly({ plugins: [serverUnreachable] }), { denylist: SERVER_PAGES }));

function readPayload(data: PushData | null): { title: string; body?: unknown; tag?: unknown; link?: unknown; type?: unknown } | null {
  try {
    const payload = data ? (data.json() as { title?: unknown } | null) : null;
    return payload && typeof payload.title === 'string' ? (payload as { title: string }) : null;
  } catch {
    return null;
  }
}

/** Only a path inside this app is followed; anything else opens home. */
function appPath(link: unknown): string {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : '/';
}

sw.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  // Chrome requires a notification for every push (userVisibleOnly): an unreadable one still says something.
  const title = payload ? payload.title : 'Snoot';
  event.waitUntil(
    sw.registration.showNotification(title, {
      body: payload && typeof payload.body === 'string' ? payload.body : 'Something new is waiting for you.',
      // One notification per tag: a room's rising message count replaces the one before instead of stacking.
      tag: payload && typeof payload.tag === 'string' ? payload.tag : undefined,
      renotify: Boolean(payload && payload.tag),
      icon: '/favicon.svg',
      data: { link: appPath(payload && payload.link), type: payload && payload.type },
    }),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = appPath(event.notification.data && event.notification.data.link);
  event.waitUntil(openApp(link));
});

/** Focuses a Snoot tab and has it show `link` without reloading; opens a new tab when none is open. */
async function openApp(link: string) {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = windows.find((client) => new URL(client.url).origin === sw.location.origin);
  if (!tab) return sw.clients.openWindow(link);
  tab.postMessage({ type: 'snoot:open', link });
  return tab.focus();
}
