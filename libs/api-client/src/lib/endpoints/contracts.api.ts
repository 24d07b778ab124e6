import { ROUTES, type contracts } from '@mweb/api-contract';
import { api } from '../base/base-api';
import { gateway, type CallArg, type CallValue } from '../base/call-types';

type Contracts = typeof contracts;

export const contractsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    fundsConsolidated: build.query<CallValue<Contracts['fundsConsolidated']>, void>({
      query: () => gateway(ROUTES['contracts.fundsConsolidated']),
      providesTags: ['Contract'],
    }),
    dailySalaryContract: build.query<CallValue<Contracts['dailySalaryContract']>, void>({
      query: () => gateway(ROUTES['contracts.dailySalary'], { action: 'view' }),
      providesTags: ['Contract'],
    }),
    answerDailySalaryContract: build.mutation<
      CallValue<Contracts['dailySalaryContract']>,
      'accept' | 'decline'
    >({
      query: (action) => gateway(ROUTES['contracts.dailySalary'], { action }),
      invalidatesTags: ['Contract'],
    }),
    dividendContract: build.query<CallValue<Contracts['dividendContract']>, void>({
      query: () => gateway(ROUTES['contracts.dividend'], { action: 'view' }),
      providesTags: ['Contract'],
    }),
    answerDividendContract: build.mutation<
      CallValue<Contracts['dividendContract']>,
      'accept' | 'decline'
    >({
      query: (action) => gateway(ROUTES['contracts.dividend'], { action }),
      invalidatesTags: ['Contract'],
    }),
    hourlySalaryContract: build.query<CallValue<Contracts['hourlySalaryContract']>, void>({
      query: () => gateway(ROUTES['contracts.hourlySalary'], { action: 'view' }),
      providesTags: ['Contract'],
    }),
    answerHourlySalaryContract: build.mutation<
      CallValue<Contracts['hourlySalaryContract']>,
      'accept' | 'decline'
    >({
      query: (action) => gateway(ROUTES['contracts.hourlySalary'], { action }),
      invalidatesTags: ['Contract'],
    }),
    teamKpi: build.query<CallValue<Contracts['teamKpi']>, CallArg<Contracts['teamKpi']>>({
      query: (params) => gateway(ROUTES['contracts.teamKpi'], params),
    }),
    downline: build.query<CallValue<Contracts['downline']>, CallArg<Contracts['downline']>>({
      query: (params) => gateway(ROUTES['contracts.downline'], params),
    }),
    downlineRebates: build.query<
      CallValue<Contracts['downlineRebates']>,
      CallArg<Contracts['downlineRebates']>
    >({
      query: (params) => gateway(ROUTES['contracts.downlineRebates'], params),
    }),
    dailySalaryRecords: build.query<
      CallValue<Contracts['dailySalary']>,
      CallArg<Contracts['dailySalary']>
    >({
      query: (params) => gateway(ROUTES['contracts.dailySalaryRecords'], params),
    }),
    rebateSettings: build.query<CallValue<Contracts['rebateSettings']>, void>({
      query: () => gateway(ROUTES['contracts.rebateSettings']),
    }),
    quotas: build.query<CallValue<Contracts['quotas']>, void>({
      query: () => gateway(ROUTES['contracts.quotas']),
    }),
    affiliateUrls: build.query<CallValue<Contracts['affiliateUrls']>, void>({
      query: () => gateway(ROUTES['contracts.affiliateUrls']),
    }),
  }),
});

export const {
  useFundsConsolidatedQuery,
  useDailySalaryContractQuery,
  useAnswerDailySalaryContractMutation,
  useDividendContractQuery,
  useAnswerDividendContractMutation,
  useHourlySalaryContractQuery,
  useAnswerHourlySalaryContractMutation,
  useTeamKpiQuery,
  useDownlineQuery,
  useDownlineRebatesQuery,
  useDailySalaryRecordsQuery,
  useRebateSettingsQuery,
  useQuotasQuery,
  useAffiliateUrlsQuery,
} = contractsApi;
