// The deposit, withdraw and cashback calls: they load with the wallet's screens, not with the
// first page (which holds only the balance, in wallet.api.ts).
import {
  WALLET_BANK_CARDS,
  WALLET_CASHBACK_INFO,
  WALLET_CLAIM_CASHBACK,
  WALLET_DEPOSIT,
  WALLET_DEPOSIT_CHANNELS,
  WALLET_DEPOSIT_PROMOS,
  WALLET_DEPOSIT_RECORDS,
  WALLET_WITHDRAW,
  WALLET_WITHDRAW_INFO,
  WALLET_WITHDRAW_REPORT,
} from '@mweb/api-contract/client';
import { api } from '../base/base-api';
import { callsFor } from '../base/call-endpoint';
import { itemTags } from '../base/tags';
import { lazyMoneySchema } from '../money/lazy-schema';

const { callMutation, callQuery } = callsFor(
  WALLET_BANK_CARDS,
  WALLET_CASHBACK_INFO,
  WALLET_CLAIM_CASHBACK,
  WALLET_DEPOSIT,
  WALLET_DEPOSIT_CHANNELS,
  WALLET_DEPOSIT_PROMOS,
  WALLET_DEPOSIT_RECORDS,
  WALLET_WITHDRAW,
  WALLET_WITHDRAW_INFO,
  WALLET_WITHDRAW_REPORT,
);

/** Every money answer is checked against the contract before a screen shows it. */
export const walletOrdersApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    depositChannels: callQuery(build, 'wallet.depositChannels', {
      responseSchema: lazyMoneySchema((schemas) => schemas['wallet.depositChannels']),
    }),
    depositPromos: callQuery(build, 'wallet.depositPromos'),
    deposit: callMutation(build, 'wallet.deposit', {
      failureShownBy: 'screen',
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
      failureShownBy: 'screen',
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
      failureShownBy: 'screen',
      responseSchema: lazyMoneySchema((schemas) => schemas['wallet.claimCashback']),
      invalidatesTags: ['Balance', 'Records'],
    }),
  }),
});

export const {
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
} = walletOrdersApi;
