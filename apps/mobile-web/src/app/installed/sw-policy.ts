// Shared by the service worker and the page that registers it.

/** The message a page sends a waiting service worker to take over at once. */
export const SKIP_WAITING = 'mweb:skip-waiting';

/** The gateway's paths: their answers carry tokens and money and are never cached. */
export function isGatewayPath(pathname: string): boolean {
  return pathname.startsWith('/wps/') || pathname.startsWith('/lgw/');
}
