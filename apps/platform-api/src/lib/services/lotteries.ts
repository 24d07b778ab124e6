import type { Platform } from './platform';

type Db = Pick<Platform, 'db'>;

/** The lotteries of one prize mode (SEA or the others), in menu order. */
export async function listLotteriesByPrizeMode(platform: Db, prizeMode: string) {
  return platform.db
    .selectFrom('lotteries')
    .selectAll()
    .where('prize_mode', '=', prizeMode)
    .orderBy('sort')
    .execute();
}

/** The lotteries of one game code and/or of some menus, in menu order; all without a filter. */
export async function listLotteries(
  platform: Db,
  filter: { code?: string | undefined; menus?: readonly string[] | undefined },
) {
  let select = platform.db.selectFrom('lotteries').selectAll();
  if (filter.code) select = select.where('code', '=', filter.code);
  if (filter.menus) select = select.where('menu', 'in', filter.menus);
  return select.orderBy('sort').execute();
}

export async function findLotteryByCode(platform: Db, code: string) {
  return platform.db
    .selectFrom('lotteries')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
}

/** The member's 10 most recently played lotteries of a prize mode. */
export async function listRecentLotteries(platform: Db, memberId: number, prizeMode: string) {
  return platform.db
    .selectFrom('recent_games')
    .innerJoin('lotteries', 'lotteries.node_id', 'recent_games.node_id')
    .selectAll('lotteries')
    .where('recent_games.member_id', '=', memberId)
    .where('lotteries.prize_mode', '=', prizeMode)
    .orderBy('recent_games.played_at', 'desc')
    .limit(10)
    .execute();
}

export interface DrawnResult {
  lottery_code: string;
  numero: string;
  drawn_at: number;
  result: string;
}

/** Stores draw results idempotently: a draw already stored keeps its row. */
export async function storeDrawResults(platform: Db, results: DrawnResult[]): Promise<void> {
  if (results.length === 0) return;
  await platform.db
    .insertInto('lottery_results')
    .values(results)
    .onConflict((conflict) => conflict.columns(['lottery_code', 'numero']).doNothing())
    .execute();
}
