import {
  MESSAGES_CHAT_UNREAD_COUNT,
  MESSAGES_DELETE_INBOX_MESSAGE,
  MESSAGES_INBOX_LIST,
  MESSAGES_INBOX_UNREAD_COUNT,
  MESSAGES_LAUNCH_CHAT,
  MESSAGES_LIVE_MODELS,
  MESSAGES_MARK_INBOX_READ,
} from '@mweb/api-contract/client';
import { api } from '../base/base-api';
import { callsFor } from '../base/call-endpoint';
import { itemAndList, itemTags } from '../base/tags';

const { callMutation, callQuery } = callsFor(
  MESSAGES_CHAT_UNREAD_COUNT,
  MESSAGES_DELETE_INBOX_MESSAGE,
  MESSAGES_INBOX_LIST,
  MESSAGES_INBOX_UNREAD_COUNT,
  MESSAGES_LAUNCH_CHAT,
  MESSAGES_LIVE_MODELS,
  MESSAGES_MARK_INBOX_READ,
);

export const messagesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Throttled in the transport to one call per 250 ms. */
    inboxUnreadCount: callQuery(build, 'messages.inboxUnreadCount', { providesTags: ['Unread'] }),
    chatUnreadCount: callQuery(build, 'messages.chatUnreadCount', { providesTags: ['Unread'] }),
    launchChat: callMutation(build, 'messages.launchChat', {
      failureShownBy: 'screen',
      invalidatesTags: ['Unread'],
    }),
    liveModels: callQuery(build, 'messages.liveModels'),
    inboxList: callQuery(build, 'messages.inboxList', {
      providesTags: (page) => itemTags('Inbox', page?.content, (message) => message.id),
    }),
    markInboxRead: callMutation(build, 'messages.markInboxRead', {
      failureShownBy: 'shell',
      data: (id: number) => ({ id }),
      invalidatesTags: (_result, _error, id) => itemAndList('Inbox', id, 'Unread'),
    }),
    deleteInboxMessage: callMutation(build, 'messages.deleteInboxMessage', {
      failureShownBy: 'screen',
      data: (id: number) => ({ id }),
      invalidatesTags: (_result, _error, id) => itemAndList('Inbox', id, 'Unread'),
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
