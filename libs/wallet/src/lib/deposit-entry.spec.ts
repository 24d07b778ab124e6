import { describe, expect, it } from 'vitest';
import { depositDecision } from './deposit-entry';

describe('depositDecision', () => {
  it('sends guests to log in', () => {
    expect(depositDecision(null)).toEqual({ kind: 'login' });
  });

  it.each([4, 40, undefined])('refuses a free-trial account of type %j', (memberType) => {
    expect(depositDecision({ memberType })).toEqual({
      kind: 'refuse',
      message: 'trial_deposit_refused',
    });
  });

  it.each([0, 1, 2])('opens the deposit screen for a member of type %j', (memberType) => {
    expect(depositDecision({ memberType })).toEqual({ kind: 'open', screen: 'voucherCenter' });
  });
});
