import {
  LOTTERY_MENU,
  LOTTERY_OPENED_NUMEROS,
  LOTTERY_VN_MENU,
  LOTTERY_VN_OPENED_NUMEROS,
  LOTTERY_VN_RECENT,
} from '@mweb/api-contract/client';
import { api } from '../base/base-api';
import { callsFor } from '../base/call-endpoint';

const { callQuery } = callsFor(
  LOTTERY_MENU,
  LOTTERY_OPENED_NUMEROS,
  LOTTERY_VN_MENU,
  LOTTERY_VN_OPENED_NUMEROS,
  LOTTERY_VN_RECENT,
);

export const lotteryApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    lotteryMenu: callQuery(build, 'lottery.menu'),
    vnLotteryMenu: callQuery(build, 'lottery.vnMenu'),
    vnRecentLotteries: callQuery(build, 'lottery.vnRecent', { providesTags: ['Recent'] }),
    openedNumeros: callQuery(build, 'lottery.openedNumeros'),
    vnOpenedNumeros: callQuery(build, 'lottery.vnOpenedNumeros'),
  }),
});

export const {
  useLotteryMenuQuery,
  useVnLotteryMenuQuery,
  useVnRecentLotteriesQuery,
  useOpenedNumerosQuery,
  useVnOpenedNumerosQuery,
} = lotteryApi;
