/*
 * The marketplace's service worker (scope "/"), written into the build as /service-worker.js by
 * build/pwa.ts, which fills in VERSION (a hash of the build) and SHELL (the offline page, the
 * manifest, the icons and the scripts and styles index.html starts with).
 *
 * - The shell is cached when the worker installs; built assets (hashed names, never changed
 *   under one name) are served from the cache first and kept once fetched.
 * - Pages come from the network; with no network, the offline page shows.
 * - /api/ and /accounts/ (and the sandboxes) are never cached: they always go to the network.
 * - A new build is a new worker, which waits until the page asks it to take over (the page's
 *   "A new version of BinaMart is ready — Reload").
 * - Web Push: each push is shown as a notification (its title, text and link already in the
 *   reader's language); a click focuses a BinaMart window on its link, or opens one.
 * The driver app (/driver) keeps its own worker (/sw.js), whose scope is narrower.
 */
const VERSION = '__VERSION__';
const PREFIX = 'binamart-site-';
const CACHE = `${PREFIX}${VERSION}`;
const OFFLINE = '/offline.html';
const SHELL = /* __SHELL__ */ [];
const NEVER = ['/api/', '/accounts/', '/sandbox-'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      // only this worker's older caches: the driver app's worker keeps its own
      .then((keys) =>
        Promise.all(keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER.some((prefix) => url.pathname.startsWith(prefix))) return;

  // pages: the network (a fresh index.html after a deploy); the offline page when there is none
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(OFFLINE).then((offline) => offline ?? new Response('Offline', { status: 503 })),
      ),
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
              event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
            }
            return response;
          }),
      ),
    );
    return;
  }

  // the shell's own files (manifest, icons, the offline page's script): the cache, then the network
  if (SHELL.includes(url.pathname)) event.respondWith(caches.match(request).then((cached) => cached ?? fetch(request)));
});

self.addEventListener('push', (event) => {
  let notice;
  try {
    notice = event.data ? event.data.json() : null;
  } catch {
    notice = null;
  }
  if (!notice || typeof notice.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: typeof notice.body === 'string' ? notice.body : '',
      tag: typeof notice.tag === 'string' ? notice.tag : undefined,
      icon: '/icons/binamart-192.png',
      badge: '/icons/binamart-maskable-192.png',
      data: { link: typeof notice.link === 'string' && notice.link.startsWith('/') ? notice.link : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.link ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const same = windows.find((client) => client.url === target);
      if (same) return same.focus();
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        // a window this worker does not control cannot be navigated by it: a new one opens
        return focused.navigate(target).catch(() => self.clients.openWindow(target));
      }
      return self.clients.openWindow(target);
    }),
  );
});
