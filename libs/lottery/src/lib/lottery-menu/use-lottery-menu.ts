import { useLotteryMenuQuery } from '@mweb/api-client';
import { useEffect, useState } from 'react';
import { useLotteryClock } from '../clock/lottery-clock';
import { menuRefreshDelay } from '../draw-timing';
import type { LotteryCategory } from './menu-rules';

/** The prize mode of the lotteries this menu lists (SPEC.md section 9: ModeElott and SEA). */
export type PrizeMode = 'ModeElott' | 'SEA';

export interface LotteryMenu {
  /** The categories of the latest answer, empty until the first. */
  categories: readonly LotteryCategory[];
  /**
   * When the latest answer arrived, on the screen's clock. Its `remainTime`s count from here, so
   * each countdown's deadline is absolute and the phone's own clock setting does not matter.
   */
  receivedAt: number;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

interface Answer {
  categories: readonly LotteryCategory[];
  receivedAt: number;
}

const NO_CATEGORIES: readonly LotteryCategory[] = [];

/**
 * The lottery menu of a prize mode, refreshed by the menu rule (SPEC.md section 4): at the
 * smallest remaining draw time among games with a draw number, at most 30 s, and after 7 s when
 * a draw is due. A failed refresh keeps the last menu and tries again by the same rule.
 */
export function useLotteryMenu(prizeMode: PrizeMode): LotteryMenu {
  const clock = useLotteryClock();
  const { data, isLoading, isError, refetch } = useLotteryMenuQuery({
    prizeMode,
    device: 'MOBILE',
  });
  const [answer, setAnswer] = useState<Answer>();
  // When the menu was last asked for, on the screen's clock: a failed refresh counts from there,
  // and each finished refresh sets the next one.
  const [askedAt, setAskedAt] = useState(0);

  // A new answer is stamped with its arrival as it is first rendered, so its countdowns start
  // from the moment it came (state adjusted during render, not in an effect a frame later).
  if (data && answer?.categories !== data) setAnswer({ categories: data, receivedAt: clock.now() });

  useEffect(() => {
    if (!answer) return;
    const games = answer.categories.flatMap((category) => category.gameMenus);
    // Due from the answer's arrival, not from this effect, which a busy phone runs later.
    const due = Math.max(answer.receivedAt, askedAt) + menuRefreshDelay(games);
    return clock.after(Math.max(0, due - clock.now()), () => {
      const asked = clock.now();
      void refetch().finally(() => setAskedAt(asked));
    });
  }, [answer, askedAt, clock, refetch]);

  return {
    categories: answer?.categories ?? NO_CATEGORIES,
    receivedAt: answer?.receivedAt ?? 0,
    loading: isLoading || (Boolean(data) && !answer),
    failed: isError && !answer,
    retry: () => void refetch(),
  };
}
