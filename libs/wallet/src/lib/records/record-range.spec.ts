import { describe, expect, it } from 'vitest';
import { presetDays, rangeQuery } from './record-range';

// A Wednesday afternoon, in the machine's own time zone, as the member's phone would see it.
const today = new Date(2026, 2, 4, 15, 30);

describe('the betting records’ date ranges', () => {
  it('counts the quick ranges in local days, today included', () => {
    expect(presetDays('today', today)).toEqual({ from: '2026-03-04', to: '2026-03-04' });
    expect(presetDays('yesterday', today)).toEqual({ from: '2026-03-03', to: '2026-03-03' });
    expect(presetDays('week', today)).toEqual({ from: '2026-02-26', to: '2026-03-04' });
    expect(presetDays('month', today)).toEqual({ from: '2026-02-03', to: '2026-03-04' });
  });

  it('asks from the first day’s local midnight to the last day’s last millisecond', () => {
    const query = rangeQuery({ from: '2026-03-03', to: '2026-03-04' });
    expect(query).toEqual({
      ok: true,
      startDate: new Date(2026, 2, 3).toISOString(),
      endDate: new Date(2026, 2, 4, 23, 59, 59, 999).toISOString(),
    });
  });

  it('refuses a range that ends before it starts, or a day that does not exist', () => {
    expect(rangeQuery({ from: '2026-03-05', to: '2026-03-04' })).toEqual({
      ok: false,
      problem: 'reversed',
    });
    expect(rangeQuery({ from: '2026-02-30', to: '2026-03-04' })).toEqual({
      ok: false,
      problem: 'incomplete',
    });
    expect(rangeQuery({ from: '', to: '2026-03-04' })).toEqual({
      ok: false,
      problem: 'incomplete',
    });
  });
});
