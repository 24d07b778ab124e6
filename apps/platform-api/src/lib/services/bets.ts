import { withMemberLocked } from '../db/member-lock';
import { adjustBalance } from './members';
import { countRows, paged, type PageRequest, type TimeRange } from './paging';
import type { Platform } from './platform';

type Db = Pick<Platform, 'db'>;

/** What an order (a bet) shows, in the list and alone. */
const ORDER_COLUMNS = [
  'bets.id',
  'bets.member_id',
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
  /** Only bets kept by third-party vendors' games: the platform's own lottery bets left out. */
  thirdPartyOnly?: boolean;
}

/** A bet's stake is valid once settled: an open or pending bet may still be cancelled. */
const isSettled = (status: string) => status === 'settled';

/** A page of the member's bets, newest first, with the totals of every bet the filter matches. */
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
  if (filter.thirdPartyOnly) {
    select = select.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('lottery_bets')
            .select('lottery_bets.bet_id')
            .whereRef('lottery_bets.bet_id', '=', 'bets.id'),
        ),
      ),
    );
  }
  const total = await countRows(select);
  const rows = await select
    .select(ORDER_COLUMNS)
    .orderBy('bets.created_at', 'desc')
    .orderBy('bets.id', 'desc')
    .$call(paged(page))
    .execute();
  // Summed here rather than in SQL: a member's bets in a filter's range are few, and integer cents
  // add exactly on both databases.
  const matched = await select
    .select(['bets.amount_cents', 'bets.payout_cents', 'bets.status'])
    .execute();
  const summary = { orderCount: total, betCents: 0, validCents: 0, payoutCents: 0 };
  for (const bet of matched) {
    summary.betCents += bet.amount_cents;
    if (isSettled(bet.status)) {
      summary.validCents += bet.amount_cents;
      summary.payoutCents += bet.payout_cents;
    }
  }
  return { rows, total, summary };
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

/** Whether a bet can still be cancelled: placed, not yet drawn or settled. */
export const isCancellable = (status: string) => status === 'open' || status === 'pending';

/**
 * Cancels an open bet and gives its stake back through the ledger, in one transaction. The bet is
 * claimed first (as the draw's settlement claims it), so a cancel racing a settlement or a second
 * cancel refunds once, and a bet is never cancelled without its refund.
 */
export async function cancelBet(
  platform: Pick<Platform, 'db' | 'now' | 'engine'>,
  bet: { id: number; member_id: number; amount_cents: number; game_name: string },
): Promise<boolean> {
  return withMemberLocked(platform, bet.member_id, async (locked) => {
    const claimed = await locked.db
      .updateTable('bets')
      .set({ status: 'cancelled' })
      .where('id', '=', bet.id)
      .where('status', 'in', ['open', 'pending'])
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    await adjustBalance(
      locked,
      bet.member_id,
      bet.amount_cents,
      'BET',
      `Cancelled bet ${bet.id} on ${bet.game_name}`,
    );
    return true;
  });
}

/** The member's bets after `since`: what cashback is computed on. */
export async function listBetsSince(platform: Db, memberId: number, since: number) {
  return platform.db
    .selectFrom('bets')
    .select(['amount_cents', 'game_type', 'status'])
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
