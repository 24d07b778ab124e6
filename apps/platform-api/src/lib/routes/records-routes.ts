import { records } from '@mweb/api-contract';
import type { FastifyInstance } from 'fastify';
import { GatewayError } from '../gateway/gateway-error';
import { registerCall } from '../gateway/register-call';
import type { Platform } from '../services/platform';
import { dateRange } from './wallet-routes';
import { fromCents, toIso } from './shapes';
import { countRows, pageCount, paged } from './paging';

type BetStatus = 'OPEN' | 'WON' | 'LOST' | 'CANCELLED';

function betStatus(status: string, payoutCents: number): BetStatus {
  if (status === 'open') return 'OPEN';
  if (status === 'cancelled') return 'CANCELLED';
  return payoutCents > 0 ? 'WON' : 'LOST';
}

/** What an order shows, in the list and alone. */
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

export function registerRecordsRoutes(app: FastifyInstance, platform: Platform): void {
  const base = (memberId: number) =>
    platform.db
      .selectFrom('bets')
      .innerJoin('games', 'games.node_id', 'bets.node_id')
      .where('bets.member_id', '=', memberId);

  const toOrder = (row: {
    id: number;
    game_type: string;
    game_name: string;
    vassalage: string;
    amount_cents: number;
    payout_cents: number;
    status: string;
    created_at: number;
  }) => ({
    orderId: String(row.id),
    gameCategory: row.game_type,
    gameName: row.game_name,
    vassalage: row.vassalage,
    betAmount: fromCents(row.amount_cents),
    winAmount: fromCents(row.payout_cents),
    status: betStatus(row.status, row.payout_cents),
    placedAt: toIso(row.created_at),
    ...(row.status === 'open' ? {} : { settledAt: toIso(row.created_at + 60_000) }),
  });

  const betsPage = async (
    memberId: number,
    query: {
      pageNo: number;
      pageSize: number;
      startDate?: string | undefined;
      endDate?: string | undefined;
      gameCategory?: string | undefined;
      vendor?: string | undefined;
    },
  ) => {
    const { from, to } = dateRange(query);
    let select = base(memberId);
    if (from !== undefined) select = select.where('bets.created_at', '>=', from);
    if (to !== undefined) select = select.where('bets.created_at', '<=', to);
    if (query.gameCategory) select = select.where('bets.game_type', '=', query.gameCategory);
    if (query.vendor) select = select.where('games.vassalage', '=', query.vendor);
    const total = await countRows(select);
    const rows = await select
      .select(ORDER_COLUMNS)
      .orderBy('bets.created_at', 'desc')
      .orderBy('bets.id', 'desc')
      .$call(paged(query))
      .execute();
    return {
      content: rows.map(toOrder),
      pageNum: query.pageNo,
      totalPages: pageCount(total, query.pageSize),
      totalCount: total,
    };
  };

  registerCall(app, platform, records.orders, async ({ query, member }) =>
    betsPage(member?.id ?? 0, query),
  );
  registerCall(app, platform, records.thirdPartyRecords, async ({ query, member }) =>
    betsPage(member?.id ?? 0, query),
  );

  const oneOrder = async (memberId: number, orderId: string) => {
    const row = /^\d{1,12}$/.test(orderId)
      ? await base(memberId)
          .select(ORDER_COLUMNS)
          .where('bets.id', '=', Number(orderId))
          .executeTakeFirst()
      : undefined;
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
    if (row.status !== 'open' || body.subOrderId !== `${row.id}-1`) {
      throw new GatewayError(409, 'order.not.cancellable', 'Only an open bet can be cancelled.');
    }
    await platform.db
      .updateTable('bets')
      .set({ status: 'cancelled' })
      .where('id', '=', row.id)
      .execute();
    return null;
  });
}
