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
    void import('./swipe-gesture').then(({ listenForSwipeBack }) => {
      if (!unmounted) stop = listenForSwipeBack(() => latestOnBack.current());
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [enabled]);
}
