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
 * must read as an error, never as 0 or NaN on the member's screen.
 */
function validatedMoney<Schema extends z.ZodType>(route: GatewayRoute, schema: Schema) {
  return async (
    arg: unknown,
    _api: unknown,
    _extra: unknown,
    baseQuery: (args: GatewayArgs) => ReturnType<BaseQueryFn<GatewayArgs, unknown, ApiError>>,
  ): Promise<{ data: z.output<Schema> } | { error: ApiError }> => {
    const result = await baseQuery(gateway(route, arg ?? undefined));
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
      queryFn: (_arg, queryApi, extra, baseQuery) =>
        validatedMoney(ROUTES['wallet.balance'], wallet.balance.value)(
          { typeId: 0 },
          queryApi,
          extra,
          baseQuery,
        ),
      providesTags: ['Balance'],
    }),
    transfer: build.mutation<CallValue<Wallet['transfer']>, CallArg<Wallet['transfer']>>({
      queryFn: (arg, queryApi, extra, baseQuery) =>
        validatedMoney(ROUTES['wallet.transfer'], wallet.transfer.value)(
          arg,
          queryApi,
          extra,
          baseQuery,
        ),
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
      queryFn: (arg, queryApi, extra, baseQuery) =>
        validatedMoney(ROUTES['wallet.deposit'], wallet.deposit.value)(
          arg,
          queryApi,
          extra,
          baseQuery,
        ),
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
      queryFn: (arg, queryApi, extra, baseQuery) =>
        validatedMoney(ROUTES['wallet.withdraw'], wallet.withdraw.value)(
          arg,
          queryApi,
          extra,
          baseQuery,
        ),
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
      queryFn: (_arg, queryApi, extra, baseQuery) =>
        validatedMoney(ROUTES['wallet.cashbackInfo'], wallet.cashbackInfo.value)(
          undefined,
          queryApi,
          extra,
          baseQuery,
        ),
      providesTags: ['Balance'],
    }),
    claimCashback: build.mutation<CallValue<Wallet['claimCashback']>, void>({
      queryFn: (_arg, queryApi, extra, baseQuery) =>
        validatedMoney(ROUTES['wallet.claimCashback'], wallet.claimCashback.value)(
          undefined,
          queryApi,
          extra,
          baseQuery,
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
