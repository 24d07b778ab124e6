import { messages } from '@mweb/api-contract';
import type { FastifyInstance } from 'fastify';
import { GatewayError, notAvailable } from '../gateway/gateway-error';
import { registerCall } from '../gateway/register-call';
import { chatRoomOf, countUnshownChat } from '../services/chat';
import { listLiveStreamHosts } from '../services/games';
import {
  countUnreadInbox,
  deleteMessage,
  findInboxPage,
  isOwnMessage,
  markMessageRead,
} from '../services/inbox';
import type { Platform } from '../services/platform';
import { isWhitelabelOn } from '../services/site';
import { requireRealMember } from './member-guards';
import { pageFields } from './page-answer';
import { toIso } from './shapes';

const TRIAL_REFUSAL = 'Trial accounts cannot use this function.';

export function registerMessagesRoutes(app: FastifyInstance, platform: Platform): void {
  const requireChat = async () => {
    if (!(await isWhitelabelOn(platform, 'CBS3'))) throw notAvailable('Live chat is switched off.');
  };

  const requireOwnMessage = async (memberId: number, id: number) => {
    if (!(await isOwnMessage(platform, memberId, id))) {
      throw new GatewayError(404, 'message.not.found', 'No such message.');
    }
  };

  registerCall(app, platform, messages.inboxUnreadCount, async ({ member }) =>
    countUnreadInbox(platform, member?.id ?? 0),
  );

  // What the agents wrote that the chat page has not shown the member yet.
  registerCall(app, platform, messages.chatUnreadCount, async ({ member }) => {
    const real = requireRealMember(member, TRIAL_REFUSAL);
    await requireChat();
    return { unReadCount: await countUnshownChat(platform, real.id) };
  });

  registerCall(app, platform, messages.launchChat, async ({ member }) => {
    const real = requireRealMember(member, TRIAL_REFUSAL);
    await requireChat();
    return { chatUrl: `/platform/chat/${await chatRoomOf(platform, real.id)}` };
  });

  registerCall(app, platform, messages.liveModels, async ({ query }) => {
    const rows = await listLiveStreamHosts(platform);
    const models = rows.map((row, index) => ({
      modelId: String(row.node_id),
      nickname: row.name,
      avatarUrl: `/media/games/${row.node_id}.png`,
      // Every other host is on air, so both filters have something to show.
      streaming: index % 2 === 0,
    }));
    return query.streaming === undefined
      ? models
      : models.filter((model) => model.streaming === (query.streaming === 'true'));
  });

  registerCall(app, platform, messages.inboxList, async ({ query, member }) => {
    const real = requireRealMember(member, TRIAL_REFUSAL);
    const { rows, total } = await findInboxPage(platform, real.id, query);
    return {
      content: rows.map((row) => ({
        id: row.id,
        title: row.title,
        content: row.content,
        read: row.read === 1,
        createdAt: toIso(row.created_at),
      })),
      ...pageFields(total, query),
    };
  });

  registerCall(app, platform, messages.markInboxRead, async ({ body, member }) => {
    const real = requireRealMember(member, TRIAL_REFUSAL);
    await requireOwnMessage(real.id, body.id);
    await markMessageRead(platform, body.id);
    return null;
  });

  registerCall(app, platform, messages.deleteInboxMessage, async ({ body, member }) => {
    const real = requireRealMember(member, TRIAL_REFUSAL);
    await requireOwnMessage(real.id, body.id);
    await deleteMessage(platform, body.id);
    return null;
  });
}
