// The inbox's and the chat's calls: kept out of messages.api.ts, which the first load carries
// (the shell's unread badges).
import {
  MESSAGES_DELETE_INBOX_MESSAGE,
  MESSAGES_INBOX_LIST,
  MESSAGES_LAUNCH_CHAT,
  MESSAGES_MARK_INBOX_READ,
} from '@mweb/api-contract/client';
import { api } from '../base/base-api';
import { callsFor } from '../base/call-endpoint';
import { itemAndList, itemTags } from '../base/tags';

const { callMutation, callQuery } = callsFor(
  MESSAGES_DELETE_INBOX_MESSAGE,
  MESSAGES_INBOX_LIST,
  MESSAGES_LAUNCH_CHAT,
  MESSAGES_MARK_INBOX_READ,
);

export const messagesPagesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    launchChat: callMutation(build, 'messages.launchChat', {
      failureShownBy: 'screen',
      invalidatesTags: ['Unread'],
    }),
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
  useLaunchChatMutation,
  useInboxListQuery,
  useMarkInboxReadMutation,
  useDeleteInboxMessageMutation,
} = messagesPagesApi;
