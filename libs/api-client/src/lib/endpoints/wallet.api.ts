import { WALLET_BALANCE, WALLET_TRANSACTIONS, WALLET_TRANSFER } from '@mweb/api-contract/client';
import { isFulfilled, type PayloadAction } from '@reduxjs/toolkit';
import { api } from '../base/base-api';
import { callsFor } from '../base/call-endpoint';
import type { ValueOf } from '../base/call-types';
import { balanceSchema } from '../money/balance-schema';
import { lazyMoneySchema } from '../money/lazy-schema';

const { callMutation, callQuery } = callsFor(WALLET_BALANCE, WALLET_TRANSACTIONS, WALLET_TRANSFER);

/**
 * The balance and the calls beside it, which the first load holds (the header shows the balance).
 * Money answers are checked against the contract before a screen shows them (`responseSchema`):
 * a malformed amount reads as a `parse.error`, never as 0 or NaN on the member's screen. The
 * balance's check is hand-written; the others load their zod schema with the first answer (see
 * money/lazy-schema.ts). The deposit, withdraw and cashback calls are in wallet-orders.api.ts.
 */
export const walletApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    balance: callQuery(build, 'wallet.balance', {
      data: (_: void) => ({ typeId: 0 }),
      responseSchema: balanceSchema,
      providesTags: ['Balance'],
    }),
    transfer: callMutation(build, 'wallet.transfer', {
      failureShownBy: 'shell',
      responseSchema: lazyMoneySchema((schemas) => schemas['wallet.transfer']),
      invalidatesTags: ['Balance', 'Records'],
    }),
    transactions: callQuery(build, 'wallet.transactions', { providesTags: ['Records'] }),
  }),
});

export const { useBalanceQuery, useTransferMutation, useTransactionsQuery } = walletApi;

/**
 * A deposit the gateway accepted, told apart by its endpoint's name, so that a listener of the
 * first load (the first-deposit event) does not load the deposit calls' module.
 */
export function isDepositAccepted(
  action: unknown,
): action is PayloadAction<ValueOf<'wallet.deposit'>> {
  if (!isFulfilled(action)) return false;
  const { arg } = action.meta as { arg?: { endpointName?: unknown } };
  return arg?.endpointName === 'deposit';
}
