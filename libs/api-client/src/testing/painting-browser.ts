import { onTestFinished } from 'vitest';

/** A page whose browser reports paints, and the switch that reports the first contentful one. */
export interface PaintingBrowser {
  /** Reports the page's first contentful paint to whoever watches for it. */
  paint(): void;
}

/**
 * Makes the test environment a browser that reports paints (jsdom reports none, so code that
 * waits for the first contentful paint goes on at once there). `afterFirstPaint` keeps
 * its watch per page: import the code under test afresh after this (`vi.resetModules`). The
 * environment's own `PerformanceObserver` comes back when the test ends.
 */
export function paintingBrowser(): PaintingBrowser {
  const own = Object.getOwnPropertyDescriptor(globalThis, 'PerformanceObserver');
  let report: (() => void) | undefined;
  class ReportingObserver {
    static readonly supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (entries: unknown) => void) {}
    observe() {
      report = () =>
        this.callback({
          getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []),
        });
    }
    disconnect() {
      report = undefined;
    }
  }
  Object.defineProperty(globalThis, 'PerformanceObserver', {
    configurable: true,
    writable: true,
    value: ReportingObserver,
  });
  onTestFinished(() => {
    if (own) Object.defineProperty(globalThis, 'PerformanceObserver', own);
    else Reflect.deleteProperty(globalThis, 'PerformanceObserver');
  });
  return { paint: () => report?.() };
}
