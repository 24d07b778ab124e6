import { describe, expect, it, vi } from 'vitest';
import { loadOnce, screenCodeStarter } from './screen-code';

describe('loadOnce', () => {
  it('shares one download between the boot and the router', async () => {
    const load = vi.fn(() => Promise.resolve('login code'));
    const shared = loadOnce(load);
    const first = shared();
    await expect(shared()).resolves.toBe('login code');
    await expect(first).resolves.toBe('login code');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads again after a failure, so the next visit can recover', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('login code');
    const shared = loadOnce(load);
    await expect(shared()).rejects.toThrow('offline');
    await expect(shared()).resolves.toBe('login code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('screenCodeStarter', () => {
  function screens() {
    const login = vi.fn(() => Promise.resolve('login'));
    const message = vi.fn(() => Promise.resolve('message'));
    const lotto = vi.fn(() => Promise.resolve('lotto'));
    const start = screenCodeStarter([
      { screen: 'home' },
      { screen: 'login', lazy: login },
      { screen: 'message', lazy: message },
      { screen: 'lottoH5', lazy: lotto },
    ]);
    return { start, login, message, lotto };
  }

  it("starts the code of the screen at the address, by any of the screen's paths", () => {
    const { start, login, message } = screens();
    start('/m/login');
    start('/m/messages');
    expect(login).toHaveBeenCalledTimes(1);
    expect(message).toHaveBeenCalledTimes(1);
  });

  it('leaves other addresses to the router', () => {
    const { start, login, message, lotto } = screens();
    for (const pathname of [
      '/m/home',
      '/login',
      '/m/login/',
      '/m/Login',
      '/m/lotto-h5/a/b/games/1',
    ])
      start(pathname);
    expect([login, message, lotto].map((load) => load.mock.calls.length)).toEqual([0, 0, 0]);
  });

  it('keeps a failed download from surfacing as an unhandled rejection', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      screenCodeStarter([{ screen: 'login', lazy: failing }])('/m/login');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(failing).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
