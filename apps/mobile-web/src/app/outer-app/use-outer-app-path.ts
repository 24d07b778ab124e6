import { useScreenPath } from '@mweb/api-client/screens';
import { inAppBrowserOf } from './in-app-browser';

/**
 * Where a player in another app's browser goes instead of a download (the outer-app screen, which
 * says how to leave it), or null in a phone's own browser or where that screen is not mounted.
 */
export function useOuterAppPath(): string | null {
  const outerApp = useScreenPath('outerApp');
  return outerApp !== null && inAppBrowserOf(navigator.userAgent) !== null ? outerApp : null;
}
