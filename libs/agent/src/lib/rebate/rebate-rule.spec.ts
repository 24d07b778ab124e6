import { describe, expect, it } from 'vitest';
import { checkRebate } from './rebate-rule';

describe('checkRebate', () => {
  it.each([
    ['0', 0],
    ['0.5', 0.5],
    ['1.2', 1.2],
    [' 1.20 ', 1.2],
  ])('accepts %j within a quota of 1.2%%', (typed, ratePercent) => {
    expect(checkRebate(typed, 1.2)).toEqual({ ok: true, ratePercent });
  });

  it.each(['1.21', '2', '100'])('refuses %j above a quota of 1.2%%', (typed) => {
    expect(checkRebate(typed, 1.2)).toEqual({ ok: false, refusal: 'above_quota' });
  });

  it('refuses everything but zero when the quota is zero', () => {
    expect(checkRebate('0.01', 0)).toEqual({ ok: false, refusal: 'above_quota' });
    expect(checkRebate('0', 0)).toEqual({ ok: true, ratePercent: 0 });
  });

  it.each(['', '-1', 'abc', '1.234', '1,5', '.5', '1e2', '1000'])(
    'refuses %j as not a rate',
    (typed) => {
      expect(checkRebate(typed, 100)).toEqual({ ok: false, refusal: 'not_a_rate' });
    },
  );
});
