import { createPrng, hashString } from '../seed/prng';

/** Vietnam's draws follow Indochina time, UTC+7, with no daylight saving. */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DrawSchedule {
  code: string;
  intervalSeconds: number | null;
  drawDays: string | null;
  drawMinute: number | null;
  lockSeconds: number;
}

export interface Draw {
  numero: string;
  drawAt: number;
}

function vietnamDate(epochMs: number): string {
  return new Date(epochMs + VIETNAM_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** Weekday in the gateway's numbering: Sunday 1, Monday 2 .. Saturday 7, in Vietnam time. */
export function vietnamWeekday(epochMs: number): number {
  return new Date(epochMs + VIETNAM_OFFSET_MS).getUTCDay() + 1;
}

function fastDraw(intervalMs: number, index: number): Draw {
  const drawAt = index * intervalMs;
  const ofDay = Math.floor(((drawAt + VIETNAM_OFFSET_MS) % DAY_MS) / intervalMs) + 1;
  return { numero: `${vietnamDate(drawAt)}-${String(ofDay).padStart(4, '0')}`, drawAt };
}

/** The draws of a daily schedule around `now`: the next one, or the `back`-th before it. */
function dailyDraws(schedule: DrawSchedule, now: number, count: number, forward: boolean): Draw[] {
  const days = new Set((schedule.drawDays ?? '').split(',').map(Number));
  const minute = schedule.drawMinute ?? 0;
  const draws: Draw[] = [];
  const localMidnight = Math.floor((now + VIETNAM_OFFSET_MS) / DAY_MS) * DAY_MS - VIETNAM_OFFSET_MS;
  for (let offset = 0; draws.length < count && Math.abs(offset) < 400; offset += forward ? 1 : -1) {
    const drawAt = localMidnight + offset * DAY_MS + minute * 60_000;
    const upcoming = drawAt > now;
    if (upcoming !== forward || !days.has(vietnamWeekday(drawAt))) continue;
    draws.push({ numero: vietnamDate(drawAt), drawAt });
  }
  return draws;
}

/** The next draw after `now`, which is the one on sale (or locked in its last seconds). */
export function nextDraw(schedule: DrawSchedule, now: number): Draw {
  if (schedule.intervalSeconds) {
    const intervalMs = schedule.intervalSeconds * 1000;
    return fastDraw(intervalMs, Math.floor(now / intervalMs) + 1);
  }
  const [draw] = dailyDraws(schedule, now, 1, true);
  return draw ?? { numero: vietnamDate(now), drawAt: now + DAY_MS };
}

/** The last `count` draws that have already happened, newest first. */
export function pastDraws(schedule: DrawSchedule, now: number, count: number): Draw[] {
  if (schedule.intervalSeconds) {
    const intervalMs = schedule.intervalSeconds * 1000;
    const last = Math.floor(now / intervalMs);
    return Array.from({ length: count }, (_, back) => fastDraw(intervalMs, last - back));
  }
  return dailyDraws(schedule, now, count, false);
}

/**
 * A draw's result is a function of the game and the draw number, so it can be recomputed and
 * stored idempotently whenever the draw is first looked at, on every engine.
 */
export function drawResult(code: string, numero: string): string {
  const prng = createPrng(hashString(`${code}:${numero}`));
  if (code.startsWith('KENO')) {
    const picked = new Set<number>();
    while (picked.size < 20) picked.add(prng.int(1, 80));
    return [...picked].sort((a, b) => a - b).join(',');
  }
  return Array.from({ length: 5 }, () => prng.int(0, 9)).join(',');
}

export interface DrawTiming {
  numero: string;
  remainTime: number;
  lockTime: number;
  isSale: boolean;
}

/** What the lottery menu shows: the draw on sale, ms until it, and whether betting is still open. */
export function drawTiming(schedule: DrawSchedule, now: number): DrawTiming {
  const draw = nextDraw(schedule, now);
  const remainTime = Math.max(0, draw.drawAt - now);
  const lockTime = schedule.lockSeconds * 1000;
  return { numero: draw.numero, remainTime, lockTime, isSale: remainTime > lockTime };
}
