// When a page has settled: loaded, and then quiet. What no screen waits for and would compete with
// the page's own loading for a phone's network and processor (the service worker's install, the
// marquee's motion) waits for it.
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { selectOldestPending } from './store/pending-calls';
import type { AppState } from './store/make-store';

/**
 * The attribute index.html gives the document's root until the page has settled; the kit's
 * decorative motion holds still while it is there.
 */
const PAGE_LOADING_ATTRIBUTE = 'data-loading';

/** How long a loaded page must have fetched nothing before it counts as settled. */
export const SETTLED_QUIET_MS = 3_000;
/** A page that never stops fetching (a poll, a slow gateway) counts as settled this long after. */
export const SETTLED_AT_THE_LATEST_MS = 20_000;

export interface SettledOptions {
  /** Whether the page is still waiting for something no finished fetch shows (a call under way). */
  busy: () => boolean;
  quietMs?: number;
  latestMs?: number;
}

/**
 * Calls `then` once the page has settled: no resource finished loading (script, stylesheet,
 * picture, gateway call) for `quietMs` while `busy()` is false, or `latestMs` after this call at
 * the latest. For work that would compete with the page's own loading for a phone's network and
 * processor, on no screen's behalf. Returns a function that cancels the wait.
 */
export function onceSettled(
  then: () => void,
  { busy, quietMs = SETTLED_QUIET_MS, latestMs = SETTLED_AT_THE_LATEST_MS }: SettledOptions,
): () => void {
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let lastLoad = Date.now();
  const stop = () => {
    clearTimeout(quietTimer);
    clearTimeout(latestTimer);
    observer?.disconnect();
  };
  const finish = () => {
    stop();
    then();
  };
  // A load only notes its time, and the timer looks when it fires: a page's first seconds report
  // dozens of loads, and setting a timer for each cost more than the wait it measured.
  const check = () => {
    const quietFor = Date.now() - lastLoad;
    if (quietFor < quietMs) {
      quietTimer = setTimeout(check, quietMs - quietFor);
    } else if (busy()) {
      lastLoad = Date.now();
      quietTimer = setTimeout(check, quietMs);
    } else {
      finish();
    }
  };
  const latestTimer = setTimeout(finish, latestMs);
  // Each finished load starts the quiet over; without resource timing, the wait is the quiet alone.
  const observer = globalThis.PerformanceObserver?.supportedEntryTypes.includes('resource')
    ? new PerformanceObserver(() => {
        lastLoad = Date.now();
      })
    : undefined;
  observer?.observe({ type: 'resource' });
  quietTimer = setTimeout(check, quietMs);
  return stop;
}

/** True once the page has finished loading (its load event). */
function useLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
}

/**
 * Whether the page has settled: after its load event, once no gateway call is under way and
 * nothing has loaded for a while. Then the document's root loses its loading attribute. Mounted
 * once, by the shell.
 */
export function useWatchPageSettled(): boolean {
  const loaded = useLoaded();
  const store = useStore<AppState>();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!loaded) return;
    return onceSettled(
      () => {
        document.documentElement.removeAttribute(PAGE_LOADING_ATTRIBUTE);
        setSettled(true);
      },
      { busy: () => selectOldestPending(store.getState()) !== null },
    );
  }, [loaded, store]);
  return settled;
}
