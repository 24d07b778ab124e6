import { languageOf, normaliseLanguage } from './languages';

/** The default wallet currency (SPEC.md section 3). */
export const DEFAULT_CURRENCY = { code: 'CNY', symbol: '￥' } as const;

/** What a countdown shows when there is nothing to count down to. */
export const NO_COUNTDOWN = '--:--:--';

/** Counts above this show as `99+` (SPEC.md section 9). */
export const COUNT_MAX = 99;

// English writes the spec's patterns (`#,##0.00`, `#,##0`) as they are, so its digits are
// grouped here rather than by `Intl.NumberFormat`: the first NumberFormat a page makes loads the
// engine's number data, a single task of 20-35 ms on this machine (four times that on a cheap
// phone) in the member's first render, for commas a regular expression puts in. Every other
// language writes an amount's digits its own way (`12 345,67` in French, `12,34,567.00` in
// Hindi), through `Intl` on first use; the header's balance and the countdowns keep the spec's.
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** A whole number's digits grouped by three with commas: `1234567` becomes `1,234,567`. */
function grouped(whole: number | bigint): string {
  return String(whole).replace(THOUSANDS, ',');
}

/** The BCP 47 tag whose way of writing numbers amounts follow: the app's language. */
let numberTag = 'en';
const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Amounts follow this language from now on (the app's i18next instance calls it on every change
 * of language). Cheap: a formatter is made only when a non-English amount is first written.
 */
export function setNumberLanguage(language: unknown): void {
  numberTag = languageOf(normaliseLanguage(language)).tag;
}

/**
 * A decimal amount's digits, `whole.cents`, written the way the app's language writes numbers,
 * always with two decimals and in Latin digits (amounts read left to right in every script):
 * `1,234.50` in English, `1 234,50` in French. `whole` and `cents` are exact (no float on the way).
 */
export function formatMoneyDigits(whole: bigint | number, cents: bigint | number): string {
  const fraction = String(cents).padStart(2, '0');
  if (numberTag === 'en') return `${grouped(whole)}.${fraction}`;
  let format = moneyFormats.get(numberTag);
  if (!format) {
    format = new Intl.NumberFormat(numberTag, {
      numberingSystem: 'latn',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(numberTag, format);
  }
  // A decimal string keeps every digit of a large amount exact, where a number would round.
  return format.format(`${whole}.${fraction}` as `${number}`);
}

/**
 * Whether an amount can be shown. Past 10^21 a number is written with an exponent; no wallet holds
 * that much, so such a number is an unknown amount rather than a wrong one.
 */
function showable(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount) < 1e21;
}

/**
 * A left-to-right mark before a minus sign. In right-to-left text (UR, AR, FA) the bidi algorithm
 * reads a lone `-` before a number as a neutral and sets it on the number's far side (`￥3.00-`);
 * behind the mark it stays in front. The digits themselves are left to right in every script.
 */
const LTR_MARK = '\u200e';

/**
 * An amount as `#,##0.00` behind the currency symbol: `￥1,234.50`, `-￥3.00` (a left-to-right mark
 * before the minus, see `LTR_MARK`), its digits as the app's language writes them
 * (`formatMoneyDigits`); `--` when unknown.
 */
export function formatAmount(amount: number, symbol: string = DEFAULT_CURRENCY.symbol): string {
  if (!showable(amount)) return '--';
  // Rounded half up as NumberFormat rounds: on the shortest decimal that reads back as the number
  // (`1.005` is `1.01`), not on its binary value (`toFixed` makes it `1.00`). Under 10^-6 a number
  // is written with an exponent, and it rounds to zero.
  const size = Math.abs(amount);
  const [whole = '0', fraction = ''] = String(size < 1e-6 ? 0 : size).split('.');
  const cents =
    BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + ((fraction[2] ?? '0') >= '5' ? 1n : 0n);
  const sign = amount < 0 ? `${LTR_MARK}-` : '';
  return `${sign}${symbol}${formatMoneyDigits(cents / 100n, cents % 100n)}`;
}

/**
 * An amount as `#,##0`, as the header shows the balance. The cents are cut, not rounded, so the
 * header never shows more money than the wallet holds.
 */
export function formatWholeAmount(amount: number): string {
  if (!showable(amount)) return '--';
  const whole = Math.trunc(amount);
  return `${whole < 0 ? `${LTR_MARK}-` : ''}${grouped(Math.abs(whole))}`;
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
