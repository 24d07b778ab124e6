import type { Game, LotteryGame } from '@mweb/api-contract';
import type { Selectable } from 'kysely';
import type { GamesTable, LotteriesTable } from '../db/schema';
import { drawTiming, type DrawSchedule } from '../services/draw-clock';

export type GameRow = Selectable<GamesTable>;

export const toIso = (epochMs: number): string => new Date(epochMs).toISOString();

/** Money leaves the platform as a number with two decimals; it is kept as whole cents. */
export const fromCents = (cents: number): number => cents / 100;
export const toCents = (amount: number): number => Math.round(amount * 100);

/** A game row as the contract's game; absent optional fields are left out, never null. */
export function toGame(row: GameRow): Game {
  const icon = `/media/games/${row.node_id}.svg`;
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
    mobileIconUrl: `/media/games/${row.node_id}.svg`,
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
