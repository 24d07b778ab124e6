/** The page's first contentful paint, watched by one observer however many wait for it. */
let firstContentfulPaint: Promise<void> | undefined;

/**
 * Resolves once the page has shown its first content (at once when it has), or on the next turn
 * where the browser does not report paints (tests, old browsers). For code and calls the first
 * paint does not need, so that they do not stand before it.
 *
 * Each caller goes on in a task of its own: everything that waited for the paint would otherwise
 * run in the one task that reported it (home's lower sections, the installed app and the idle
 * requests together took 45-55 ms there, most of it the links of their chunks).
 */
export function afterFirstContentfulPaint(): Promise<void> {
  firstContentfulPaint ??= new Promise((done) => {
    // No paint timing: the caller's own next turn is soon enough.
    if (!globalThis.PerformanceObserver?.supportedEntryTypes.includes('paint')) {
      done();
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      done();
    });
    // Buffered: a paint from before this call is reported too.
    observer.observe({ type: 'paint', buffered: true });
  });
  return firstContentfulPaint.then(() => new Promise((done) => setTimeout(done)));
}

/**
 * Resolves once the page has shown its first content and the browser then has a moment to spare
 * (at most `timeoutMs` later), or on the next turn where it has no idle callbacks (Safari, tests).
 * For work a player does not wait for, so that it neither lengthens the tasks of a page load nor
 * comes before its first paint.
 */
export async function whenIdle(timeoutMs = 2_000): Promise<void> {
  await afterFirstContentfulPaint();
  return new Promise((done) => {
    if (typeof globalThis.requestIdleCallback === 'function')
      globalThis.requestIdleCallback(() => done(), { timeout: timeoutMs });
    else setTimeout(done, 1);
  });
}
