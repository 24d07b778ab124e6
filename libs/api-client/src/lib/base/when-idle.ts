/**
 * Resolves once the browser has a moment to spare (at most `timeoutMs` later), or on the next
 * turn where it has no idle callbacks (Safari, tests). For work a player does not wait for, so
 * that it does not lengthen the tasks of a page load.
 */
export function whenIdle(timeoutMs = 2_000): Promise<void> {
  return new Promise((done) => {
    if (typeof globalThis.requestIdleCallback === 'function')
      globalThis.requestIdleCallback(() => done(), { timeout: timeoutMs });
    else setTimeout(done, 1);
  });
}
