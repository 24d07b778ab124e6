// The worker of decryptOffMainThread: decrypts the customer-service paths it is sent, answers once.
import * as cipher from '@mweb/api-contract/cipher';
import { decryptServicePaths, type WorkerAnswer } from './service-path-decryption';

/** The worker's global scope, typed without the WebWorker library (the project compiles for the DOM). */
const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  postMessage(answer: WorkerAnswer): void;
};

scope.addEventListener('message', (event) => {
  const paths = Array.isArray(event.data)
    ? event.data.filter((path): path is string => typeof path === 'string')
    : [];
  try {
    scope.postMessage({ decrypted: decryptServicePaths(paths, cipher) });
  } catch (error) {
    scope.postMessage({ failure: error instanceof Error ? error.message : String(error) });
  }
});
