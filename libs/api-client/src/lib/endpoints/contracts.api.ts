import {
  CONTRACTS_AFFILIATE_URLS,
  CONTRACTS_DAILY_SALARY,
  CONTRACTS_DAILY_SALARY_RECORDS,
  CONTRACTS_DIVIDEND,
  CONTRACTS_DOWNLINE,
  CONTRACTS_DOWNLINE_REBATES,
  CONTRACTS_FUNDS_CONSOLIDATED,
  CONTRACTS_HOURLY_SALARY,
  CONTRACTS_QUOTAS,
  CONTRACTS_REBATE_SETTINGS,
  CONTRACTS_SET_DOWNLINE_REBATE,
  CONTRACTS_TEAM_KPI,
} from '@mweb/api-contract/client';
import { api } from '../base/base-api';
import { callsFor } from '../base/call-endpoint';

const { callMutation, callQuery } = callsFor(
  CONTRACTS_AFFILIATE_URLS,
  CONTRACTS_DAILY_SALARY,
  CONTRACTS_DAILY_SALARY_RECORDS,
  CONTRACTS_DIVIDEND,
  CONTRACTS_DOWNLINE,
  CONTRACTS_DOWNLINE_REBATES,
  CONTRACTS_FUNDS_CONSOLIDATED,
  CONTRACTS_HOURLY_SALARY,
  CONTRACTS_QUOTAS,
  CONTRACTS_REBATE_SETTINGS,
  CONTRACTS_SET_DOWNLINE_REBATE,
  CONTRACTS_TEAM_KPI,
);

type ContractAnswer = 'accept' | 'decline';

export const contractsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    fundsConsolidated: callQuery(build, 'contracts.fundsConsolidated', {
      providesTags: ['Contract'],
    }),
    dailySalaryContract: callQuery(build, 'contracts.dailySalary', {
      data: (_: void) => ({ action: 'view' }),
      providesTags: ['Contract'],
    }),
    answerDailySalaryContract: callMutation(build, 'contracts.dailySalary', {
      failureShownBy: 'screen',
      data: (action: ContractAnswer) => ({ action }),
      invalidatesTags: ['Contract'],
    }),
    dividendContract: callQuery(build, 'contracts.dividend', {
      data: (_: void) => ({ action: 'view' }),
      providesTags: ['Contract'],
    }),
    answerDividendContract: callMutation(build, 'contracts.dividend', {
      failureShownBy: 'screen',
      data: (action: ContractAnswer) => ({ action }),
      invalidatesTags: ['Contract'],
    }),
    hourlySalaryContract: callQuery(build, 'contracts.hourlySalary', {
      data: (_: void) => ({ action: 'view' }),
      providesTags: ['Contract'],
    }),
    answerHourlySalaryContract: callMutation(build, 'contracts.hourlySalary', {
      failureShownBy: 'screen',
      data: (action: ContractAnswer) => ({ action }),
      invalidatesTags: ['Contract'],
    }),
    teamKpi: callQuery(build, 'contracts.teamKpi'),
    downline: callQuery(build, 'contracts.downline'),
    downlineRebates: callQuery(build, 'contracts.downlineRebates', {
      providesTags: ['Rebate'],
    }),
    dailySalaryRecords: callQuery(build, 'contracts.dailySalaryRecords'),
    rebateSettings: callQuery(build, 'contracts.rebateSettings'),
    setDownlineRebate: callMutation(build, 'contracts.setDownlineRebate', {
      failureShownBy: 'screen',
      invalidatesTags: ['Rebate'],
    }),
    quotas: callQuery(build, 'contracts.quotas'),
    affiliateUrls: callQuery(build, 'contracts.affiliateUrls'),
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
  useSetDownlineRebateMutation,
  useQuotasQuery,
  useAffiliateUrlsQuery,
} = contractsApi;
