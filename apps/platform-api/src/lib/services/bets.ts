import { countRows, paged, type PageRequest, type TimeRange } from './paging';
import type { Platform } from './platform';

type Db = Pick<Platform, 'db'>;

/** What an order (a bet) shows, in the list and alone. */
const ORDER_COLUMNS = [
  'bets.id',
  'bets.game_type',
  'bets.game_name',
  'games.vassalage',
  'bets.amount_cents',
  'bets.payout_cents',
  'bets.status',
  'bets.created_at',
] as const;

function betsOf(platform: Db, memberId: number) {
  return platform.db
    .selectFrom('bets')
    .innerJoin('games', 'games.node_id', 'bets.node_id')
    .where('bets.member_id', '=', memberId);
}

export interface BetFilter extends TimeRange {
  gameCategory?: string | undefined;
  vendor?: string | undefined;
}

/** A page of the member's bets, newest first. */
export async function findBetsPage(
  platform: Db,
  memberId: number,
  filter: BetFilter,
  page: PageRequest,
) {
  let select = betsOf(platform, memberId);
  if (filter.from !== undefined) select = select.where('bets.created_at', '>=', filter.from);
  if (filter.to !== undefined) select = select.where('bets.created_at', '<=', filter.to);
  if (filter.gameCategory) select = select.where('bets.game_type', '=', filter.gameCategory);
  if (filter.vendor) select = select.where('games.vassalage', '=', filter.vendor);
  const total = await countRows(select);
  const rows = await select
    .select(ORDER_COLUMNS)
    .orderBy('bets.created_at', 'desc')
    .orderBy('bets.id', 'desc')
    .$call(paged(page))
    .execute();
  return { rows, total };
}

/** The member's own bet with this order id (ids travel as strings), or undefined. */
export async function findOwnBet(platform: Db, memberId: number, orderId: string) {
  if (!/^\d{1,12}$/.test(orderId)) return undefined;
  return betsOf(platform, memberId)
    .select(ORDER_COLUMNS)
    .where('bets.id', '=', Number(orderId))
    .executeTakeFirst();
}

export type BetRow = NonNullable<Awaited<ReturnType<typeof findOwnBet>>>;

export async function cancelBet(platform: Db, id: number): Promise<void> {
  await platform.db.updateTable('bets').set({ status: 'cancelled' }).where('id', '=', id).execute();
}

/** The member's bets after `since`: what cashback is computed on. */
export async function listBetsSince(platform: Db, memberId: number, since: number) {
  return platform.db
    .selectFrom('bets')
    .select(['amount_cents', 'game_type'])
    .where('member_id', '=', memberId)
    .where('created_at', '>', since)
    .execute();
}

/** Every bet of these members: amount, when, and whose. */
export async function listBetsOfMembers(platform: Db, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  return platform.db
    .selectFrom('bets')
    .select(['member_id', 'amount_cents', 'created_at'])
    .where('member_id', 'in', memberIds)
    .execute();
}
