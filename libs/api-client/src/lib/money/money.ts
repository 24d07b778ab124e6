// Money in integer minor units (cents): amounts are added, compared and shown as whole numbers, so
// no float arithmetic ever touches a figure a member sees. The gateway speaks decimal numbers with
// at most two decimals; `toMinor` and `toWire` are the only crossings.
import { formatMoneyDigits } from '@mweb/i18n';

/** An amount in minor units (cents): always a safe integer. */
export type Minor = number & { readonly __minor: true };

/** The minor units in one major unit (two decimals, as the spec's `#,##0.00`). */
const MINOR_PER_MAJOR = 100;

/** The largest amount the gateway takes (its contract's one billion), in minor units. */
export const MAX_MINOR = (1_000_000_000 * MINOR_PER_MAJOR) as Minor;

/** An integer number of minor units as `Minor`; anything else (a fraction, NaN) is refused. */
export function minor(units: number): Minor | undefined {
  return Number.isSafeInteger(units) ? (units as Minor) : undefined;
}

/**
 * A gateway amount (a decimal number with at most two decimals) in minor units. The decimal is
 * read from its shortest text, digit by digit, never multiplied: `0.07` is 7, not 7.000000000000001.
 * An amount with more decimals or beyond the safe range reads as undefined.
 */
export function toMinor(amount: number): Minor | undefined {
  if (!Number.isFinite(amount)) return undefined;
  const text = Math.abs(amount).toString();
  if (/e/i.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > 2) return undefined;
  const units = Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(units)) return undefined;
  return (amount < 0 && units !== 0 ? -units : units) as Minor;
}

/** Minor units as the gateway's decimal number (the nearest double to `units / 100`). */
export function toWire(units: Minor): number {
  return units / MINOR_PER_MAJOR;
}

/** Groups the digits of a whole number by thousands, as the header's `#,##0` writes them in every language. */
function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** How an amount is shown: `#,##0.00` (screens) or `#,##0` (the header, cents cut). */
export type MoneyPattern = '#,##0.00' | '#,##0';

/**
 * An amount with the currency's pattern and symbol: `￥1,234.50`, `-￥3.00` (digits as the app's
 * language writes them: `formatMoneyDigits`), `￥1,234` with the
 * header's pattern (the cents are cut, never rounded up, so it never shows more than there is).
 */
export function formatMinor(
  units: Minor,
  symbol: string,
  pattern: MoneyPattern = '#,##0.00',
): string {
  // The left-to-right mark keeps the minus in front in right-to-left text (as i18n's formatAmount).
  const sign = units < 0 ? '\u200e-' : '';
  const absolute = Math.abs(units);
  const whole = Math.floor(absolute / MINOR_PER_MAJOR);
  const cents = absolute % MINOR_PER_MAJOR;
  if (pattern === '#,##0') return `${whole === 0 ? '' : sign}${symbol}${grouped(whole)}`;
  return `${sign}${symbol}${formatMoneyDigits(whole, cents)}`;
}

/** Why typed text is not an amount. */
export type AmountTextProblem = 'required' | 'format' | 'sign' | 'decimals' | 'too_large';

/**
 * Typed text as minor units: digits with an optional point and at most two decimals, no sign, no
 * exponent, no group separators. Read digit by digit, so `0.1` plus `0.2` is exactly 30 cents.
 */
export function parseAmountText(text: string): { units: Minor } | { problem: AmountTextProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'required' };
  if (/^[+-]/.test(trimmed)) return { problem: 'sign' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(trimmed);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return { problem: 'format' };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { problem: 'decimals' };
  if (whole.replace(/^0+/, '').length > 10) return { problem: 'too_large' };
  const units = Number(whole || '0') * MINOR_PER_MAJOR + Number(fraction.padEnd(2, '0'));
  if (units > MAX_MINOR) return { problem: 'too_large' };
  return { units: units as Minor };
}
