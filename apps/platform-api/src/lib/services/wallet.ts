import type { Insertable, Selectable } from 'kysely';
import { withMemberLocked } from '../db/member-lock';
import type { OrdersTable } from '../db/schema';
import { listBetsSince } from './bets';
import { adjustBalance } from './members';
import { countRows, paged, type PageRequest, type TimeRange } from './paging';
import type { Platform } from './platform';

type Db = Pick<Platform, 'db'>;

/** What the platform's back office decides about a pending order. */
export type OrderDecision = 'approve' | 'reject';

/** The member's balance in cents and its currency. */
export async function findBalance(platform: Db, memberId: number) {
  return platform.db
    .selectFrom('members')
    .select(['balance_cents', 'currency'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
}

/** A page of the member's ledger, newest first. */
export async function findTransactionsPage(
  platform: Db,
  memberId: number,
  range: TimeRange,
  page: PageRequest,
) {
  let select = platform.db.selectFrom('transactions').where('member_id', '=', memberId);
  if (range.from !== undefined) select = select.where('created_at', '>=', range.from);
  if (range.to !== undefined) select = select.where('created_at', '<=', range.to);
  const total = await countRows(select);
  const rows = await select.selectAll().orderBy('id', 'desc').$call(paged(page)).execute();
  return { rows, total };
}

/** When the member last claimed cashback (a REBATE ledger row), or undefined. */
export async function lastCashbackClaimAt(
  platform: Db,
  memberId: number,
): Promise<number | undefined> {
  const row = await platform.db
    .selectFrom('transactions')
    .select('created_at')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'REBATE')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.created_at;
}

/** Whether the member has a deposit that went through: the next instant one is not the first. */
export async function hasSuccessfulDeposit(platform: Db, memberId: number): Promise<boolean> {
  const row = await platform.db
    .selectFrom('orders')
    .select('id')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'DEPOSIT')
    .where('status', '=', 'SUCCESS')
    .executeTakeFirst();
  return row !== undefined;
}

export type OrderRow = Selectable<OrdersTable>;

/** The member's order made by the submit with this idempotency key, if any. */
export async function findOrderByRequest(
  platform: Db,
  memberId: number,
  requestId: string,
): Promise<OrderRow | undefined> {
  return platform.db
    .selectFrom('orders')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/**
 * Records a deposit or withdrawal order. Called under the member's lock after the request key was
 * looked up, so a repeat of the key never gets here; the unique index on it stays the last guard.
 */
export async function insertOrder(platform: Db, order: Insertable<OrdersTable>): Promise<OrderRow> {
  return platform.db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
}

/**
 * Settles a pending order: its status changes once (a conditional update, so two approvals of the
 * same order cannot both pass). Answers the order as it was, or undefined when it was not pending.
 */
export async function settleOrder(
  platform: Db,
  id: string,
  status: 'SUCCESS' | 'FAILED',
): Promise<OrderRow | undefined> {
  return platform.db
    .updateTable('orders')
    .set({ status })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
}

export async function findOrder(platform: Db, id: string) {
  return platform.db
    .selectFrom('orders')
    .select(['id', 'member_id', 'kind', 'amount_cents', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A page of the member's deposits or withdrawals, newest first. */
export async function findOrdersPage(
  platform: Db,
  memberId: number,
  kind: 'DEPOSIT' | 'WITHDRAW',
  range: TimeRange,
  page: PageRequest,
) {
  let select = platform.db
    .selectFrom('orders')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind);
  if (range.from !== undefined) select = select.where('created_at', '>=', range.from);
  if (range.to !== undefined) select = select.where('created_at', '<=', range.to);
  const total = await countRows(select);
  const rows = await select.selectAll().orderBy('created_at', 'desc').$call(paged(page)).execute();
  return { rows, total };
}

/** The deposit amounts of these members since `since`. */
export async function listDepositAmounts(platform: Db, memberIds: number[], since: number) {
  if (memberIds.length === 0) return [];
  return platform.db
    .selectFrom('orders')
    .select('amount_cents')
    .where('member_id', 'in', memberIds)
    .where('kind', '=', 'DEPOSIT')
    .where('created_at', '>=', since)
    .execute();
}

/** Cashback rate on valid bets, per category, in percent; other categories earn 0.3 %. */
export const CASHBACK_RATES = [
  { gameCategory: 'RNG', ratePercent: 0.8 },
  { gameCategory: 'LIVE', ratePercent: 0.6 },
  { gameCategory: 'ELOTT', ratePercent: 0.5 },
];

/** Valid (settled) bets since the last claim, per category and in all, and what they earn at each
 * category's rate, in cents. */
export async function unclaimedCashback(platform: Db, memberId: number) {
  const since = (await lastCashbackClaimAt(platform, memberId)) ?? 0;
  const byCategory = new Map<string, { validCents: number; claimableCents: number }>();
  for (const bet of await listBetsSince(platform, memberId, since)) {
    if (bet.status !== 'settled') continue;
    const rate = CASHBACK_RATES.find((r) => r.gameCategory === bet.game_type)?.ratePercent ?? 0.3;
    const category = byCategory.get(bet.game_type) ?? { validCents: 0, claimableCents: 0 };
    category.validCents += bet.amount_cents;
    category.claimableCents += Math.floor((bet.amount_cents * rate) / 100);
    byCategory.set(bet.game_type, category);
  }
  const categories = [...byCategory].map(([gameCategory, sums]) => ({
    gameCategory,
    ratePercent: CASHBACK_RATES.find((r) => r.gameCategory === gameCategory)?.ratePercent ?? 0.3,
    ...sums,
  }));
  return {
    validCents: categories.reduce((sum, category) => sum + category.validCents, 0),
    claimableCents: categories.reduce((sum, category) => sum + category.claimableCents, 0),
    categories,
  };
}

/**
 * The back office's decision on a pending deposit or withdrawal: an approved deposit credits the
 * member, a rejected withdrawal gives the money back; each through the ledger, in the transaction
 * that settles the order, so a decision is never stored without its money or paid twice. Answers
 * the order as settled, or undefined when there is no such pending order.
 */
export async function decideOrder(
  platform: Pick<Platform, 'db' | 'now' | 'engine'>,
  id: string,
  decision: OrderDecision,
): Promise<OrderRow | undefined> {
  const pending = await findOrder(platform, id);
  if (!pending) return undefined;
  return withMemberLocked(platform, pending.member_id, async (locked) => {
    const order = await settleOrder(locked, id, decision === 'approve' ? 'SUCCESS' : 'FAILED');
    if (!order) return undefined;
    if (order.kind === 'DEPOSIT' && decision === 'approve') {
      await adjustBalance(locked, order.member_id, order.amount_cents, 'DEPOSIT', `Deposit ${id}`);
    }
    if (order.kind === 'WITHDRAW' && decision === 'reject') {
      await adjustBalance(
        locked,
        order.member_id,
        order.amount_cents,
        'WITHDRAW',
        `Withdrawal ${id} refused`,
      );
    }
    return order;
  });
}
