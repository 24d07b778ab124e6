// The message counts the shell's badges show and home's live hosts: the first load carries them.
// The inbox's and the chat's own calls are in messages-pages.api.ts, with their screens.
import {
  MESSAGES_CHAT_UNREAD_COUNT,
  MESSAGES_INBOX_UNREAD_COUNT,
  MESSAGES_LIVE_MODELS,
} from '@mweb/api-contract/client';
import { api } from '../base/base-api';
import { callsFor } from '../base/call-endpoint';

const { callQuery } = callsFor(
  MESSAGES_CHAT_UNREAD_COUNT,
  MESSAGES_INBOX_UNREAD_COUNT,
  MESSAGES_LIVE_MODELS,
);

export const messagesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Throttled in the transport to one call per 250 ms. */
    inboxUnreadCount: callQuery(build, 'messages.inboxUnreadCount', { providesTags: ['Unread'] }),
    chatUnreadCount: callQuery(build, 'messages.chatUnreadCount', { providesTags: ['Unread'] }),
    liveModels: callQuery(build, 'messages.liveModels'),
  }),
});

export const { useInboxUnreadCountQuery, useChatUnreadCountQuery, useLiveModelsQuery } =
  messagesApi;
