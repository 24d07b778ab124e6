// Betting records have no public payloads: every call here is our definition (I).
import { z } from 'zod';
import { defineCall } from './call';
import { amount, isoTime, nothing, page, pageQuery } from './common';
import { dateRangeQuery } from './wallet';

export const betOrder = z.object({
  orderId: z.string(),
  gameCategory: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  betAmount: amount,
  winAmount: amount,
  status: z.enum(['OPEN', 'WON', 'LOST', 'CANCELLED']),
  placedAt: isoTime,
  settledAt: isoTime.optional(),
});

export type Order = z.infer<typeof betOrder>;

/**
 * The totals of every order the filter matches (not just the page's): what was bet, what counts
 * as valid (settled, not cancelled) and the member's win or loss on it (payouts less valid bets).
 */
export const betSummary = z.object({
  orderCount: z.number().int().min(0),
  betAmount: amount,
  validBetAmount: amount,
  winLoss: amount,
});

/** A page of orders with the totals of the whole filter. */
const ordersPage = page(betOrder).extend({ summary: betSummary });

export const orders = defineCall({
  id: 'records.orders',
  method: 'GET',
  path: '/wps/relay/RECORD_orders',
  query: pageQuery.extend(dateRangeQuery.shape).extend({
    gameCategory: z.string().max(16).optional(),
    vendor: z.string().max(32).optional(),
  }),
  value: ordersPage,
  needsToken: true,
  evidence: 'I',
});

export const orderDetail = defineCall({
  id: 'records.orderDetail',
  method: 'GET',
  path: '/wps/relay/RECORD_orderDetail',
  query: z.object({ orderId: z.string().min(1).max(64) }),
  value: betOrder.extend({
    subOrders: z.array(
      z.object({
        subOrderId: z.string(),
        content: z.string(),
        betAmount: amount,
        status: betOrder.shape.status,
      }),
    ),
  }),
  errors: ['order.not.found'],
  needsToken: true,
  evidence: 'I',
});

/** Cancels one open sub-order of a lottery bet; its stake goes back to the balance. */
export const cancelSubOrder = defineCall({
  id: 'records.cancelSubOrder',
  method: 'POST',
  path: '/wps/relay/RECORD_cancelSuborder',
  body: z.object({ orderId: z.string().min(1).max(64), subOrderId: z.string().min(1).max(64) }),
  value: nothing,
  errors: ['order.not.found', 'order.not.cancellable'],
  needsToken: true,
  evidence: 'I',
});

/** Records kept by third-party vendors. */
export const thirdPartyRecords = defineCall({
  id: 'records.thirdParty',
  method: 'GET',
  path: '/wps/relay/RECORD_thirdPartyGameRecords',
  query: pageQuery.extend(dateRangeQuery.shape).extend({ vendor: z.string().max(32).optional() }),
  value: ordersPage,
  needsToken: true,
  evidence: 'I',
});
