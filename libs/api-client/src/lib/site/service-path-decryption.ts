// Type '3' customer-service paths are DES-encrypted (GATEWAY.md). crypto-js's DES is slow to start:
// decrypting one path took about 30 ms of the main thread, a long task of its own on a phone,
// a second after home had painted. A worker does it off the main thread; where no worker can run
// (an old browser, a CSP without worker-src, tests), the main thread does it as before.
import type * as CipherModule from '@mweb/api-contract/cipher';
import type { DecryptedServicePaths } from './site-config';

type Cipher = Pick<typeof CipherModule, 'CipherError' | 'decryptCustomerServicePath'>;

/** What the paths decrypt to; a path the cipher refuses decrypts to null (its entry stays hidden). */
export function decryptServicePaths(
  paths: readonly string[],
  { CipherError, decryptCustomerServicePath }: Cipher,
): DecryptedServicePaths {
  const decrypted: Record<string, string | null> = {};
  for (const path of paths) {
    try {
      decrypted[path] = decryptCustomerServicePath(path);
    } catch (error) {
      if (!(error instanceof CipherError)) throw error;
      decrypted[path] = null;
    }
  }
  return decrypted;
}

/** On the main thread: the cipher downloads with the first decryption. */
export async function decryptOnMainThread(
  paths: readonly string[],
  loadCipher: () => Promise<Cipher> = () => import('@mweb/api-contract/cipher'),
): Promise<DecryptedServicePaths> {
  return decryptServicePaths(paths, await loadCipher());
}

/** The worker's answer: every path's result, or why it could not decrypt them. */
export type WorkerAnswer = { decrypted: DecryptedServicePaths } | { failure: string };

/** Every path's result a text or null: anything else would reach a link as it stands. */
function isDecryptedPaths(value: unknown): value is DecryptedServicePaths {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((path) => typeof path === 'string' || path === null)
  );
}

function isWorkerAnswer(value: unknown): value is WorkerAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    (('decrypted' in value && isDecryptedPaths(value.decrypted)) ||
      ('failure' in value && typeof value.failure === 'string'))
  );
}

/**
 * In a worker of its own, which loads the cipher and ends with the answer. A worker that cannot
 * start or answer leaves the work to the main thread; an error of the cipher itself is reported.
 */
export function decryptOffMainThread(paths: readonly string[]): Promise<DecryptedServicePaths> {
  if (typeof Worker !== 'function') return decryptOnMainThread(paths);
  return new Promise<DecryptedServicePaths>((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./service-paths.worker.ts', import.meta.url), {
        type: 'module',
        name: 'customer-service paths',
      });
    } catch {
      // A CSP without worker-src, or no module workers.
      resolve(decryptOnMainThread(paths));
      return;
    }
    const settle = (answer: () => void) => {
      worker.terminate();
      answer();
    };
    worker.addEventListener('message', (event: MessageEvent<unknown>) => {
      const answer = event.data;
      if (!isWorkerAnswer(answer)) settle(() => reject(new Error('The worker answered nonsense.')));
      else if ('failure' in answer) settle(() => reject(new Error(answer.failure)));
      else settle(() => resolve(answer.decrypted));
    });
    // The worker's script did not load or run: the main thread has what it needs.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      settle(() => resolve(decryptOnMainThread(paths)));
    });
    worker.postMessage(paths);
  });
}
