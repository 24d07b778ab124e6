// Decrypts type '3' customer-service paths once a status (fresh or cached) brings them, once the
// page is idle and off the main thread (service-path-decryption.ts), so that neither the first load
// nor its first busy second carries the cipher: the links are only needed when the player asks
// for help.
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { whenIdle } from '../scheduling/scheduling';
import { pendingServicePaths, type DecryptedServicePaths } from './site-config';
import { servicePathsDecrypted, type SiteState } from './site.slice';

/** The decryption loads with the first paths to decrypt: the first load carries none of it. */
const decryptLater = (paths: readonly string[]) =>
  import('./service-path-decryption').then((module) => module.decryptOffMainThread(paths));

export function createCustomerServiceListener(
  decrypt: (paths: readonly string[]) => Promise<DecryptedServicePaths> = decryptLater,
) {
  const listener = createListenerMiddleware();
  const pendingIn = (state: unknown) => {
    const { site } = state as { site: SiteState };
    return pendingServicePaths(site.customerServiceEntries, site.decryptedServicePaths);
  };
  listener.startListening({
    predicate: (_action, state) => pendingIn(state).length > 0,
    effect: async (_action, api) => {
      // One decryption at a time: later actions wait for this one to settle.
      api.unsubscribe();
      await whenIdle();
      const paths = pendingIn(api.getState());
      let decrypted: DecryptedServicePaths;
      try {
        decrypted = await decrypt(paths);
      } catch (error) {
        // Without the cipher these entries stay hidden, as an undecryptable one always was.
        console.warn('Customer-service links could not be decrypted.', error);
        decrypted = Object.fromEntries(paths.map((path) => [path, null]));
      }
      api.dispatch(servicePathsDecrypted(decrypted));
      api.subscribe();
    },
  });
  return listener;
}
