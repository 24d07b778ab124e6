import { records } from '@mweb/api-contract';
import type { FastifyInstance } from 'fastify';
import { GatewayError } from '../gateway/gateway-error';
import { registerCall } from '../gateway/register-call';
import {
  cancelBet,
  findBetsPage,
  findOwnBet,
  isCancellable,
  type BetFilter,
  type BetRow,
} from '../services/bets';
import type { Platform } from '../services/platform';
import { dateRange } from './date-range';
import { pageFields } from './page-answer';
import { fromCents, toIso } from './shapes';

type BetStatus = 'OPEN' | 'WON' | 'LOST' | 'CANCELLED';

function betStatus(status: string, payoutCents: number): BetStatus {
  // A lottery bet waits for its draw as 'pending'; other games' bets may be 'open'.
  if (isCancellable(status)) return 'OPEN';
  if (status === 'cancelled') return 'CANCELLED';
  return payoutCents > 0 ? 'WON' : 'LOST';
}

const toOrder = (row: BetRow) => ({
  orderId: String(row.id),
  gameCategory: row.game_type,
  gameName: row.game_name,
  vassalage: row.vassalage,
  betAmount: fromCents(row.amount_cents),
  winAmount: fromCents(row.payout_cents),
  status: betStatus(row.status, row.payout_cents),
  placedAt: toIso(row.created_at),
  ...(isCancellable(row.status) ? {} : { settledAt: toIso(row.created_at + 60_000) }),
});

interface BetsQuery {
  pageNo: number;
  pageSize: number;
  startDate?: string | undefined;
  endDate?: string | undefined;
  gameCategory?: string | undefined;
  vendor?: string | undefined;
}

export function registerRecordsRoutes(app: FastifyInstance, platform: Platform): void {
  const betsPage = async (
    memberId: number,
    query: BetsQuery,
    only: Pick<BetFilter, 'thirdPartyOnly'> = {},
  ) => {
    const filter = {
      ...dateRange(query),
      gameCategory: query.gameCategory,
      vendor: query.vendor,
      ...only,
    };
    const { rows, total, summary } = await findBetsPage(platform, memberId, filter, query);
    return {
      content: rows.map(toOrder),
      ...pageFields(total, query),
      summary: {
        orderCount: summary.orderCount,
        betAmount: fromCents(summary.betCents),
        validBetAmount: fromCents(summary.validCents),
        winLoss: fromCents(summary.payoutCents - summary.validCents),
      },
    };
  };

  // Every order of the member (the platform's lottery and the vendors' games alike)...
  registerCall(app, platform, records.orders, async ({ query, member }) =>
    betsPage(member?.id ?? 0, query),
  );
  // ...and only those the vendors' games keep.
  registerCall(app, platform, records.thirdPartyRecords, async ({ query, member }) =>
    betsPage(member?.id ?? 0, query, { thirdPartyOnly: true }),
  );

  const oneOrder = async (memberId: number, orderId: string) => {
    const row = await findOwnBet(platform, memberId, orderId);
    if (!row) throw new GatewayError(404, 'order.not.found', 'No such order.');
    return row;
  };

  registerCall(app, platform, records.orderDetail, async ({ query, member }) => {
    const order = toOrder(await oneOrder(member?.id ?? 0, query.orderId));
    return {
      ...order,
      subOrders: [
        {
          subOrderId: `${order.orderId}-1`,
          content: order.gameName,
          betAmount: order.betAmount,
          status: order.status,
        },
      ],
    };
  });

  registerCall(app, platform, records.cancelSubOrder, async ({ body, member }) => {
    const row = await oneOrder(member?.id ?? 0, body.orderId);
    const refused = () =>
      new GatewayError(409, 'order.not.cancellable', 'Only an open bet can be cancelled.');
    if (!isCancellable(row.status) || body.subOrderId !== `${row.id}-1`) throw refused();
    if (!(await cancelBet(platform, row))) throw refused();
    return null;
  });
}
