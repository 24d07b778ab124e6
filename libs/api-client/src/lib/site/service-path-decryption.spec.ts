import { encryptCustomerServicePath } from '@mweb/api-contract';
import * as cipher from '@mweb/api-contract/cipher';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  decryptOffMainThread,
  decryptOnMainThread,
  decryptServicePaths,
  type WorkerAnswer,
} from './service-path-decryption';

const secure = encryptCustomerServicePath('https://cs.example/secure', 'Ab3dEf7h');
const vip = encryptCustomerServicePath('/platform/chat/vip', 'Zx9cVb1n');

/** A stand-in for the browser's Worker: records what it is sent and answers as the test says. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  static react: (worker: FakeWorker) => void = () => undefined;
  readonly sent: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(paths: unknown) {
    this.sent.push(paths);
    queueMicrotask(() => FakeWorker.react(this));
  }
  answer(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  terminate() {
    this.terminated = true;
  }
}

/** Workers made from here on are fakes that react to their message as given. */
function fakeWorker(react: (worker: FakeWorker) => void): FakeWorker[] {
  FakeWorker.made = [];
  FakeWorker.react = react;
  vi.stubGlobal('Worker', FakeWorker);
  return FakeWorker.made;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('decrypting customer-service paths', () => {
  it('decrypts each path, and a path the cipher refuses to null', () => {
    expect(decryptServicePaths([secure, 'short', 'zz'.repeat(12)], cipher)).toEqual({
      [secure]: 'https://cs.example/secure',
      short: null,
      ['zz'.repeat(12)]: null,
    });
  });

  it('lets an error that is not the cipher refusing a path through', () => {
    const broken = {
      CipherError: cipher.CipherError,
      decryptCustomerServicePath: () => {
        throw new TypeError('a bug');
      },
    };
    expect(() => decryptServicePaths([secure], broken)).toThrow('a bug');
  });

  it('sends the paths to a worker of their own and takes its answer, then ends it', async () => {
    const made = fakeWorker((worker) =>
      worker.answer({ decrypted: { [secure]: 'from the worker' } }),
    );
    await expect(decryptOffMainThread([secure])).resolves.toEqual({ [secure]: 'from the worker' });
    expect(made).toHaveLength(1);
    expect(made[0]?.url.pathname).toMatch(/service-paths\.worker\.ts$/);
    expect(made[0]?.sent).toEqual([[secure]]);
    expect(made[0]?.terminated).toBe(true);
  });

  it('decrypts on the main thread when the worker cannot load its script', async () => {
    const made = fakeWorker((worker) => worker.dispatchEvent(new Event('error')));
    await expect(decryptOffMainThread([secure, vip])).resolves.toEqual({
      [secure]: 'https://cs.example/secure',
      [vip]: '/platform/chat/vip',
    });
    expect(made[0]?.terminated).toBe(true);
  });

  it('decrypts on the main thread where no worker can be made', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('Refused by the content security policy.', 'SecurityError');
        }
      },
    );
    await expect(decryptOffMainThread([vip])).resolves.toEqual({ [vip]: '/platform/chat/vip' });
    vi.stubGlobal('Worker', undefined);
    await expect(decryptOffMainThread([vip])).resolves.toEqual({ [vip]: '/platform/chat/vip' });
  });

  it('fails with the reason a worker gives, and on an answer it cannot read', async () => {
    fakeWorker((worker) => worker.answer({ failure: 'the cipher broke' }));
    await expect(decryptOffMainThread([secure])).rejects.toThrow('the cipher broke');
    fakeWorker((worker) => worker.answer('nonsense'));
    await expect(decryptOffMainThread([secure])).rejects.toThrow('nonsense');
    // A result that is neither a text nor null never reaches a customer-service link.
    fakeWorker((worker) => worker.answer({ decrypted: { [secure]: { href: 'javascript:1' } } }));
    await expect(decryptOffMainThread([secure])).rejects.toThrow('nonsense');
    fakeWorker((worker) => worker.answer({ decrypted: ['https://chat.example'] }));
    await expect(decryptOffMainThread([secure])).rejects.toThrow('nonsense');
  });

  it('fails when the cipher cannot be downloaded for the main thread', async () => {
    await expect(
      decryptOnMainThread([secure], () => Promise.reject(new Error('offline'))),
    ).rejects.toThrow('offline');
  });
});

describe('the worker script', () => {
  /** Loads the worker's module into a stand-in global scope; returns how to message it. */
  async function startWorker() {
    let onMessage: ((event: MessageEvent<unknown>) => void) | undefined;
    const answers: WorkerAnswer[] = [];
    vi.stubGlobal('addEventListener', (type: string, listener: typeof onMessage) => {
      if (type === 'message') onMessage = listener;
    });
    vi.stubGlobal('postMessage', (answer: WorkerAnswer) => answers.push(answer));
    await import('./service-paths.worker');
    return {
      answers,
      send: (data: unknown) => onMessage?.(new MessageEvent('message', { data })),
    };
  }

  it('answers the paths it is sent with what they decrypt to', async () => {
    const worker = await startWorker();
    worker.send([secure, 'short', 42]);
    expect(worker.answers).toEqual([
      { decrypted: { [secure]: 'https://cs.example/secure', short: null } },
    ]);
  });

  it('answers a message that is not a list with nothing decrypted', async () => {
    const worker = await startWorker();
    worker.send({ paths: [secure] });
    expect(worker.answers).toEqual([{ decrypted: {} }]);
  });
});
