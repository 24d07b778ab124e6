import { messages, isRealMember } from '@mweb/api-contract';
import type { FastifyInstance } from 'fastify';
import { GatewayError, notAvailable } from '../gateway/gateway-error';
import { registerCall, type Member } from '../gateway/register-call';
import type { Platform } from '../services/platform';
import { isWhitelabelOn } from '../services/site';
import { toIso } from './shapes';
import { countRows, pageCount, paged } from './paging';

function requireRealMember(member: Member | undefined): Member {
  if (!member || !isRealMember(member.type)) {
    throw new GatewayError(403, 'free_reject', 'Trial accounts cannot use this function.');
  }
  return member;
}

export function registerMessagesRoutes(app: FastifyInstance, platform: Platform): void {
  const requireChat = async () => {
    if (!(await isWhitelabelOn(platform, 'CBS3'))) throw notAvailable('Live chat is switched off.');
  };

  registerCall(app, platform, messages.inboxUnreadCount, async ({ member }) => {
    const row = await platform.db
      .selectFrom('inbox_messages')
      .select((eb) => eb.fn.countAll<number>().as('unread'))
      .where('member_id', '=', member?.id ?? 0)
      .where('read', '=', 0)
      .executeTakeFirst();
    return Number(row?.unread ?? 0);
  });

  // The platform has no live agents, so nobody has written to the member yet.
  registerCall(app, platform, messages.chatUnreadCount, async ({ member }) => {
    requireRealMember(member);
    await requireChat();
    return { unReadCount: 0 };
  });

  registerCall(app, platform, messages.launchChat, async ({ member }) => {
    const real = requireRealMember(member);
    await requireChat();
    return { chatUrl: `/platform/chat/member-${real.id}` };
  });

  registerCall(app, platform, messages.liveModels, async ({ query }) => {
    const rows = await platform.db
      .selectFrom('games')
      .select(['node_id', 'name'])
      .where('game_type', '=', 'LIVESTREAM')
      .orderBy('sort')
      .execute();
    const models = rows.map((row, index) => ({
      modelId: String(row.node_id),
      nickname: row.name,
      avatarUrl: `/media/games/${row.node_id}.svg`,
      // Every other host is on air, so both filters have something to show.
      streaming: index % 2 === 0,
    }));
    return query.streaming === undefined
      ? models
      : models.filter((model) => model.streaming === (query.streaming === 'true'));
  });

  registerCall(app, platform, messages.inboxList, async ({ query, member }) => {
    const real = requireRealMember(member);
    const select = platform.db.selectFrom('inbox_messages').where('member_id', '=', real.id);
    const total = await countRows(select);
    const rows = await select
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .$call(paged(query))
      .execute();
    return {
      content: rows.map((row) => ({
        id: row.id,
        title: row.title,
        content: row.content,
        read: row.read === 1,
        createdAt: toIso(row.created_at),
      })),
      pageNum: query.pageNo,
      totalPages: pageCount(total, query.pageSize),
      totalCount: total,
    };
  });

  const ownMessage = async (memberId: number, id: number) => {
    const row = await platform.db
      .selectFrom('inbox_messages')
      .select('id')
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new GatewayError(404, 'message.not.found', 'No such message.');
  };

  registerCall(app, platform, messages.markInboxRead, async ({ body, member }) => {
    const real = requireRealMember(member);
    await ownMessage(real.id, body.id);
    await platform.db
      .updateTable('inbox_messages')
      .set({ read: 1 })
      .where('id', '=', body.id)
      .execute();
    return null;
  });

  registerCall(app, platform, messages.deleteInboxMessage, async ({ body, member }) => {
    const real = requireRealMember(member);
    await ownMessage(real.id, body.id);
    await platform.db.deleteFrom('inbox_messages').where('id', '=', body.id).execute();
    return null;
  });
}
