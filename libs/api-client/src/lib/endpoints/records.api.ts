import { ROUTES, type records } from '@mweb/api-contract';
import { api } from '../base/base-api';
import { gateway, type CallArg, type CallValue } from '../base/call-types';

type Records = typeof records;

export const recordsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    orders: build.query<CallValue<Records['orders']>, CallArg<Records['orders']>>({
      query: (params) => gateway(ROUTES['records.orders'], params),
      providesTags: ['Records'],
    }),
    orderDetail: build.query<CallValue<Records['orderDetail']>, CallArg<Records['orderDetail']>>({
      query: (params) => gateway(ROUTES['records.orderDetail'], params),
      providesTags: ['Records'],
    }),
    cancelSubOrder: build.mutation<
      CallValue<Records['cancelSubOrder']>,
      CallArg<Records['cancelSubOrder']>
    >({
      query: (body) => gateway(ROUTES['records.cancelSubOrder'], body),
      invalidatesTags: ['Records', 'Balance'],
    }),
    thirdPartyRecords: build.query<
      CallValue<Records['thirdPartyRecords']>,
      CallArg<Records['thirdPartyRecords']>
    >({
      query: (params) => gateway(ROUTES['records.thirdParty'], params),
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
