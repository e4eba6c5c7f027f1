// Push notifications in the service worker (loaded by workbox's importScripts): show the payload
// {title, body, url}, and on a tap focus the app's window on that page or open it.
/* global self, clients */

const APP_ORIGIN = self.location.origin;

/** Only pages of this app are opened: anything else falls back to the home page. */
function safeUrl(url) {
  try {
    const target = new URL(typeof url === 'string' && url ? url : '/', APP_ORIGIN);
    return target.origin === APP_ORIGIN ? target.href : `${APP_ORIGIN}/`;
  } catch {
    return `${APP_ORIGIN}/`;
  }
}

function readPayload(event) {
  if (!event.data) return {};
  try {
    const data = event.data.json();
    return data && typeof data === 'object' ? data : {};
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Heirloom';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: safeUrl(payload.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = safeUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const same = windows.find((client) => client.url === url);
      if (same) return same.focus();
      const open = windows.find((client) => new URL(client.url).origin === APP_ORIGIN);
      if (open) {
        const focused = await open.focus();
        return 'navigate' in focused ? focused.navigate(url) : focused;
      }
      return clients.openWindow(url);
    }),
  );
});
