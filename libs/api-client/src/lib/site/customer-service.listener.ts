// Decrypts type '3' customer-service paths once a status (fresh or cached) brings them. The cipher
// (crypto-js) is loaded here, on demand and once the page is idle, so that neither the first load
// nor its first busy second carries it: the links are only needed when the player asks for help.
import type * as CipherModule from '@mweb/api-contract/cipher';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { whenIdle } from '../base/when-idle';
import { pendingServicePaths, type DecryptedServicePaths } from './site-config';
import { servicePathsDecrypted, type SiteState } from './site.slice';

type Cipher = typeof CipherModule;

export function createCustomerServiceListener(
  loadCipher: () => Promise<Cipher> = () => import('@mweb/api-contract/cipher'),
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
      const decrypted: Record<string, string | null> = {};
      try {
        const { CipherError, decryptCustomerServicePath } = await loadCipher();
        for (const path of paths) {
          try {
            decrypted[path] = decryptCustomerServicePath(path);
          } catch (error) {
            if (!(error instanceof CipherError)) throw error;
            decrypted[path] = null;
          }
        }
      } catch (error) {
        // Without the cipher these entries stay hidden, as an undecryptable one always was.
        console.warn('Customer-service links could not be decrypted.', error);
        for (const path of paths) decrypted[path] = null;
      }
      api.dispatch(servicePathsDecrypted(decrypted satisfies DecryptedServicePaths));
      api.subscribe();
    },
  });
  return listener;
}
