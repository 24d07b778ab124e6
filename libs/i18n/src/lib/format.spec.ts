import { afterEach, describe, expect, it, vi } from 'vitest';
import { durationParts, formatAmount, formatCount, formatHms, formatWholeAmount } from './format';

describe('amounts', () => {
  it('shows #,##0.00 behind the yuan sign by default', () => {
    expect(formatAmount(1234.5)).toBe('￥1,234.50');
    expect(formatAmount(0)).toBe('￥0.00');
    expect(formatAmount(-3)).toBe('-￥3.00');
    expect(formatAmount(1_000_000.005, '$')).toMatch(/^\$1,000,000\.0[01]$/);
  });

  it('shows the header balance as #,##0, never rounding up', () => {
    expect(formatWholeAmount(1234567.99)).toBe('1,234,567');
    expect(formatWholeAmount(-0.5)).toBe('0');
  });

  it('shows -- for an unknown amount', () => {
    expect(formatAmount(Number.NaN)).toBe('--');
    expect(formatWholeAmount(Number.POSITIVE_INFINITY)).toBe('--');
  });
});

describe('counts', () => {
  it('shows 99+ above 99 and nothing at zero', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(99)).toBe('99');
    expect(formatCount(100)).toBe('99+');
    expect(formatCount(0)).toBeNull();
    expect(formatCount(12, 9)).toBe('9+');
  });
});

describe('countdowns', () => {
  it('formats hh:mm:ss, hours past a day included', () => {
    expect(formatHms(3_723_000)).toBe('01:02:03');
    expect(formatHms(90_000_000)).toBe('25:00:00');
  });

  it('shows --:--:-- when over or unknown', () => {
    expect(formatHms(999)).toBe('--:--:--');
    expect(formatHms(-5)).toBe('--:--:--');
    expect(formatHms(Number.NaN)).toBe('--:--:--');
  });

  it('splits days, hours, minutes and seconds', () => {
    expect(durationParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(durationParts(-1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('the number formats', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('are made when an amount is first formatted, once, not when the module loads', async () => {
    // The first NumberFormat loads the engine's number data: a first load that shows no amount
    // must not pay for it.
    let made = 0;
    class CountedNumberFormat extends Intl.NumberFormat {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        made += 1;
      }
    }
    vi.stubGlobal(
      'Intl',
      Object.assign(Object.create(Intl) as typeof Intl, {
        NumberFormat: CountedNumberFormat,
      }),
    );
    vi.resetModules();
    const format = await import('./format');
    expect(made).toBe(0);
    expect(format.formatAmount(1234.5)).toBe('￥1,234.50');
    expect(format.formatAmount(-3)).toBe('-￥3.00');
    expect(made).toBe(1);
    expect(format.formatWholeAmount(1234.99)).toBe('1,234');
    expect(made).toBe(2);
  });
});
