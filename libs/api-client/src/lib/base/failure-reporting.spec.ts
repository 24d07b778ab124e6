import { describe, expect, it } from 'vitest';
import { walletApi } from '../endpoints/wallet.api';
import { walletOrdersApi } from '../endpoints/wallet-orders.api';

describe('api.failureShownBy', () => {
  it('answers what each injected mutation declares, and nothing for a query', () => {
    expect(walletOrdersApi.failureShownBy('deposit')).toBe('screen');
    expect(walletApi.failureShownBy('transfer')).toBe('shell');
    expect(walletApi.failureShownBy('balance')).toBeUndefined();
    expect(walletApi.failureShownBy('noSuchEndpoint')).toBeUndefined();
  });
});
