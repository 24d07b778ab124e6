import { ROUTES, type lottery } from '@mweb/api-contract';
import { api } from '../base/base-api';
import { gateway, type CallArg, type CallValue } from '../base/call-types';

type Lottery = typeof lottery;

export const lotteryApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    lotteryMenu: build.query<CallValue<Lottery['lotteryMenu']>, CallArg<Lottery['lotteryMenu']>>({
      query: (params) => gateway(ROUTES['lottery.menu'], params),
    }),
    vnLotteryMenu: build.query<
      CallValue<Lottery['vnLotteryMenu']>,
      CallArg<Lottery['vnLotteryMenu']>
    >({
      query: (params) => gateway(ROUTES['lottery.vnMenu'], params),
    }),
    vnRecentLotteries: build.query<
      CallValue<Lottery['vnRecentLotteries']>,
      CallArg<Lottery['vnRecentLotteries']>
    >({
      query: (params) => gateway(ROUTES['lottery.vnRecent'], params),
      providesTags: ['Recent'],
    }),
    openedNumeros: build.query<
      CallValue<Lottery['openedNumeros']>,
      CallArg<Lottery['openedNumeros']>
    >({
      query: (params) => gateway(ROUTES['lottery.openedNumeros'], params),
    }),
    vnOpenedNumeros: build.query<
      CallValue<Lottery['vnOpenedNumeros']>,
      CallArg<Lottery['vnOpenedNumeros']>
    >({
      query: (params) => gateway(ROUTES['lottery.vnOpenedNumeros'], params),
    }),
  }),
});

export const {
  useLotteryMenuQuery,
  useVnLotteryMenuQuery,
  useVnRecentLotteriesQuery,
  useOpenedNumerosQuery,
  useVnOpenedNumerosQuery,
} = lotteryApi;
