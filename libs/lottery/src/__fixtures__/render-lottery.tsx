// What the lottery tests share: the screen test kit with the lottery dictionaries, a clock moved by
// hand (the screen's one ticker and its refresh timer), a layout as a phone would measure it, and
// lotteries made to order.
import {
  renderScreen,
  setUpScreenTests,
  type RenderScreenOptions,
  type ScreenTestKit,
} from '@mweb/api-client/screen-tests';
import { NoticeProvider } from '@mweb/ui-kit';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, vi } from 'vitest';
import { LotteryClockProvider, type LotteryClock } from '../lib/clock/lottery-clock';

export { GATEWAY, locationText, recordRequests } from '@mweb/api-client/screen-tests';
export { demoLottery } from './demo-lottery';

/** MSW with the contract's fixtures and the lottery dictionaries, for one test file. */
export function setUpLotteryTests(): ScreenTestKit {
  const kit = setUpScreenTests({ namespaces: ['lottery', 'games'], wrap: NoticeProvider });
  beforeAll(() => {
    // jsdom cannot scroll; the list virtualiser keeps the view steady with scrollTo.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // jsdom lays nothing out: a row measures what it would on a phone, so a long list draws only
    // its first rows, as it does in a browser.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(65);
  });
  return kit;
}

/**
 * A clock the test moves: `tick(ms)` moves time on and ticks once, firing the timers now due; a
 * timer set with no time left runs at once.
 */
export interface HandClock extends LotteryClock {
  tick: (ms: number) => void;
}

export function handClock(start: number): HandClock {
  let now = start;
  const listeners = new Set<() => void>();
  let timers: { at: number; run: () => void }[] = [];
  return {
    now: () => now,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    after: (ms, run) => {
      // A timer already due runs at the next turn, as the browser's does, without a tick.
      if (ms <= 0) {
        let cancelled = false;
        queueMicrotask(() => {
          if (!cancelled) act(run);
        });
        return () => {
          cancelled = true;
        };
      }
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => {
        timers = timers.filter((other) => other !== timer);
      };
    },
    tick: (ms) => {
      act(() => {
        now += ms;
        const due = timers.filter((timer) => timer.at <= now);
        timers = timers.filter((timer) => timer.at > now);
        for (const timer of due) timer.run();
        for (const listener of listeners) listener();
      });
    },
  };
}

/** A screen at its route, on a clock the test moves. */
export function renderLottery(
  ui: ReactElement,
  clock: LotteryClock,
  options: RenderScreenOptions,
): ReturnType<typeof renderScreen> {
  return renderScreen(<LotteryClockProvider clock={clock}>{ui}</LotteryClockProvider>, options);
}
