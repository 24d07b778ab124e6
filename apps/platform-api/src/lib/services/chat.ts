import { randomBytes } from 'node:crypto';
import type { Platform } from './platform';

type Db = Pick<Platform, 'db'>;

/** The member's chat room key, made on the first launch; the chat URL carries it, not the id. */
export async function chatRoomOf(
  platform: Pick<Platform, 'db' | 'now'>,
  memberId: number,
): Promise<string> {
  const existing = await platform.db
    .selectFrom('chat_rooms')
    .select('room')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (existing) return existing.room;
  const room = randomBytes(16).toString('hex');
  await platform.db
    .insertInto('chat_rooms')
    .values({ room, member_id: memberId, created_at: platform.now() })
    .execute();
  return room;
}

/** An agent's message to the member, unread until the chat page shows it; its id. */
export async function sendChatMessage(
  platform: Pick<Platform, 'db' | 'now'>,
  message: { memberId: number; body: string },
): Promise<number> {
  const row = await platform.db
    .insertInto('chat_messages')
    .values({
      member_id: message.memberId,
      body: message.body,
      shown: 0,
      created_at: platform.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** How many of the agents' messages the chat page has not shown the member yet. */
export async function countUnshownChat(platform: Db, memberId: number): Promise<number> {
  const row = await platform.db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .where('member_id', '=', memberId)
    .where('shown', '=', 0)
    .executeTakeFirst();
  return Number(row?.unread ?? 0);
}

/**
 * The room's conversation, oldest first, now counted as shown; undefined for a room nobody owns
 * (the operator's fixed service rooms, which have no conversation).
 */
export async function showChatRoom(platform: Db, room: string) {
  const owner = await platform.db
    .selectFrom('chat_rooms')
    .select('member_id')
    .where('room', '=', room)
    .executeTakeFirst();
  if (!owner) return undefined;
  const rows = await platform.db
    .selectFrom('chat_messages')
    .select(['id', 'body', 'created_at'])
    .where('member_id', '=', owner.member_id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const last = rows.at(-1);
  // Only up to what this page lists: a message written meanwhile stays unread for the next visit.
  if (last) {
    await platform.db
      .updateTable('chat_messages')
      .set({ shown: 1 })
      .where('member_id', '=', owner.member_id)
      .where('id', '<=', last.id)
      .where('shown', '=', 0)
      .execute();
  }
  return rows;
}
