import { type Order } from '@mweb/api-client';
import { toMinor, type Minor } from '@mweb/api-client/money';

/** A settled order's win or loss (payout less stake) in minor units; none while open or cancelled. */
export function winLossOf(
  order: Pick<Order, 'status' | 'winAmount' | 'betAmount'>,
): Minor | undefined {
  if (order.status !== 'WON' && order.status !== 'LOST') return undefined;
  const win = toMinor(order.winAmount);
  const bet = toMinor(order.betAmount);
  return win === undefined || bet === undefined ? undefined : ((win - bet) as Minor);
}
