import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint, whenIdle } from './when-idle';

type Entries = { getEntriesByName: (name: string) => { name: string }[] };

/** A browser's paint timing, reduced to what the code asks of it; `paint` reports entries. */
function stubPaintTiming() {
  const observers: ((entries: Entries) => void)[] = [];
  let disconnected = 0;
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: (entries: Entries) => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      disconnected += 1;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint(...names: string[]) {
      const entries: Entries = {
        getEntriesByName: (name) => names.filter((entry) => entry === name).map(() => ({ name })),
      };
      for (const observer of observers) observer(entries);
    },
    disconnected: () => disconnected,
  };
}

/** Whether the promise has settled once pending callbacks and due timers have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterFirstContentfulPaint', () => {
  it('waits for the first contentful paint, not the first paint, and then stops listening', async () => {
    vi.useFakeTimers();
    const timing = stubPaintTiming();
    const painted = afterFirstContentfulPaint();
    expect(await settled(painted)).toBe(false);
    timing.paint('first-paint');
    expect(await settled(painted)).toBe(false);
    timing.paint('first-contentful-paint');
    expect(await settled(painted)).toBe(true);
    expect(timing.disconnected()).toBe(1);
  });

  it('goes on at the next turn where the browser does not report paints', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    expect(await settled(afterFirstContentfulPaint())).toBe(true);
  });
});

describe('whenIdle', () => {
  it('waits for the first contentful paint before it asks for idle time', async () => {
    vi.useFakeTimers();
    const timing = stubPaintTiming();
    const idleRequests: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleRequests.push(callback));
    const idle = whenIdle();
    expect(await settled(idle)).toBe(false);
    expect(idleRequests).toHaveLength(0);
    timing.paint('first-contentful-paint');
    expect(await settled(idle)).toBe(false);
    expect(idleRequests).toHaveLength(1);
    idleRequests[0]?.();
    expect(await settled(idle)).toBe(true);
  });
});
