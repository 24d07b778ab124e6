// Shared by the service worker and the page that registers it.

/** The message a page sends a waiting service worker to take over at once. */
export const SKIP_WAITING = 'mweb:skip-waiting';

/** Where the gateway's paths begin. */
export const GATEWAY_PATH_PREFIXES = ['/wps/', '/lgw/'] as const;

/** Where the build puts the files whose names carry their content's hash. */
export const HASHED_ASSETS_PATH = '/m/assets/';

/** The gateway's paths: their answers carry tokens and money and are never cached. */
export function isGatewayPath(pathname: string): boolean {
  return GATEWAY_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
