import { lottery } from '@mweb/api-contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../gateway/register-call';
import { drawResult, pastDraws } from '../services/draw-clock';
import {
  listLotteries,
  listLotteriesByPrizeMode,
  listRecentLotteries,
  storeDrawResults,
} from '../services/lotteries';
import type { Platform } from '../services/platform';
import { scheduleOf, toIso, toLotteryGame } from './shapes';

const MENU_LABELS: Record<string, string> = {
  fast: 'Fast draws',
  keno: 'KENO',
  vietnam_northern: 'Northern Vietnam',
  vietnam_central: 'Central Vietnam',
  vietnam_southern: 'Southern Vietnam',
};
const VIETNAM_MENUS = ['vietnam_northern', 'vietnam_central', 'vietnam_southern'];

export function registerLotteryRoutes(app: FastifyInstance, platform: Platform): void {
  const menu = async (prizeMode: string, only?: readonly string[]) => {
    const now = platform.now();
    const rows = await listLotteriesByPrizeMode(platform, prizeMode);
    const codes = [...new Set(rows.map((row) => row.menu))].filter(
      (code) => !only || only.includes(code),
    );
    return codes.map((code) => ({
      code,
      labelName: MENU_LABELS[code] ?? code,
      displayName: MENU_LABELS[code] ?? code,
      gameMenus: rows.filter((row) => row.menu === code).map((row) => toLotteryGame(row, now)),
    }));
  };

  registerCall(app, platform, lottery.lotteryMenu, async ({ query }) => menu(query.prizeMode));
  registerCall(app, platform, lottery.vnLotteryMenu, async ({ query }) =>
    menu(query.prizeMode, VIETNAM_MENUS),
  );

  registerCall(app, platform, lottery.vnRecentLotteries, async ({ query, member }) => {
    const now = platform.now();
    const recent = await listRecentLotteries(platform, member?.id ?? 0, query.prizeMode);
    return recent.map((row) => toLotteryGame(row, now));
  });

  /**
   * The results of recent draws. A draw's result is a function of the game and its number, so
   * draws that happened since the last look are stored now, idempotently, on either engine.
   */
  const opened = async (gameId: string | undefined, only?: readonly string[]) => {
    const now = platform.now();
    const rows = await listLotteries(platform, { code: gameId, menus: only });
    const results = rows.flatMap((row) =>
      pastDraws(scheduleOf(row), now, gameId ? 10 : 1).map((draw) => ({
        lottery_code: row.code,
        numero: draw.numero,
        drawn_at: draw.drawAt,
        result: drawResult(row.code, draw.numero),
      })),
    );
    await storeDrawResults(platform, results);
    return results.map((row) => ({
      gameId: row.lottery_code,
      numero: row.numero,
      drawTime: toIso(row.drawn_at),
      result: row.result.split(','),
    }));
  };

  registerCall(app, platform, lottery.openedNumeros, async ({ query }) => opened(query.gameId));
  registerCall(app, platform, lottery.vnOpenedNumeros, async ({ query }) =>
    opened(query.gameId, VIETNAM_MENUS),
  );
}
