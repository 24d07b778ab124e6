// A lottery made to order, for the component tests and the stories alike (no test runner here).
import type { LotteryGame } from '@mweb/api-client';

/** A lottery as the menu lists it: on sale, its countdown ending 5 s before `remainTime`. */
export function demoLottery(code: string, overrides: Partial<LotteryGame> = {}): LotteryGame {
  return {
    code,
    gameCode: code,
    gameId: code,
    gameType: 'ELOTT',
    vassalage: 'GPI',
    nodeId: `n-${code}`,
    remark: `Lottery ${code}`,
    isSale: true,
    remainTime: 65_000,
    lockTime: 5_000,
    lotteryTime: [0, 10_000],
    numero: `20261125-${code}`,
    lottoMode: 'Entertainment,Tradition',
    ...overrides,
  };
}
