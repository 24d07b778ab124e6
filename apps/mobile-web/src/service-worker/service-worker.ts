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
import { isGatewayPath, SKIP_WAITING } from '../app/installed/sw-policy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** The images kept at most, and for how long: a cap on what a phone gives to our pictures. */
const IMAGE_CACHE = {
  name: 'mweb-images',
  maxEntries: 120,
  maxAgeSeconds: 7 * 24 * 60 * 60,
};

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
