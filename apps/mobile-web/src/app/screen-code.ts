// A lazy screen's code and dictionary, downloaded once whoever asks first: the boot (which knows
// the address the player opened before the router exists) or the router.
import { BASENAME, SCREEN_PATHS, type ScreenName } from '@mweb/api-client/screens';

/** `load`, sharing one download between its callers; a failed download is tried again. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** A screen of the route table, and its loader where it is lazy. */
export interface ScreenCode {
  readonly screen: ScreenName;
  readonly lazy?: () => Promise<unknown>;
}

/**
 * Starts downloading the code of the lazy screen at `pathname`, if one has that exact path. Any
 * address the router would read differently (letter case, a trailing slash, parameters) is left
 * to the router, which asks when it matches it.
 */
export function screenCodeStarter(screens: readonly ScreenCode[]): (pathname: string) => void {
  return (pathname) => {
    // A failure is the router's to show, when it asks for the same download.
    screens
      .find(({ screen }) => SCREEN_PATHS[screen].some((path) => `${BASENAME}/${path}` === pathname))
      ?.lazy?.()
      .catch(() => undefined);
  };
}
