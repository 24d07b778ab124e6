import type { Minor } from '@mweb/api-client/money';
import { describe, expect, it } from 'vitest';
import { checkAmount, feeOf } from './amount-rule';

const cents = (units: number) => units as Minor;
const limits = { min: cents(10_000), max: cents(5_000_000) };

describe('checkAmount', () => {
  it.each([
    ['100', 10_000],
    ['100.5', 10_050],
    ['50000', 5_000_000],
    ['1234.56', 123_456],
  ])('takes "%s" as %s cents within the limits', (text, units) => {
    expect(checkAmount(text, limits)).toEqual({ ok: true, units });
  });

  it.each([
    ['', 'required'],
    ['-100', 'sign'],
    ['100.001', 'decimals'],
    ['1e5', 'format'],
    ['99.99', 'below_min'],
    ['0', 'below_min'],
    ['50000.01', 'above_max'],
  ])('refuses "%s" as %s', (text, problem) => {
    expect(checkAmount(text, limits)).toEqual({ ok: false, problem });
  });

  it('keeps a withdrawal within what is available', () => {
    const withBalance = { ...limits, available: cents(20_000) };
    expect(checkAmount('200', withBalance)).toEqual({ ok: true, units: 20_000 });
    expect(checkAmount('200.01', withBalance)).toEqual({ ok: false, problem: 'above_available' });
  });

  it('refuses zero even when the minimum is zero', () => {
    expect(checkAmount('0.00', { min: cents(0), max: cents(100) })).toEqual({
      ok: false,
      problem: 'below_min',
    });
  });
});

describe('feeOf', () => {
  it.each([
    [10_000, 0, 0],
    [10_000, 150, 150],
    [333, 150, 5],
    [100, 50, 1],
    [99, 50, 0],
  ])('charges on %s cents at %s basis points %s cents', (units, rate, fee) => {
    expect(feeOf(cents(units), rate)).toBe(fee);
  });
});
