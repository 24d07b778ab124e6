import { describe, expect, it } from 'vitest';
import { formatMinor, minor, parseAmountText, toMinor, toWire, type Minor } from './money';

const cents = (units: number) => units as Minor;

describe('toMinor', () => {
  it.each([
    [0, 0],
    [0.07, 7],
    [0.1, 10],
    [1234.5, 123_450],
    [19.99, 1999],
    [-3, -300],
    [-0.01, -1],
    [1_000_000_000, 100_000_000_000],
  ])('reads %s as %s cents', (amount, expected) => {
    expect(toMinor(amount)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 0.001, 1.005, 1e21, 1e-7])(
    'refuses %s, which is not an amount of two decimals',
    (amount) => {
      expect(toMinor(amount)).toBeUndefined();
    },
  );

  it('adds amounts exactly where floats do not', () => {
    const sum = (toMinor(0.1) ?? 0) + (toMinor(0.2) ?? 0);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sum).toBe(30);
    expect(toWire(cents(sum))).toBe(0.3);
  });
});

describe('minor', () => {
  it('takes whole numbers of cents only', () => {
    expect(minor(12)).toBe(12);
    expect(minor(1.5)).toBeUndefined();
    expect(minor(Number.NaN)).toBeUndefined();
  });
});

describe('formatMinor', () => {
  it.each([
    [0, '￥0.00'],
    [5, '￥0.05'],
    [123_450, '￥1,234.50'],
    [123_456_789, '￥1,234,567.89'],
    [-300, '\u200e-￥3.00'],
  ])('shows %s cents as %s with #,##0.00', (units, text) => {
    expect(formatMinor(cents(units), '￥')).toBe(text);
  });

  it.each([
    [123_499, '₫1,234'],
    [99, '₫0'],
    [-99, '₫0'],
    [-123_400, '\u200e-₫1,234'],
  ])('shows %s cents as %s with the header pattern #,##0, cents cut', (units, text) => {
    expect(formatMinor(cents(units), '₫', '#,##0')).toBe(text);
  });
});

describe('parseAmountText', () => {
  it.each([
    ['100', 10_000],
    ['100.5', 10_050],
    ['0.01', 1],
    ['12.', 1200],
    ['.5', 50],
    [' 7 ', 700],
    ['0010', 1000],
  ])('reads "%s" as %s cents', (text, units) => {
    expect(parseAmountText(text)).toEqual({ units });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['-5', 'sign'],
    ['+5', 'sign'],
    ['1.234', 'decimals'],
    ['abc', 'format'],
    ['1,000', 'format'],
    ['1e3', 'format'],
    ['.', 'format'],
    ['1.2.3', 'format'],
    ['10000000000', 'too_large'],
    ['1000000000.01', 'too_large'],
  ])('refuses "%s" as %s', (text, problem) => {
    expect(parseAmountText(text)).toEqual({ problem });
  });
});
