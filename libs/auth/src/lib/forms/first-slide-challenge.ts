import { accountApi, contentApi } from '@mweb/api-client';
import { bootedDispatch } from '@mweb/api-client/scheduling';

/** The slide check's first attempt: the argument of its first challenge, however it is asked for. */
export const FIRST_ATTEMPT = 0;

let letGo: (() => void) | undefined;

/**
 * Asks for the login page's first slide challenge while the page's code downloads, for the form's
 * `useSlideCheck` to take over: the picture is the page's largest paint, and asked for by the
 * page's own code it would wait for that code, one round trip after the other. This runs in the
 * first load (the endpoint is the shell's, `accountApi`), when the login screen is first loaded.
 * Like every call of a first visit it leaves after the status answer (the boot has that call under
 * way). The request holds its answer until the form's own subscription has it (a challenge is
 * single use, kept no longer than it is watched): `releaseFirstSlideChallenge` lets it go. Without
 * a booted store (a test, a story) it asks nothing, and the form asks as it renders.
 */
export function askFirstSlideChallenge(): void {
  // A loader tried again (its code could not be downloaded) asks again: one request at a time.
  letGo?.();
  const dispatch = bootedDispatch();
  let released = false;
  let request: { unsubscribe: () => void } | undefined;
  void dispatch?.(contentApi.endpoints.systemStatus.initiate(undefined, { subscribe: false })).then(
    () => {
      if (!released)
        request = dispatch(accountApi.endpoints.slideChallenge.initiate(FIRST_ATTEMPT));
    },
  );
  letGo = () => {
    released = true;
    request?.unsubscribe();
  };
}

/** Lets go of the request `askFirstSlideChallenge` made, if any: the form holds its own now. */
export const releaseFirstSlideChallenge = (): void => letGo?.();
