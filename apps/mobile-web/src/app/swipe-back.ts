import { afterFirstPaint } from '@mweb/api-client/scheduling';
import { useEffect, useRef } from 'react';

/**
 * Goes back on a swipe from the leading edge (installed web apps have no browser back gesture).
 * The gesture's code loads after the first paint: no one swipes before the page is there.
 */
export function useSwipeBack(onBack: () => void, enabled: boolean): void {
  const latestOnBack = useRef(onBack);
  useEffect(() => {
    latestOnBack.current = onBack;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    let stop: (() => void) | undefined;
    let unmounted = false;
    // The first commit's effects run before the browser paints it: waiting for the paint keeps
    // this download and its task out of the way of the page's first (and largest) paint.
    void afterFirstPaint()
      .then(() => import('./swipe-gesture'))
      .then(({ listenForSwipeBack }) => {
        if (!unmounted) stop = listenForSwipeBack(() => latestOnBack.current());
      });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [enabled]);
}
