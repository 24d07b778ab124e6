// The betting records' date ranges: quick ranges counted in the member's own days, and a custom
// one; both travel as the exact instants of the local days' start and end.

export type RangePreset = 'today' | 'yesterday' | 'week' | 'month' | 'custom';

export const RANGE_PRESETS: readonly RangePreset[] = [
  'today',
  'yesterday',
  'week',
  'month',
  'custom',
];

/** Local calendar days, as a date field holds them (`yyyy-mm-dd`), first and last included. */
export interface DayRange {
  from: string;
  to: string;
}

/** A local day as a date field's value. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function daysBefore(today: Date, days: number): Date {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
}

/**
 * The days a quick range covers, seen from `today`: 7 days and 30 days end today and include it.
 * A custom range starts as today, for the member to change.
 */
export function presetDays(preset: RangePreset, today: Date): DayRange {
  const day = localDay(today);
  switch (preset) {
    case 'yesterday': {
      const yesterday = localDay(daysBefore(today, 1));
      return { from: yesterday, to: yesterday };
    }
    case 'week':
      return { from: localDay(daysBefore(today, 6)), to: day };
    case 'month':
      return { from: localDay(daysBefore(today, 29)), to: day };
    default:
      return { from: day, to: day };
  }
}

/** A date field's value as that local day's midnight, or undefined when it is not a real day. */
function parseDay(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

export type RangeProblem = 'incomplete' | 'reversed';

/**
 * The query of a day range: from the first day's local midnight to the last day's last
 * millisecond, as ISO instants; or why the range cannot be asked for.
 */
export function rangeQuery(
  days: DayRange,
): { ok: true; startDate: string; endDate: string } | { ok: false; problem: RangeProblem } {
  const from = parseDay(days.from);
  const to = parseDay(days.to);
  if (!from || !to) return { ok: false, problem: 'incomplete' };
  if (from > to) return { ok: false, problem: 'reversed' };
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1, 0, 0, 0, -1);
  return { ok: true, startDate: from.toISOString(), endDate: end.toISOString() };
}
