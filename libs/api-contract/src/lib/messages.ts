import { z } from 'zod';
import { defineCall } from './call';
import { isoTime, nothing, page, pageQuery, queryInt } from './common';

/** Unread inbox messages; the client throttles it to one call per 250 ms. */
export const inboxUnreadCount = defineCall({
  id: 'messages.inboxUnreadCount',
  method: 'GET',
  path: '/wps/relay/EMFE_getInboxUnreadCount',
  value: z.number().int().min(0),
  needsToken: true,
  evidence: 'E',
});

/** Unread live-chat messages; only asked for real members and when CBS3 is on. */
export const chatUnreadCount = defineCall({
  id: 'messages.chatUnreadCount',
  method: 'GET',
  path: '/wps/relay/CBS_unreadCount',
  value: z.object({ unReadCount: z.number().int().min(0) }),
  errors: ['free_reject', 'function.not.available'],
  needsToken: true,
  evidence: 'E',
});

/** A live-chat session; the client goes to `chatUrl` 500 ms after it arrives. */
export const launchChat = defineCall({
  id: 'messages.launchChat',
  method: 'GET',
  path: '/wps/relay/CBS_launchChat',
  query: z.object({
    b2c: queryInt.default(1),
    language: z.string().max(8).optional(),
    backUrl: z.string().max(512).optional(),
    headerColor: z.string().max(16).optional(),
    title: z.string().max(64).optional(),
  }),
  value: z.object({ chatUrl: z.string() }),
  errors: ['free_reject', 'function.not.available'],
  needsToken: true,
  evidence: 'E',
});

/** Live-streaming hosts; the home page hides m_live banners when the feature is off. */
export const liveModels = defineCall({
  id: 'messages.liveModels',
  method: 'GET',
  path: '/wps/relay/CBS_modelList',
  query: z.object({
    active: z.enum(['true', 'false']).optional(),
    streaming: z.enum(['true', 'false']).optional(),
  }),
  value: z.array(
    z.object({
      modelId: z.string(),
      nickname: z.string(),
      avatarUrl: z.string(),
      streaming: z.boolean(),
    }),
  ),
  evidence: 'E',
});

export const inboxMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createdAt: isoTime,
});

export type InboxMessage = z.infer<typeof inboxMessage>;

/** The member's inbox, newest first. Our definition (I). */
export const inboxList = defineCall({
  id: 'messages.inboxList',
  method: 'GET',
  path: '/wps/relay/EMFE_getInboxList',
  query: pageQuery,
  value: page(inboxMessage),
  errors: ['free_reject'],
  needsToken: true,
  evidence: 'I',
});

export const markInboxRead = defineCall({
  id: 'messages.markInboxRead',
  method: 'POST',
  path: '/wps/relay/EMFE_markInboxRead',
  body: z.object({ id: z.number().int() }),
  value: nothing,
  errors: ['message.not.found'],
  needsToken: true,
  evidence: 'I',
});

export const deleteInboxMessage = defineCall({
  id: 'messages.deleteInboxMessage',
  method: 'DELETE',
  path: '/wps/relay/EMFE_deleteInbox',
  body: z.object({ id: z.number().int() }),
  value: nothing,
  errors: ['message.not.found'],
  needsToken: true,
  evidence: 'I',
});
