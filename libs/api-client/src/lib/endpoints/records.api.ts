import { RECORDS_ROUTES } from '@mweb/api-contract/client';
import { api } from '../base/base-api';
import { callsFor } from '../base/call-endpoint';
import { itemAndList, itemTags } from '../base/tags';

const { callMutation, callQuery } = callsFor(RECORDS_ROUTES);

export const recordsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    orders: callQuery(build, 'records.orders', {
      providesTags: (page) => itemTags('Order', page?.content, (order) => order.orderId),
    }),
    orderDetail: callQuery(build, 'records.orderDetail', {
      providesTags: (_order, _error, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
    cancelSubOrder: callMutation(build, 'records.cancelSubOrder', {
      invalidatesTags: (_result, _error, { orderId }) => itemAndList('Order', orderId, 'Balance'),
    }),
    thirdPartyRecords: callQuery(build, 'records.thirdParty', { providesTags: ['Records'] }),
  }),
});

export const {
  useOrdersQuery,
  useOrderDetailQuery,
  useCancelSubOrderMutation,
  useThirdPartyRecordsQuery,
} = recordsApi;
