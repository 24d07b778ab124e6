import { AMOUNT_INVALID_CODE, type Game, type LotteryGame } from '@mweb/api-contract';
import type { Selectable } from 'kysely';
import type { GamesTable, LotteriesTable } from '../db/schema';
import { GatewayError } from '../gateway/gateway-error';
import { drawTiming, type DrawSchedule } from '../services/draw-clock';
import type { BetLottery } from '../services/lottery-bets';

export type GameRow = Selectable<GamesTable>;

export const toIso = (epochMs: number): string => new Date(epochMs).toISOString();

/** Money leaves the platform as a number with two decimals; it is kept as whole cents. */
export const fromCents = (cents: number): number => cents / 100;

/** Whole units and at most two decimals, written plainly: no sign, no exponent, no spaces. */
const DECIMAL_AMOUNT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * A member's amount in whole cents, exactly: a decimal string as written, a number as JavaScript
 * writes it shortest (which is the decimal the JSON carried: 10.006 stays 10.006). Anything with
 * more decimals than the currency's two, in exponent form (5e-324, 1e-7) or not above zero is
 * refused with `wallet.amount.invalid`, never rounded into an amount the member did not ask for.
 */
export function centsOf(amount: number | string): number {
  const text =
    typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : amount;
  const parts = DECIMAL_AMOUNT.exec(text);
  const cents = parts ? Number(parts[1]) * 100 + Number((parts[2] ?? '').padEnd(2, '0')) : 0;
  if (cents <= 0) {
    throw new GatewayError(
      400,
      AMOUNT_INVALID_CODE,
      'The amount must be above zero with at most two decimals.',
    );
  }
  return cents;
}

/** A game row as the contract's game; absent optional fields are left out, never null. */
export function toGame(row: GameRow): Game {
  const icon = `/media/games/${row.node_id}.png`;
  return {
    gameId: row.game_id,
    gameType: row.game_type,
    vassalage: row.vassalage,
    vendorCode: row.vassalage,
    nodeId: String(row.node_id),
    gameCode: row.game_code,
    supportPlay: row.support_play,
    displayName: row.name,
    gameName: row.name,
    nodeName: row.name,
    showIcon: true,
    iconUrl: icon,
    mobileLargeIcon: icon,
    mobileIconUrl: icon,
    gameClassifyNew: row.classify,
    minBet: row.min_bet,
    lines: row.min_line,
    ...(row.room_id ? { roomId: row.room_id } : {}),
    ...(row.game_group_id ? { gameGroupId: row.game_group_id } : {}),
    ...(row.lotto_mode ? { lottoMode: row.lotto_mode } : {}),
  };
}

/** A stored lottery's draw schedule, as the draw clock reads it. */
export function scheduleOf(row: Selectable<LotteriesTable>): DrawSchedule {
  return {
    code: row.code,
    intervalSeconds: row.interval_seconds,
    drawDays: row.draw_days,
    drawMinute: row.draw_minute,
    lockSeconds: row.lock_seconds,
  };
}

/** A lottery with its draw timing computed from the clock at the time of the answer. */
export function toLotteryGame(row: Selectable<LotteriesTable>, now: number): LotteryGame {
  const timing = drawTiming(scheduleOf(row), now);
  return {
    code: row.code,
    gameCode: row.code,
    gameId: row.code,
    gameType: row.vassalage === 'GPI' ? 'ELOTT' : 'LOTT',
    vassalage: row.vassalage,
    nodeId: String(row.node_id),
    supportPlay: 'REAL',
    mobileIconUrl: `/media/games/${row.node_id}.png`,
    remark: row.name,
    isSale: timing.isSale,
    remainTime: timing.remainTime,
    lockTime: timing.lockTime,
    // The client counts down to remainTime minus half the pair's gap: a gap of twice the lock
    // time makes its countdown end when betting closes.
    lotteryTime: [0, 2 * timing.lockTime],
    showIcon: true,
    tag: row.menu,
    labelName: row.menu,
    numero: timing.numero,
    lottoMode: row.prize_mode === 'SEA' ? 'Tradition' : 'Entertainment,Tradition',
    ...(row.draw_days ? { drawDayOfWeek: row.draw_days } : {}),
  };
}

/** What a bet needs of a stored lottery: code, name, node, game type and draw schedule. */
export function betLotteryOf(row: Selectable<LotteriesTable>): BetLottery {
  return {
    code: row.code,
    name: row.name,
    nodeId: row.node_id,
    gameType: row.vassalage === 'GPI' ? 'ELOTT' : 'LOTT',
    schedule: scheduleOf(row),
  };
}
