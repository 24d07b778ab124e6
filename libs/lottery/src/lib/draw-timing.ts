import { NO_COUNTDOWN, formatHms } from '@mweb/i18n';

/** What the countdown shows when a lottery is not on sale or its time is over. */
export { NO_COUNTDOWN };

/** The lottery menu refreshes at most this often... */
export const MENU_REFRESH_MAX_MS = 30_000;
/** ...and this soon when a draw is due or overdue. */
export const MENU_REFRESH_DUE_MS = 7_000;

export interface DrawTiming {
  /** Milliseconds until the draw, as the server computed them when it answered. */
  remainTime: number;
  /** The draw's time pair; the countdown ends half their gap before the draw. */
  lotteryTime?: readonly [number, number];
  isSale: boolean;
}

/**
 * The absolute moment the countdown reaches zero. Timers on a phone stop while it sleeps, so the
 * countdown is computed from this deadline on every tick rather than by counting ticks.
 */
export function countdownDeadline(timing: DrawTiming, receivedAt: number): number {
  const [start, end] = timing.lotteryTime ?? [0, 0];
  return receivedAt + timing.remainTime - Math.abs(end - start) / 2;
}

/** `hh:mm:ss` until the deadline, or `--:--:--` when not on sale or over (the shared formatter). */
export function formatDrawCountdown(deadline: number, now: number, isSale: boolean): string {
  return isSale ? formatHms(deadline - now) : NO_COUNTDOWN;
}

/**
 * When to refresh the lottery menu: at the smallest remaining draw time among games that have a
 * draw number, capped at 30 s, and after 7 s when that minimum is zero or less.
 */
export function menuRefreshDelay(
  games: readonly { remainTime?: number; numero?: string | null }[],
): number {
  const remaining = games
    .filter((game) => Boolean(game.numero) && typeof game.remainTime === 'number')
    .map((game) => game.remainTime as number);
  if (remaining.length === 0) return MENU_REFRESH_MAX_MS;
  const soonest = Math.min(...remaining);
  if (soonest <= 0) return MENU_REFRESH_DUE_MS;
  return Math.min(soonest, MENU_REFRESH_MAX_MS);
}

/** The spec's weekday numbers: Sunday is 1, Monday to Saturday are 2 to 7. */
export function weekdayNumber(date: Date): number {
  return date.getDay() + 1;
}

/** Whether a lottery draws on a weekday, from its `drawDayOfWeek` comma list ("2,4,6"). */
export function drawsOn(drawDayOfWeek: string | undefined, weekday: number): boolean {
  if (!drawDayOfWeek) return false;
  return drawDayOfWeek.split(',').some((day) => Number(day.trim()) === weekday);
}
