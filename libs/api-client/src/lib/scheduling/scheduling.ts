// When code runs: the app's and the features' scheduling helpers, and nowhere else
// (docs/architecture/performance.md has the rules). The two hooks are files of their own beside
// this one (use-after-first-commit.ts, use-after-first-paint.ts): a bundler places whole modules,
// and they belong to the lazy chunks of the screens that use them, not to the first load.
import type { ApiClientDispatch } from '../store/api-client-store';

/** A MessagePort as Node has it too: there an open port with a listener keeps the process alive. */
type Port = MessagePort & { ref?: () => void; unref?: () => void };

/** The waiters of `nextTask`, oldest first: each message on the channel wakes one. */
const waiting: (() => void)[] = [];
let channel: MessageChannel | undefined;

/**
 * Resolves in a task of its own, after everything the current task has queued (its microtasks
 * included). The app's boot runs its steps so, and every gateway call is sent so: a phone's main
 * thread is then never held for the whole boot at once, nor for a render's effects and all the
 * calls they start, and a tap or a frame can come between two steps.
 *
 * A message rather than a timer: a page opened in a background tab gets its timers slowed to one
 * a second, and the boot would crawl; messages are not slowed. One channel serves every caller,
 * a message each, so each goes on in a task of its own, in the order they asked: a port pair made
 * and started per call cost the home page's first effects, which start a dozen calls, a few
 * milliseconds in Lighthouse's traces.
 */
export function nextTask(): Promise<void> {
  if (!channel) {
    channel = new MessageChannel();
    const receiver: Port = channel.port1;
    receiver.onmessage = () => {
      waiting.shift()?.();
      // Node: the process waits for a message only while someone does.
      if (waiting.length === 0) receiver.unref?.();
    };
  }
  (channel.port1 as Port).ref?.();
  channel.port2.postMessage(null);
  return new Promise((resolve) => waiting.push(resolve));
}

/**
 * The app's first paint: the page's first contentful one, and past a splash the app's first commit
 * and its frame. Watched by one observer however many wait for it.
 */
let appFirstPaint: Promise<void> | undefined;
/** The app's first commit, where a splash stood in for the app until then: see `setSplashUntil`. */
let splashUntil: Promise<void> | undefined;

/** Resolves after the next frame has been painted: in the task after its animation frame. */
function afterNextFrame(): Promise<void> {
  return new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
}

/** The page's first contentful paint, or the next turn where the browser does not report paints. */
function contentfulPaint(): Promise<void> {
  return new Promise((done) => {
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
}

/**
 * For a page that shows a splash until the app's first render (index.html's, while the code and
 * the dictionaries download): the page's first contentful paint is then the splash's, seconds
 * before the app's, and `afterFirstPaint` waits for `committed` (the app's first commit) and the
 * frame that paints it. Called by the boot before anything waits for the first paint.
 */
export function setSplashUntil(committed: Promise<void>): void {
  splashUntil = committed;
}

/**
 * Resolves once the page has shown the app's first content (at once when it has), or on the next
 * turn where the browser does not report paints (tests, old browsers). For code and calls the
 * first paint does not need, so that they do not stand before it: before the app's own first
 * paint, they would share a slow network with what it shows (the banner's picture).
 *
 * Each caller goes on in a task of its own: everything that waited for the paint would otherwise
 * run in the one task that reported it (home's lower sections, the installed app and the idle
 * requests together took 45-55 ms there, most of it the links of their chunks).
 */
export function afterFirstPaint(): Promise<void> {
  appFirstPaint ??= contentfulPaint().then(() => splashUntil?.then(afterNextFrame));
  return appFirstPaint.then(() => new Promise((done) => setTimeout(done)));
}

/**
 * Resolves once the page has shown its first content and the browser then has a moment to spare
 * (at most `timeoutMs` later), or on the next turn where it has no idle callbacks (Safari, tests).
 * For work a player does not wait for, so that it neither lengthens the tasks of a page load nor
 * comes before its first paint.
 */
export async function whenIdle(timeoutMs = 2_000): Promise<void> {
  await afterFirstPaint();
  return new Promise((done) => {
    if (typeof globalThis.requestIdleCallback === 'function')
      globalThis.requestIdleCallback(() => done(), { timeout: timeoutMs });
    else setTimeout(done, 1);
  });
}

/** The app's dispatch once the boot has made the store; see {@link bootedDispatch}. */
let booted: ApiClientDispatch | undefined;

/**
 * The boot hands its store's dispatch over here once the store exists (`undefined` takes it back,
 * as a test does).
 */
export function setBootedDispatch(dispatch: ApiClientDispatch | undefined): void {
  booted = dispatch;
}

/**
 * The app's dispatch, once the boot has made the store: for a screen's code to send a call its
 * first render would make the moment that code has arrived, instead of after the render and its
 * effects (hundreds of milliseconds on a cheap phone, with the screen's largest paint waiting
 * behind them). Unset where a screen renders on a store of its own (tests, stories), which then
 * asks as it renders.
 */
export function bootedDispatch(): ApiClientDispatch | undefined {
  return booted;
}
