/*
 * Snoot's service worker: it shows the device notifications the server pushes (issue 17) and opens the app where
 * one leads when it is clicked. It caches nothing and handles no fetches, so the app loads as it always does.
 * A push carries JSON {type, title, body, link, tag}; `link` is a path inside the app.
 */

self.addEventListener('install', () => {
  // A new version takes over at once: it only shows notifications, so there is no old cache to keep consistent.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

function readPayload(data) {
  try {
    const payload = data ? data.json() : null;
    return payload && typeof payload.title === 'string' ? payload : null;
  } catch {
    return null;
  }
}

/** Only a path inside this app is followed; anything else opens home. */
function appPath(link) {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : '/';
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  // Chrome requires a notification for every push (userVisibleOnly): an unreadable one still says something.
  const title = payload ? payload.title : 'Snoot';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: payload && typeof payload.body === 'string' ? payload.body : 'Something new is waiting for you.',
      // One notification per tag: a room's rising message count replaces the one before instead of stacking.
      tag: payload && typeof payload.tag === 'string' ? payload.tag : undefined,
      renotify: Boolean(payload && payload.tag),
      icon: '/favicon.svg',
      data: { link: appPath(payload && payload.link), type: payload && payload.type },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = appPath(event.notification.data && event.notification.data.link);
  event.waitUntil(openApp(link));
});

/** Focuses a Snoot tab and has it show `link` without reloading; opens a new tab when none is open. */
async function openApp(link) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!tab) return self.clients.openWindow(link);
  tab.postMessage({ type: 'snoot:open', link });
  return tab.focus();
}
