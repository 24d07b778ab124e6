import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';

/** The lottery timer ticks this often (SPEC.md section 9). */
export const LOTTERY_TICK_MS = 500;

/**
 * The time source of a lottery screen: one 500 ms ticker for every countdown on it (not one timer
 * per row), and the one-shot timer of the menu refresh. Tests pass a clock they move by hand.
 */
export interface LotteryClock {
  /** Epoch ms now. */
  now: () => number;
  /** Calls `listener` on every tick until the returned function is called. */
  subscribe: (listener: () => void) => () => void;
  /** Calls `run` once after `ms`, unless the returned function is called first. */
  after: (ms: number, run: () => void) => () => void;
}

/**
 * The device's clock. A single interval serves every subscriber and runs only while one listens;
 * it also ticks when the page becomes visible again, since a sleeping phone stops timers.
 */
export function createSystemClock(tickMs = LOTTERY_TICK_MS): LotteryClock {
  const listeners = new Set<() => void>();
  let stop: (() => void) | undefined;
  const tick = () => {
    for (const listener of listeners) listener();
  };
  const start = () => {
    const interval = setInterval(tick, tickMs);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', tick);
    };
  };
  return {
    now: () => Date.now(),
    subscribe: (listener) => {
      listeners.add(listener);
      stop ??= start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stop?.();
          stop = undefined;
        }
      };
    },
    after: (ms, run) => {
      const timeout = setTimeout(run, ms);
      return () => clearTimeout(timeout);
    },
  };
}

const ClockContext = createContext<LotteryClock | null>(null);
let systemClock: LotteryClock | undefined;

/** Gives the screens below a clock other than the device's (tests, stories, the benchmark). */
export function LotteryClockProvider({
  clock,
  children,
}: {
  clock: LotteryClock;
  children: ReactNode;
}) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The screen's clock: the provided one, else the device's (one for the whole app). */
export function useLotteryClock(): LotteryClock {
  const provided = useContext(ClockContext);
  if (provided) return provided;
  systemClock ??= createSystemClock();
  return systemClock;
}

/** Now, re-read on every tick of the screen's one ticker. */
export function useNow(): number {
  const clock = useLotteryClock();
  return useSyncExternalStore(clock.subscribe, clock.now, clock.now);
}

/**
 * A countdown's text, read on every tick; the row re-renders only when the text changes (once a
 * second), so a tick of a long list costs a comparison per visible row.
 */
export function useTickingText(read: (now: number) => string): string {
  const clock = useLotteryClock();
  const snapshot = () => read(clock.now());
  return useSyncExternalStore(clock.subscribe, snapshot, snapshot);
}

/** Sets a node's text when it differs: an unchanged text costs no DOM write. */
function writeText(node: HTMLElement | null, text: string) {
  if (node && node.textContent !== text) node.textContent = text;
}

/**
 * A countdown's text written straight into its node on every tick, with no render: the node is
 * React's, its text is not (React renders it empty). A tick of a long menu is then a string per
 * row and a text node for the ones that changed, where a render of every row each second made a
 * long task on a slow phone's CPU.
 */
export function useTickingTextNode<T extends HTMLElement>(
  read: (now: number) => string,
): RefObject<T | null> {
  const clock = useLotteryClock();
  const node = useRef<T | null>(null);
  const reader = useRef(read);
  // Every render keeps the newest reader, and a new deadline (a fresh menu answer) shows at once.
  useLayoutEffect(() => {
    reader.current = read;
    writeText(node.current, read(clock.now()));
  });
  useLayoutEffect(
    () => clock.subscribe(() => writeText(node.current, reader.current(clock.now()))),
    [clock],
  );
  return node;
}
