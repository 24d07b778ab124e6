import {
  RECORDS_CANCEL_SUB_ORDER,
  RECORDS_ORDERS,
  RECORDS_ORDER_DETAIL,
  RECORDS_THIRD_PARTY,
} from '@mweb/api-contract/client';
import { api } from '../base/base-api';
import { callsFor } from '../base/call-endpoint';
import { itemAndList, itemTags } from '../base/tags';
import { lazyMoneySchema } from '../money/lazy-schema';

const { callMutation, callQuery } = callsFor(
  RECORDS_CANCEL_SUB_ORDER,
  RECORDS_ORDER_DETAIL,
  RECORDS_ORDERS,
  RECORDS_THIRD_PARTY,
);

export const recordsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Betting records carry money: checked against the contract before a screen shows them.
    orders: callQuery(build, 'records.orders', {
      responseSchema: lazyMoneySchema((schemas) => schemas['records.orders']),
      providesTags: (page) => itemTags('Order', page?.content, (order) => order.orderId),
    }),
    orderDetail: callQuery(build, 'records.orderDetail', {
      responseSchema: lazyMoneySchema((schemas) => schemas['records.orderDetail']),
      providesTags: (_order, _error, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
    cancelSubOrder: callMutation(build, 'records.cancelSubOrder', {
      failureShownBy: 'screen',
      invalidatesTags: (_result, _error, { orderId }) => itemAndList('Order', orderId, 'Balance'),
    }),
    thirdPartyRecords: callQuery(build, 'records.thirdParty', {
      responseSchema: lazyMoneySchema((schemas) => schemas['records.thirdParty']),
      providesTags: ['Records'],
    }),
  }),
});

export const {
  useOrdersQuery,
  useOrderDetailQuery,
  useCancelSubOrderMutation,
  useThirdPartyRecordsQuery,
} = recordsApi;
