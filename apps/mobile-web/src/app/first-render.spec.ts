import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RENDER_WAIT_MS, firstRenderReady } from './first-render';
import { settled } from '@mweb/api-client/screen-tests';

/** A promise and the function that settles it, for answers that arrive when a test says. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('firstRenderReady', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('on a first visit, waits for the status answer as well as the dictionaries', async () => {
    vi.useFakeTimers();
    const status = deferred<void>();
    const ready = firstRenderReady(Promise.resolve('i18n'), status.promise);
    expect(await settled(ready)).toBe(false);
    status.resolve();
    expect(await settled(ready)).toBe(true);
    await expect(ready).resolves.toBe('i18n');
  });

  it('waits for the dictionaries when the status answers first', async () => {
    vi.useFakeTimers();
    const dictionaries = deferred<string>();
    const ready = firstRenderReady(dictionaries.promise, Promise.resolve());
    expect(await settled(ready)).toBe(false);
    dictionaries.resolve('i18n');
    await expect(ready).resolves.toBe('i18n');
  });

  it('shows the app without the status once the wait is over, and not before', async () => {
    vi.useFakeTimers();
    const ready = firstRenderReady(Promise.resolve('i18n'), new Promise<void>(() => undefined));
    await vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS - 1);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(ready).resolves.toBe('i18n');
  });

  it('on a later visit, renders from the cached status without waiting for the call', async () => {
    vi.useFakeTimers();
    const ready = firstRenderReady(Promise.resolve('i18n'), undefined);
    expect(await settled(ready)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer behind once the status has answered', async () => {
    vi.useFakeTimers();
    await firstRenderReady(Promise.resolve('i18n'), Promise.resolve());
    expect(vi.getTimerCount()).toBe(0);
  });
});
