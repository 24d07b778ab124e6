import { afterEach, describe, expect, it, vi } from 'vitest';
import { onceSettled } from './page-settled';

/** The browser's resource timing, reduced to what the code asks of it; `load()` reports one. */
function stubResourceTiming() {
  const callbacks: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['resource', 'paint'];
    constructor(private readonly callback: () => void) {}
    observe() {
      callbacks.push(this.callback);
    }
    disconnect() {
      callbacks.splice(callbacks.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    load: () => {
      for (const callback of [...callbacks]) callback();
    },
    observing: () => callbacks.length,
  };
}

/** That `settled` is called once the timers have run `ms` more, and not a millisecond before. */
function expectSettledIn(settled: () => void, ms: number) {
  vi.advanceTimersByTime(ms - 1);
  expect(settled).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(settled).toHaveBeenCalledOnce();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('onceSettled', () => {
  it('waits until nothing has loaded for the quiet time, each load starting it over', () => {
    vi.useFakeTimers();
    const timing = stubResourceTiming();
    const settled = vi.fn();
    onceSettled(settled, { busy: () => false, quietMs: 1_000, latestMs: 60_000 });
    vi.advanceTimersByTime(900);
    timing.load();
    vi.advanceTimersByTime(900);
    timing.load();
    expectSettledIn(settled, 1_000);
    expect(timing.observing()).toBe(0);
  });

  it('waits while the page is busy, however quiet its loads', () => {
    vi.useFakeTimers();
    stubResourceTiming();
    const settled = vi.fn();
    let busy = true;
    onceSettled(settled, { busy: () => busy, quietMs: 1_000, latestMs: 60_000 });
    vi.advanceTimersByTime(5_000);
    expect(settled).not.toHaveBeenCalled();
    busy = false;
    expectSettledIn(settled, 1_000);
  });

  it('gives up waiting for quiet at the latest time', () => {
    vi.useFakeTimers();
    const timing = stubResourceTiming();
    const settled = vi.fn();
    onceSettled(settled, { busy: () => false, quietMs: 1_000, latestMs: 5_000 });
    // A load every half second, never a quiet second.
    for (let elapsed = 0; elapsed < 4_500; elapsed += 500) {
      timing.load();
      vi.advanceTimersByTime(500);
    }
    timing.load();
    expectSettledIn(settled, 500);
    vi.advanceTimersByTime(10_000);
    expect(settled).toHaveBeenCalledOnce();
  });

  it('waits for the quiet time alone where the browser has no resource timing', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    const settled = vi.fn();
    onceSettled(settled, { busy: () => false, quietMs: 1_000, latestMs: 60_000 });
    expectSettledIn(settled, 1_000);
  });

  it('never calls back once cancelled', () => {
    vi.useFakeTimers();
    const timing = stubResourceTiming();
    const settled = vi.fn();
    const cancel = onceSettled(settled, { busy: () => false, quietMs: 1_000, latestMs: 5_000 });
    cancel();
    expect(timing.observing()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(settled).not.toHaveBeenCalled();
  });
});
