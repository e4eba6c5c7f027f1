// The owner's pictures for reading offline, in the service worker (loaded by workbox's importScripts; decision 038).
// A picture is asked of the network first, and its copy kept under its path without the signature (a private
// picture's address carries ?exp=&sig=, which change with each answer of the API); offline, or when the network
// fails, the copy answers. At most MAX_ENTRIES copies, the oldest dropped first; the app removes the whole cache
// when the session ends (api/token-store.ts MEDIA_CACHE).
/* global self, caches */

const MEDIA_CACHE = 'heirloom-media';
const MAX_ENTRIES = 200;
const MEDIA_PREFIX = '/api/media/';

/** The copy's key: the path and its version (?v=), never the signature or its expiry. */
function keyOf(url) {
  const key = new URL(url.pathname, url.origin);
  const version = url.searchParams.get('v');
  if (version) key.searchParams.set('v', version);
  return key.href;
}

async function trim(cache) {
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) await cache.delete(old);
}

async function fromNetworkOrCopy(request) {
  const key = keyOf(new URL(request.url));
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      const cache = await caches.open(MEDIA_CACHE);
      // a new entry goes to the end of the list: trim keeps the newest
      await cache.delete(key);
      await cache.put(key, copy);
      await trim(cache);
    }
    return response;
  } catch (error) {
    const copy = await caches.match(key, { cacheName: MEDIA_CACHE });
    if (copy) return copy;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(MEDIA_PREFIX)) return;
  event.respondWith(fromNetworkOrCopy(request));
});
