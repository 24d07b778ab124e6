import { WALLET_ROUTES } from '@mweb/api-contract/client';
import { api } from '../base/base-api';
import { callsFor } from '../base/call-endpoint';
import { itemTags } from '../base/tags';
import { balanceSchema } from '../money/balance-schema';
import { lazyMoneySchema } from '../money/lazy-schema';

const { callMutation, callQuery } = callsFor(WALLET_ROUTES);

/**
 * Money answers are checked against the contract before a screen shows them (`responseSchema`):
 * a malformed amount reads as a `parse.error`, never as 0 or NaN on the member's screen. The
 * balance's check is hand-written (the header shows it on first load); the others load their zod
 * schema with the first answer (see money/lazy-schema.ts).
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
      responseSchema: lazyMoneySchema((schemas) => schemas['wallet.transfer']),
      invalidatesTags: ['Balance', 'Records'],
    }),
    transactions: callQuery(build, 'wallet.transactions', { providesTags: ['Records'] }),
    depositChannels: callQuery(build, 'wallet.depositChannels', {
      responseSchema: lazyMoneySchema((schemas) => schemas['wallet.depositChannels']),
    }),
    depositPromos: callQuery(build, 'wallet.depositPromos'),
    deposit: callMutation(build, 'wallet.deposit', {
      responseSchema: lazyMoneySchema((schemas) => schemas['wallet.deposit']),
      invalidatesTags: ['Balance', 'Records'],
    }),
    depositRecords: callQuery(build, 'wallet.depositRecords', {
      responseSchema: lazyMoneySchema((schemas) => schemas['wallet.depositRecords']),
      providesTags: ['Records'],
    }),
    bankCards: callQuery(build, 'wallet.bankCards', {
      providesTags: (cards) => itemTags('BankCard', cards, (card) => card.bankCardId),
    }),
    withdraw: callMutation(build, 'wallet.withdraw', {
      responseSchema: lazyMoneySchema((schemas) => schemas['wallet.withdraw']),
      invalidatesTags: ['Balance', 'Records'],
    }),
    withdrawInfo: callQuery(build, 'wallet.withdrawInfo', {
      responseSchema: lazyMoneySchema((schemas) => schemas['wallet.withdrawInfo']),
      // What is available follows the balance.
      providesTags: ['Balance'],
    }),
    withdrawReport: callQuery(build, 'wallet.withdrawReport', {
      responseSchema: lazyMoneySchema((schemas) => schemas['wallet.withdrawReport']),
      providesTags: ['Records'],
    }),
    cashbackInfo: callQuery(build, 'wallet.cashbackInfo', {
      responseSchema: lazyMoneySchema((schemas) => schemas['wallet.cashbackInfo']),
      providesTags: ['Balance'],
    }),
    claimCashback: callMutation(build, 'wallet.claimCashback', {
      responseSchema: lazyMoneySchema((schemas) => schemas['wallet.claimCashback']),
      invalidatesTags: ['Balance', 'Records'],
    }),
  }),
});

export const {
  useBalanceQuery,
  useTransferMutation,
  useTransactionsQuery,
  useDepositChannelsQuery,
  useDepositPromosQuery,
  useDepositMutation,
  useDepositRecordsQuery,
  useBankCardsQuery,
  useWithdrawMutation,
  useWithdrawInfoQuery,
  useWithdrawReportQuery,
  useCashbackInfoQuery,
  useClaimCashbackMutation,
} = walletApi;
