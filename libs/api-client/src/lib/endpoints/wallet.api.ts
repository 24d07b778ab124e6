import { ROUTES, wallet, type GatewayRoute } from '@mweb/api-contract';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { z } from 'zod';
import type { ApiError } from '../base/api-error';
import { api } from '../base/base-api';
import { gateway, type CallArg, type CallValue } from '../base/call-types';
import type { GatewayArgs } from '../base/gateway-base-query';

type Wallet = typeof wallet;

/**
 * Money answers are checked against the contract before a screen shows them: a malformed balance
 * must read as an error, never as 0 or NaN on the member's screen. `dataOf` turns the endpoint's
 * argument into the call's query or body.
 */
function moneyQuery<Schema extends z.ZodType, Arg>(
  route: GatewayRoute,
  schema: Schema,
  dataOf: (arg: Arg) => unknown = (arg) => arg,
) {
  return async (
    arg: Arg,
    _api: unknown,
    _extra: unknown,
    baseQuery: (args: GatewayArgs) => ReturnType<BaseQueryFn<GatewayArgs, unknown, ApiError>>,
  ): Promise<{ data: z.output<Schema> } | { error: ApiError }> => {
    const result = await baseQuery(gateway(route, dataOf(arg)));
    if ('error' in result && result.error) return { error: result.error };
    const parsed = schema.safeParse(result.data);
    return parsed.success
      ? { data: parsed.data }
      : {
          error: {
            status: 'PARSE_ERROR',
            errorCode: 'parse.error',
            message: `The ${route.id} answer was malformed.`,
          },
        };
  };
}

export const walletApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    balance: build.query<CallValue<Wallet['balance']>, void>({
      queryFn: moneyQuery(ROUTES['wallet.balance'], wallet.balance.value, () => ({ typeId: 0 })),
      providesTags: ['Balance'],
    }),
    transfer: build.mutation<CallValue<Wallet['transfer']>, CallArg<Wallet['transfer']>>({
      queryFn: moneyQuery(ROUTES['wallet.transfer'], wallet.transfer.value),
      invalidatesTags: ['Balance', 'Records'],
    }),
    transactions: build.query<CallValue<Wallet['transactions']>, CallArg<Wallet['transactions']>>({
      query: (params) => gateway(ROUTES['wallet.transactions'], params),
      providesTags: ['Records'],
    }),
    depositChannels: build.query<CallValue<Wallet['depositChannels']>, void>({
      query: () => gateway(ROUTES['wallet.depositChannels']),
    }),
    depositPromos: build.query<CallValue<Wallet['depositPromos']>, void>({
      query: () => gateway(ROUTES['wallet.depositPromos']),
    }),
    deposit: build.mutation<CallValue<Wallet['deposit']>, CallArg<Wallet['deposit']>>({
      queryFn: moneyQuery(ROUTES['wallet.deposit'], wallet.deposit.value),
      invalidatesTags: ['Balance', 'Records'],
    }),
    depositRecords: build.query<
      CallValue<Wallet['depositRecords']>,
      CallArg<Wallet['depositRecords']>
    >({
      query: (params) => gateway(ROUTES['wallet.depositRecords'], params),
      providesTags: ['Records'],
    }),
    bankCards: build.query<CallValue<Wallet['bankCards']>, void>({
      query: () => gateway(ROUTES['wallet.bankCards']),
      providesTags: ['Security'],
    }),
    withdraw: build.mutation<CallValue<Wallet['withdraw']>, CallArg<Wallet['withdraw']>>({
      queryFn: moneyQuery(ROUTES['wallet.withdraw'], wallet.withdraw.value),
      invalidatesTags: ['Balance', 'Records'],
    }),
    withdrawReport: build.query<
      CallValue<Wallet['withdrawReport']>,
      CallArg<Wallet['withdrawReport']>
    >({
      query: (params) => gateway(ROUTES['wallet.withdrawReport'], params),
      providesTags: ['Records'],
    }),
    cashbackInfo: build.query<CallValue<Wallet['cashbackInfo']>, void>({
      queryFn: moneyQuery(
        ROUTES['wallet.cashbackInfo'],
        wallet.cashbackInfo.value,
        () => undefined,
      ),
      providesTags: ['Balance'],
    }),
    claimCashback: build.mutation<CallValue<Wallet['claimCashback']>, void>({
      queryFn: moneyQuery(
        ROUTES['wallet.claimCashback'],
        wallet.claimCashback.value,
        () => undefined,
      ),
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
  useWithdrawReportQuery,
  useCashbackInfoQuery,
  useClaimCashbackMutation,
} = walletApi;
