import { useCallback, useSyncExternalStore } from 'react';

interface TimeLeftOptions {
  /** How often to look at the clock, in ms. */
  tickMs: number;
  /** Whether to keep looking (a closed countdown needs no timer). */
  active: boolean;
  /** Whole seconds rounded down (a countdown) or up (seconds left to wait). */
  rounding: 'floor' | 'ceil';
  /** The server clock minus this device's clock, in ms. */
  clockOffsetMs?: number;
}

/**
 * The whole seconds left until `deadline`, read from the clock on every tick and whenever the page
 * becomes visible again. The clock is an external store: React re-renders only when the number of
 * seconds changes, and a new deadline is reflected in the same render.
 */
export function useSecondsLeft(
  deadline: number | null | undefined,
  { tickMs, active, rounding, clockOffsetMs = 0 }: TimeLeftOptions,
): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!active) return () => undefined;
      const interval = setInterval(onChange, tickMs);
      document.addEventListener('visibilitychange', onChange);
      return () => {
        clearInterval(interval);
        document.removeEventListener('visibilitychange', onChange);
      };
    },
    [active, tickMs],
  );
  const read = () => {
    if (deadline === null || deadline === undefined || !Number.isFinite(deadline)) return 0;
    return Math[rounding]((deadline - (Date.now() + clockOffsetMs)) / 1000);
  };
  return useSyncExternalStore(subscribe, read, read);
}
