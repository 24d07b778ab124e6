import { ROUTES, type messages } from '@mweb/api-contract';
import { api } from '../base/base-api';
import { gateway, type CallArg, type CallValue } from '../base/call-types';

type Messages = typeof messages;

export const messagesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Throttled in the transport to one call per 250 ms. */
    inboxUnreadCount: build.query<CallValue<Messages['inboxUnreadCount']>, void>({
      query: () => gateway(ROUTES['messages.inboxUnreadCount']),
      providesTags: ['Unread'],
    }),
    chatUnreadCount: build.query<CallValue<Messages['chatUnreadCount']>, void>({
      query: () => gateway(ROUTES['messages.chatUnreadCount']),
      providesTags: ['Unread'],
    }),
    launchChat: build.mutation<CallValue<Messages['launchChat']>, CallArg<Messages['launchChat']>>({
      query: (params) => gateway(ROUTES['messages.launchChat'], params),
      invalidatesTags: ['Unread'],
    }),
    liveModels: build.query<CallValue<Messages['liveModels']>, CallArg<Messages['liveModels']>>({
      query: (params) => gateway(ROUTES['messages.liveModels'], params),
    }),
    inboxList: build.query<CallValue<Messages['inboxList']>, CallArg<Messages['inboxList']>>({
      query: (params) => gateway(ROUTES['messages.inboxList'], params),
      providesTags: ['Inbox'],
    }),
    markInboxRead: build.mutation<CallValue<Messages['markInboxRead']>, number>({
      query: (id) => gateway(ROUTES['messages.markInboxRead'], { id }),
      invalidatesTags: ['Inbox', 'Unread'],
    }),
    deleteInboxMessage: build.mutation<CallValue<Messages['deleteInboxMessage']>, number>({
      query: (id) => gateway(ROUTES['messages.deleteInboxMessage'], { id }),
      invalidatesTags: ['Inbox', 'Unread'],
    }),
  }),
});

export const {
  useInboxUnreadCountQuery,
  useChatUnreadCountQuery,
  useLaunchChatMutation,
  useLiveModelsQuery,
  useInboxListQuery,
  useMarkInboxReadMutation,
  useDeleteInboxMessageMutation,
} = messagesApi;
