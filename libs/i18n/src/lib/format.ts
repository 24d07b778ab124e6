/** The default wallet currency (SPEC.md section 3). */
export const DEFAULT_CURRENCY = { code: 'CNY', symbol: '￥' } as const;

/** What a countdown shows when there is nothing to count down to. */
export const NO_COUNTDOWN = '--:--:--';

/** Counts above this show as `99+` (SPEC.md section 9). */
export const COUNT_MAX = 99;

/** Made on first use, then kept. */
function once<Value>(make: () => Value): () => Value {
  let value: Value | undefined;
  return () => (value ??= make());
}

// The spec's patterns fix the separators (`#,##0.00`), whatever the language. Made when first
// needed, not when the first load evaluates: the first NumberFormat loads the engine's number data,
// about 20 ms of the main thread here before anything had shown, for amounts a guest's home shows
// only further down.
const withCents = once(
  () => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const whole = once(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

/** An amount as `#,##0.00` behind the currency symbol: `￥1,234.50`, `-￥3.00`; `--` when unknown. */
export function formatAmount(amount: number, symbol: string = DEFAULT_CURRENCY.symbol): string {
  if (!Number.isFinite(amount)) return '--';
  const sign = amount < 0 ? '-' : '';
  return `${sign}${symbol}${withCents().format(Math.abs(amount))}`;
}

/**
 * An amount as `#,##0`, as the header shows the balance. The cents are cut, not rounded, so the
 * header never shows more money than the wallet holds.
 */
export function formatWholeAmount(amount: number): string {
  if (!Number.isFinite(amount)) return '--';
  return whole().format(Math.trunc(amount) || 0);
}

/** The text of a count badge: `7`, `99+` above the maximum, null (nothing shown) at zero or below. */
export function formatCount(count: number, max: number = COUNT_MAX): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  const wholeCount = Math.floor(count);
  return wholeCount > max ? `${max}+` : String(wholeCount);
}

/** A remaining time split into whole days, hours, minutes and seconds (never negative). */
export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The whole seconds left, or 0 when the time is over or unknown. */
function secondsLeft(ms: number): number {
  if (!Number.isFinite(ms)) return 0;
  return Math.max(0, Math.floor(ms / 1000));
}

/** Splits milliseconds into days, hours, minutes and seconds, for the d/h/m/s countdown. */
export function durationParts(ms: number): DurationParts {
  const left = secondsLeft(ms);
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

/** Two digits at least: `7` becomes `07`. */
export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** `hh:mm:ss` for the time left (hours beyond 24 keep counting), `--:--:--` when it is over. */
export function formatHms(ms: number): string {
  const left = secondsLeft(ms);
  if (left <= 0) return NO_COUNTDOWN;
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  return [hours, minutes, left % 60].map(pad2).join(':');
}
