import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootedDispatch, nextTask, setBootedDispatch } from './scheduling';
import { settled } from '../../testing/screen-tests';

/** The module as a page loads it: it watches the page's first paint once, from its first call. */
async function freshModule() {
  vi.resetModules();
  return import('./scheduling');
}

type Entries = { getEntriesByName: (name: string) => { name: string }[] };

/** A browser's paint timing, reduced to what the code asks of it; `paint` reports entries. */
function stubPaintTiming() {
  const observers: ((entries: Entries) => void)[] = [];
  let disconnected = 0;
  let observed = 0;
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: (entries: Entries) => void) {}
    observe() {
      observed += 1;
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
    observed: () => observed,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, not the first paint, and then stops listening', async () => {
    vi.useFakeTimers();
    const timing = stubPaintTiming();
    const { afterFirstPaint } = await freshModule();
    const painted = afterFirstPaint();
    expect(await settled(painted)).toBe(false);
    timing.paint('first-paint');
    expect(await settled(painted)).toBe(false);
    timing.paint('first-contentful-paint');
    expect(await settled(painted)).toBe(true);
    expect(timing.disconnected()).toBe(1);
  });

  it('waits, after a splash\u2019s paint, for the app\u2019s first commit and the frame that paints it', async () => {
    vi.useFakeTimers();
    const timing = stubPaintTiming();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    const { afterFirstPaint, setSplashUntil } = await freshModule();
    let commit: (() => void) | undefined;
    setSplashUntil(
      new Promise((committed) => {
        commit = committed;
      }),
    );
    const painted = afterFirstPaint();
    timing.paint('first-contentful-paint');
    expect(await settled(painted)).toBe(false);
    commit?.();
    expect(await settled(painted)).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    await vi.runAllTimersAsync();
    expect(await settled(painted)).toBe(true);
  });

  it('goes on at the next turn where the browser does not report paints', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    const { afterFirstPaint } = await freshModule();
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it('watches the paint once, and lets each caller go on in a task of its own', async () => {
    vi.useFakeTimers();
    const timing = stubPaintTiming();
    const { afterFirstPaint, whenIdle } = await freshModule();
    const order: string[] = [];
    const first = afterFirstPaint().then(() => {
      order.push('first');
      queueMicrotask(() => order.push('what the first queued'));
    });
    const second = afterFirstPaint().then(() => order.push('second'));
    void whenIdle();
    expect(timing.observed()).toBe(1);
    timing.paint('first-contentful-paint');
    await vi.runAllTimersAsync();
    await Promise.all([first, second]);
    // In one task, the second caller would have gone on before the first caller's queued work.
    expect(order).toEqual(['first', 'what the first queued', 'second']);
    // A call after the paint goes on at the next turn, with no observer of its own.
    expect(await settled(afterFirstPaint())).toBe(true);
    expect(timing.observed()).toBe(1);
  });
});

describe('whenIdle', () => {
  it('waits for the first contentful paint before it asks for idle time', async () => {
    vi.useFakeTimers();
    const timing = stubPaintTiming();
    const idleRequests: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleRequests.push(callback));
    const { whenIdle } = await freshModule();
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

describe('nextTask', () => {
  it('resolves after every microtask the current task queued, however long their chain', async () => {
    const order: string[] = [];
    let chain = Promise.resolve();
    for (let link = 0; link < 1_000; link += 1) chain = chain.then(() => undefined);
    void chain.then(() => order.push('microtasks'));
    await nextTask().then(() => order.push('next task'));
    expect(order).toEqual(['microtasks', 'next task']);
  });

  it('lets each caller go on in a task of its own, in the order they asked', async () => {
    const order: string[] = [];
    // A caller's microtasks all run before the next caller goes on: their tasks are distinct.
    const first = nextTask().then(() => {
      order.push('first');
      void Promise.resolve().then(() => order.push("first's microtask"));
    });
    const second = nextTask().then(() => order.push('second'));
    const third = nextTask().then(() => order.push('third'));
    await Promise.all([first, second, third]);
    expect(order).toEqual(['first', "first's microtask", 'second', 'third']);
  });

  it('serves callers that ask again once served', async () => {
    for (let round = 0; round < 3; round += 1) await nextTask();
    await expect(Promise.all([nextTask(), nextTask()])).resolves.toEqual([undefined, undefined]);
  });
});

describe('the booted dispatch', () => {
  it('is unset until the boot hands it over, and can be taken back', () => {
    const dispatch = vi.fn();
    expect(bootedDispatch()).toBeUndefined();
    setBootedDispatch(dispatch);
    expect(bootedDispatch()).toBe(dispatch);
    setBootedDispatch(undefined);
    expect(bootedDispatch()).toBeUndefined();
  });
});
