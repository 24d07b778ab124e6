// The installed app's service worker (built by tools/build/installed-app.ts into /m/sw.js). It
// keeps the shell and the home page's chunks for offline starts, keeps images for a while, and
// never answers a gateway call: those carry tokens and money, and always go to the network.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import {
  GATEWAY_PATH_PREFIXES,
  HASHED_ASSETS_PATH,
  isGatewayPath,
  SKIP_WAITING,
} from '../app/installed/sw-policy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** One rule of the static routing API: the browser follows it without starting this worker. */
interface StaticRoute {
  condition: { urlPattern: string };
  source: 'network' | 'cache';
}
/** The install event of a browser with static routing (Chromium 123 and later). */
type RoutingInstallEvent = ExtendableEvent & { addRoutes(routes: StaticRoute[]): Promise<void> };

/** The images kept at most, and for how long: a cap on what a phone gives to our pictures. */
const IMAGE_CACHE = {
  name: 'mweb-images',
  maxEntries: 120,
  maxAgeSeconds: 7 * 24 * 60 * 60,
};

// Where a browser can route requests itself, this worker is not started for the requests it
// would only pass on or look up: a returning player's page asks for some thirty files and fifteen
// gateway calls at start, and each one woke this worker's thread, on a phone's few cores, while
// the page was booting. The gateway goes to the network. A built file's name carries its hash and
// is precached under its own address, so the browser looks it up in the caches, and asks the
// network for one it does not find there (a file of a release this worker has not precached).
// Navigations and images stay with the handlers below. Registered before the precache's own
// listener, which lets the install finish only once the files are stored.
self.addEventListener('install', (event) => {
  if (!('addRoutes' in event)) return;
  const routes: StaticRoute[] = [
    ...GATEWAY_PATH_PREFIXES.map((prefix) => ({
      condition: { urlPattern: `${prefix}*` },
      source: 'network' as const,
    })),
    { condition: { urlPattern: `${HASHED_ASSETS_PATH}*` }, source: 'cache' },
  ];
  // A rule this browser does not take must not cost the install: the handlers below do it all.
  event.waitUntil((event as RoutingInstallEvent).addRoutes(routes).catch(() => undefined));
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

// Every page of the app is the same shell; the router inside it decides. A gateway path is never
// a page, and a file with another extension is a download, not the shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/m/index.html'), {
    allowlist: [/^\/m\//],
    denylist: [/\.(?!html$)\w+$/i],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === 'image' && !isGatewayPath(url.pathname),
  new StaleWhileRevalidate({
    cacheName: IMAGE_CACHE.name,
    plugins: [
      // Only whole answers: an opaque one may be an error, and counts for megabytes of quota.
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: IMAGE_CACHE.maxEntries,
        maxAgeSeconds: IMAGE_CACHE.maxAgeSeconds,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// A new release waits until the player chooses to reload (the page's "update available").
self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING) void self.skipWaiting();
});
