/**
 * The marketplace's service worker (/service-worker.js, scope "/", written by build/pwa.ts):
 * registered once the app starts, where the browser allows it (https, or this machine). A new
 * build's worker installs and waits; `updateReady` says so, and `applyUpdate` lets it take over
 * and reloads the page into the new version.
 */
type Listener = () => void;

let waiting: ServiceWorker | null = null;
let updateAsked = false;
let registered = false;
const listeners = new Set<Listener>();

function offer(worker: ServiceWorker) {
  waiting = worker;
  for (const listener of listeners) listener();
}

/** Whether a new version waits to take over (for useSyncExternalStore). */
export const updateReady = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => waiting !== null,
};

/** Whether this browser can run the site's worker (and so receive push, and open offline). */
export const serviceWorkersAvailable = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;

/**
 * Registers the site's worker, once; a waiting new version is offered through `updateReady`. The
 * worker is written by the build, so the development server (vite) runs without one.
 */
export function registerSiteWorker(): void {
  if (registered || !import.meta.env.PROD || !serviceWorkersAvailable()) return;
  registered = true;
  const container = navigator.serviceWorker;
  container.addEventListener('controllerchange', () => {
    // the new version took over because the reader asked: show it (a first install takes over silently)
    if (updateAsked) window.location.reload();
  });
  container
    .register('/service-worker.js', { scope: '/' })
    .then((registration) => {
      const watch = (worker: ServiceWorker | null) =>
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && container.controller) offer(worker);
        });
      if (registration.waiting && container.controller) offer(registration.waiting);
      watch(registration.installing);
      registration.addEventListener('updatefound', () => watch(registration.installing));
      // a tab left open for days still hears of a new version
      window.setInterval(() => void registration.update().catch(() => undefined), 60 * 60 * 1000);
    })
    .catch((error: unknown) => {
      // the site works without it; only the offline page, the update prompt and push are lost
      console.warn('BinaMart could not register its service worker', error);
    });
}

/** Lets the waiting version take over; the page reloads into it. */
export function applyUpdate(): void {
  if (!waiting) return;
  updateAsked = true;
  waiting.postMessage({ type: 'skip-waiting' });
}

/** The site worker's registration, once active (for push subscriptions). */
export async function siteWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!serviceWorkersAvailable()) return null;
  registerSiteWorker();
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration) return null;
  if (registration.active) return registration;
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return null;
  await new Promise<void>((resolve) => {
    const done = () => {
      if (worker.state === 'activated' || worker.state === 'redundant') resolve();
    };
    worker.addEventListener('statechange', done);
    done();
  });
  return registration.active ? registration : null;
}
