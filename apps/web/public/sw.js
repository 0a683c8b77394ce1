/*
 * The driver app's service worker (registered by the driver layout for the /driver scope):
 * keeps the app shell so the app starts without a network. Pages fall back to the cached
 * shell when offline; built assets (hashed names) are kept once fetched. The API and the
 * account calls are never cached: they always go to the network.
 */
const CACHE = 'binamart-driver-v1';
const SHELL = ['/driver', '/manifest.webmanifest', '/icons/driver-192.png', '/icons/driver-512.png', '/favicon.svg'];
const NEVER = ['/api/', '/accounts/'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      // only the driver app's older caches: the whole site's worker keeps its own
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith('binamart-driver-') && key !== CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// the page sends the assets it loaded before this worker took over, so the first visit is enough to start offline
self.addEventListener('message', (event) => {
  const urls = event.data && event.data.type === 'cache-assets' ? event.data.urls : [];
  const assets = urls.filter((path) => typeof path === 'string' && path.startsWith('/assets/'));
  if (assets.length > 0) event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(assets)));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER.some((prefix) => url.pathname.startsWith(prefix))) return;

  // pages: the network first (a fresh shell after a deploy), the cached shell when offline
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put('/driver', copy));
          }
          return response;
        })
        .catch(() => caches.match('/driver')),
    );
    return;
  }

  // built assets never change under one name: the cache first, kept once fetched
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }

  // the shell's own files: the cache, then the network
  if (SHELL.includes(url.pathname)) event.respondWith(caches.match(request).then((cached) => cached ?? fetch(request)));
});
