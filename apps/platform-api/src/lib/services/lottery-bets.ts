import { drawResult, nextDraw, type DrawSchedule } from './draw-clock';
import { withMemberLocked } from '../db/member-lock';
import { adjustBalance } from './members';
import type { Platform } from './platform';

/** A win pays this many times the stake: one digit in ten. */
export const LOTTERY_PAYOUT_MULTIPLE = 9;

/** The stakes the lottery page offers, in cents. */
export const LOTTERY_STAKES_CENTS = [1000, 5000, 10000] as const;

/** The lottery a bet is placed on: its code, name, node and draw schedule. */
export interface BetLottery {
  code: string;
  name: string;
  nodeId: number;
  gameType: string;
  schedule: DrawSchedule;
}

export type LotteryBetResult =
  | { placed: true; numero: string; balanceCents: number }
  | { placed: false; reason: 'locked' | 'insufficient' };

/** The digit a draw's result pays on: the last digit of its last number. */
export function winningDigit(result: string): number {
  return Number(result.at(-1));
}

/**
 * A bet on the draw now on sale: refused once the draw is locked (`lockTime` before it) or when the
 * balance is short; otherwise the stake leaves the balance through the ledger, and a pending
 * betting record waits for the draw.
 */
export async function placeLotteryBet(
  platform: Pick<Platform, 'db' | 'now' | 'engine'>,
  memberId: number,
  lottery: BetLottery,
  pick: number,
  stakeCents: number,
): Promise<LotteryBetResult> {
  const now = platform.now();
  const draw = nextDraw(lottery.schedule, now);
  if (draw.drawAt - now <= lottery.schedule.lockSeconds * 1000) {
    return { placed: false, reason: 'locked' };
  }
  // The stake and its betting record in one transaction: never a stake without its bet.
  return withMemberLocked(platform, memberId, async (locked) => {
    const balance = await adjustBalance(
      locked,
      memberId,
      -stakeCents,
      'BET',
      `Lottery bet on ${lottery.name} ${draw.numero}`,
    );
    if (balance === undefined) return { placed: false, reason: 'insufficient' } as const;
    const bet = await locked.db
      .insertInto('bets')
      .values({
        member_id: memberId,
        node_id: lottery.nodeId,
        game_name: lottery.name,
        game_type: lottery.gameType,
        amount_cents: stakeCents,
        payout_cents: 0,
        status: 'pending',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await locked.db
      .insertInto('lottery_bets')
      .values({
        bet_id: bet.id,
        lottery_code: lottery.code,
        numero: draw.numero,
        pick,
        draw_at: draw.drawAt,
      })
      .execute();
    return { placed: true, numero: draw.numero, balanceCents: balance } as const;
  });
}

/**
 * Settles every pending lottery bet whose draw has happened by the platform's clock: the result
 * is the draw's (the same function the opened draws show), a win is paid through the ledger, and
 * the betting record is settled. A bet is claimed before it is paid, so two runs never pay twice.
 */
export async function settleLotteryBets(
  platform: Pick<Platform, 'db' | 'now' | 'engine'>,
): Promise<number> {
  const due = await platform.db
    .selectFrom('lottery_bets')
    .innerJoin('bets', 'bets.id', 'lottery_bets.bet_id')
    .select([
      'bets.id',
      'bets.member_id',
      'bets.amount_cents',
      'bets.game_name',
      'lottery_bets.lottery_code',
      'lottery_bets.numero',
      'lottery_bets.pick',
    ])
    .where('bets.status', '=', 'pending')
    .where('lottery_bets.draw_at', '<=', platform.now())
    .execute();
  let settled = 0;
  for (const bet of due) {
    const won = winningDigit(drawResult(bet.lottery_code, bet.numero)) === bet.pick;
    const payoutCents = won ? bet.amount_cents * LOTTERY_PAYOUT_MULTIPLE : 0;
    // Claimed and paid in one transaction: a settled bet always has its payout.
    const claimed = await withMemberLocked(platform, bet.member_id, async (locked) => {
      const update = await locked.db
        .updateTable('bets')
        .set({ status: 'settled', payout_cents: payoutCents })
        .where('id', '=', bet.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(update.numUpdatedRows) === 0) return false;
      if (payoutCents > 0) {
        await adjustBalance(
          locked,
          bet.member_id,
          payoutCents,
          'PAYOUT',
          `Lottery win on ${bet.game_name} ${bet.numero}`,
        );
      }
      return true;
    });
    if (claimed) settled += 1;
  }
  return settled;
}

/** The member's latest bets on one lottery, newest first, for its page. */
export async function listLotteryBets(
  platform: Pick<Platform, 'db'>,
  memberId: number,
  code: string,
) {
  return platform.db
    .selectFrom('lottery_bets')
    .innerJoin('bets', 'bets.id', 'lottery_bets.bet_id')
    .select([
      'lottery_bets.numero',
      'lottery_bets.pick',
      'bets.amount_cents',
      'bets.payout_cents',
      'bets.status',
    ])
    .where('bets.member_id', '=', memberId)
    .where('lottery_bets.lottery_code', '=', code)
    .orderBy('bets.id', 'desc')
    .limit(10)
    .execute();
}
