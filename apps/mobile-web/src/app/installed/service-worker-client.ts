import { SKIP_WAITING } from './sw-policy';

/** Where the service worker is served, and the part of the site it controls. */
export const SERVICE_WORKER_URL = '/m/sw.js';
export const SERVICE_WORKER_SCOPE = '/m/';

/** How often an open app asks whether a new release is out (besides each start and each return). */
export const UPDATE_CHECK_MS = 30 * 60_000;

export interface ServiceWorkerClient {
  /** Stops listening and checking. */
  stop: () => void;
  /** Lets the waiting release take over; the page reloads at the same address once it has. */
  applyUpdate: () => void;
}

/**
 * Registers the service worker and reports when a new release has installed and waits: only
 * where a release has already been controlling this page, so the very first install is silent.
 */
export function startServiceWorker(
  container: ServiceWorkerContainer,
  onUpdateAvailable: () => void,
  reload: () => void = () => window.location.reload(),
): ServiceWorkerClient {
  let registration: ServiceWorkerRegistration | null = null;
  let stopped = false;
  const cleanups: (() => void)[] = [];

  const reportIfWaiting = () => {
    if (!stopped && registration?.waiting && container.controller) onUpdateAvailable();
  };
  const watchInstalling = () => {
    const installing = registration?.installing;
    if (!installing) return;
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed') reportIfWaiting();
    });
  };
  const check = () => {
    if (document.visibilityState === 'visible') void registration?.update().catch(() => undefined);
  };

  container
    .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
    .then((registered) => {
      if (stopped) return;
      registration = registered;
      registered.addEventListener('updatefound', watchInstalling);
      cleanups.push(() => registered.removeEventListener('updatefound', watchInstalling));
      watchInstalling();
      reportIfWaiting();
    })
    // A browser that refuses (private mode, storage off) runs the app as a plain site.
    .catch(() => undefined);

  let updating = false;
  let reloading = false;
  const onControllerChange = () => {
    // Only after the player chose to update: the first install's claim must not reload the page.
    if (!updating || reloading) return;
    reloading = true;
    reload();
  };
  container.addEventListener('controllerchange', onControllerChange);
  document.addEventListener('visibilitychange', check);
  const timer = setInterval(check, UPDATE_CHECK_MS);
  cleanups.push(
    () => container.removeEventListener('controllerchange', onControllerChange),
    () => document.removeEventListener('visibilitychange', check),
    () => clearInterval(timer),
  );

  return {
    stop: () => {
      stopped = true;
      for (const cleanup of cleanups) cleanup();
    },
    applyUpdate: () => {
      const waiting = registration?.waiting;
      if (!waiting) return;
      updating = true;
      waiting.postMessage(SKIP_WAITING);
    },
  };
}
