import { wallet } from '@mweb/api-contract';
import { describe, expect, it } from 'vitest';
import { checkBalance } from './balance-schema';

const good = [
  { sumBalance: 12.5, balance: [{ accountTypeId: 0, availBalance: 12.5 }] },
  {
    sumBalance: 0,
    balance: [],
    currency: 'VND',
    currencySymbol: '₫',
    extra: 'dropped',
  },
  { sumBalance: -3, balance: [{ accountTypeId: 2, availBalance: -3, note: 'x' }] },
];

const bad = [
  null,
  'lots',
  [],
  { sumBalance: 'lots', balance: [] },
  { sumBalance: Number.NaN, balance: [] },
  { sumBalance: Number.POSITIVE_INFINITY, balance: [] },
  { sumBalance: 1 },
  { sumBalance: 1, balance: [{ accountTypeId: 0.5, availBalance: 1 }] },
  { sumBalance: 1, balance: [{ accountTypeId: 0, availBalance: '1' }] },
  { sumBalance: 1, balance: [null] },
  { sumBalance: 1, balance: [], currency: 5 },
];

describe('the hand-written balance check', () => {
  it.each(good)('accepts what the contract accepts, with the same result: %j', (value) => {
    const checked = checkBalance(value);
    expect(checked).toEqual({ value: wallet.balance.value.parse(value) });
  });

  it.each(bad)('refuses what the contract refuses: %j', (value) => {
    expect(wallet.balance.value.safeParse(value).success).toBe(false);
    expect(checkBalance(value)).toHaveProperty('issues');
  });
});
