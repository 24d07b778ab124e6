import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  durationParts,
  formatAmount,
  formatCount,
  formatHms,
  formatMoneyDigits,
  formatWholeAmount,
  setNumberLanguage,
} from './format';

describe('amounts', () => {
  it('shows #,##0.00 behind the yuan sign by default', () => {
    expect(formatAmount(1234.5)).toBe('￥1,234.50');
    expect(formatAmount(0)).toBe('￥0.00');
    // A left-to-right mark before the minus keeps it in front inside Urdu, Arabic or Persian text.
    expect(formatAmount(-3)).toBe('\u200e-￥3.00');
    expect(formatWholeAmount(-1234.5)).toBe('\u200e-1,234');
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

  it('group and round as en-US NumberFormat does, without making one', () => {
    // The first NumberFormat loads the engine's number data, a long task in the member's first
    // render: the amounts are formatted without it, and must read exactly as it would.
    const withCents = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const amounts = [
      0,
      1e-7,
      0.004,
      0.005,
      0.015,
      0.125,
      1.005,
      2.675,
      9.995,
      99.999,
      999.995,
      1000,
      12_345.675,
      999_999.995,
      1_234_567.891,
      2 ** 53,
      9.99e20,
      123_456_789_012.345,
    ];
    // And amounts of every size from 10^-3 to 10^12, from a fixed seed so that a failure repeats.
    let seed = 12_345;
    for (let index = 0; index < 3000; index += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      const exponent = (index % 16) - 3;
      const amount = (seed / 2 ** 31) * 10 ** exponent;
      amounts.push(amount, Math.round(amount * 1000) / 1000);
    }
    vi.stubGlobal(
      'Intl',
      Object.assign(Object.create(Intl) as typeof Intl, {
        NumberFormat: () => {
          throw new Error('An amount was formatted with Intl.NumberFormat.');
        },
      }),
    );
    for (const amount of amounts) {
      for (const signed of [amount, -amount]) {
        const sign = signed < 0 ? '\u200e-' : '';
        expect(formatAmount(signed, '$')).toBe(`${sign}$${withCents.format(Math.abs(signed))}`);
        const cut = Math.trunc(signed);
        expect(formatWholeAmount(signed)).toBe(
          `${cut < 0 ? '\u200e-' : ''}${whole.format(Math.abs(cut))}`,
        );
      }
    }
  });

  it('show an amount too large to write without an exponent as unknown', () => {
    expect(formatAmount(1e21)).toBe('--');
    expect(formatWholeAmount(-1e21)).toBe('--');
  });
});

describe("amounts in the app's language", () => {
  afterEach(() => setNumberLanguage('EN'));

  it("write an amount's digits the way the language does, in Latin digits", () => {
    setNumberLanguage('FR');
    expect(formatAmount(1234567.5)).toBe('￥1\u202f234\u202f567,50');
    setNumberLanguage('PT-BR');
    expect(formatAmount(-1234.5)).toBe('\u200e-￥1.234,50');
    setNumberLanguage('HI');
    expect(formatAmount(1234567)).toBe('￥12,34,567.00');
    setNumberLanguage('AR');
    expect(formatAmount(1234.5)).toBe('￥1,234.50');
  });

  it('keep every digit of a large amount exact', () => {
    setNumberLanguage('RU');
    expect(formatMoneyDigits(123456789012345678n, 5n)).toBe(
      '123\u00a0456\u00a0789\u00a0012\u00a0345\u00a0678,05',
    );
  });

  it("keep the spec's pattern for the header's balance in every language", () => {
    setNumberLanguage('FR');
    expect(formatWholeAmount(1234567.99)).toBe('1,234,567');
  });
});
