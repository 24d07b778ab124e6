// What the lottery stories share: a screen at its app path, and the menus the contract fixtures do
// not hold (southern Vietnam by weekday, an empty menu, a refused one, one that never answers).
import type { LotteryGame } from '@mweb/api-client';
import { answer, fail, holdAnswer, storyOrigin } from '@mweb/api-client/testing';
import { demoLottery } from './demo-lottery';

export { AtPath, answer, storyOrigin } from '@mweb/api-client/testing';

/** A lottery as the menu lists it, named, an hour from its draw and locked 15 minutes before. */
export const storyLottery = (
  code: string,
  remark: string,
  overrides: Partial<LotteryGame> = {},
): LotteryGame =>
  demoLottery(code, {
    remark,
    remainTime: 3_600_000,
    lockTime: 900_000,
    lotteryTime: [0, 1_800_000],
    ...overrides,
  });

/** Southern Vietnam: three provinces drawing on Wednesdays (4), two on Mondays (2). */
export const southernMenuAnswer = answer(
  'lottery.menu',
  [
    {
      code: 'vietnam_southern',
      labelName: 'Southern Vietnam',
      gameMenus: [
        storyLottery('VS1', 'Đồng Nai', { drawDayOfWeek: '4' }),
        storyLottery('VS2', 'Cần Thơ', { drawDayOfWeek: '4' }),
        storyLottery('VS3', 'Sóc Trăng', { drawDayOfWeek: '4' }),
        storyLottery('VS4', 'TP. Hồ Chí Minh', { drawDayOfWeek: '2,7' }),
        storyLottery('VS5', 'Cà Mau', { drawDayOfWeek: '2' }),
      ],
    },
  ],
  storyOrigin,
);

/** A menu with no lottery at all. */
export const emptyMenuAnswer = answer('lottery.menu', [], storyOrigin);

/** The menu refused by the gateway. */
export const failedMenuAnswer = fail(
  'lottery.menu',
  { errorCode: 'SYSTEM_ERROR', status: 500 },
  storyOrigin,
);

/** A menu that does not come while the story is looked at: the loading state. */
export const heldMenuAnswer = holdAnswer('lottery.menu', [], storyOrigin).handler;
