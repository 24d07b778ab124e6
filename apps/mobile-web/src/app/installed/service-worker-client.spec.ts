import { afterEach, describe, expect, it, vi } from 'vitest';
import { startServiceWorker } from './service-worker-client';
import { SKIP_WAITING } from './sw-policy';

/** A service worker as the page sees it: a state, and the messages sent to it. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  readonly update = vi.fn(() => Promise.resolve());
  /** A new release found: it installs, then waits. */
  release(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    this.waiting = worker;
    worker.install();
    return worker;
  }
}

function fakeContainer(options: { controlled: boolean }) {
  const registration = new FakeRegistration();
  const container = Object.assign(new EventTarget(), {
    controller: options.controlled ? new FakeWorker() : null,
    register: vi.fn(() => Promise.resolve(registration)),
  });
  return { container, registration };
}

type Container = Parameters<typeof startServiceWorker>[0];

async function start(options: { controlled: boolean }) {
  const { container, registration } = fakeContainer(options);
  const onUpdateAvailable = vi.fn();
  const reload = vi.fn();
  // The fake has the members the client uses; the DOM type has many more.
  const client = startServiceWorker(container as unknown as Container, onUpdateAvailable, reload);
  await Promise.resolve();
  await Promise.resolve();
  return { client, container, registration, onUpdateAvailable, reload };
}

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('the service worker client', () => {
  it('registers the worker for the app under /m/', async () => {
    const { client, container } = await start({ controlled: false });
    stop = client.stop;
    expect(container.register).toHaveBeenCalledWith('/m/sw.js', { scope: '/m/' });
  });

  it('says nothing about the first install', async () => {
    const { client, registration, onUpdateAvailable } = await start({ controlled: false });
    stop = client.stop;
    registration.release();
    expect(onUpdateAvailable).not.toHaveBeenCalled();
  });

  it('reports a new release waiting behind the one in control', async () => {
    const { client, registration, onUpdateAvailable } = await start({ controlled: true });
    stop = client.stop;
    registration.release();
    expect(onUpdateAvailable).toHaveBeenCalledOnce();
  });

  it('lets the new release take over when asked, and reloads the same address then', async () => {
    const { client, container, registration, reload } = await start({ controlled: true });
    stop = client.stop;
    const worker = registration.release();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();

    client.applyUpdate();
    expect(worker.messages).toEqual([SKIP_WAITING]);
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });
});
