import { countRows, paged, type PageRequest } from './paging';
import type { Platform } from './platform';

type Db = Pick<Platform, 'db'>;

export async function countUnreadInbox(platform: Db, memberId: number): Promise<number> {
  const row = await platform.db
    .selectFrom('inbox_messages')
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .where('member_id', '=', memberId)
    .where('read', '=', 0)
    .executeTakeFirst();
  return Number(row?.unread ?? 0);
}

/** A page of the member's inbox, newest first. */
export async function findInboxPage(platform: Db, memberId: number, page: PageRequest) {
  const select = platform.db.selectFrom('inbox_messages').where('member_id', '=', memberId);
  const total = await countRows(select);
  const rows = await select
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .$call(paged(page))
    .execute();
  return { rows, total };
}

/** Whether the message is the member's own. */
export async function isOwnMessage(platform: Db, memberId: number, id: number): Promise<boolean> {
  const row = await platform.db
    .selectFrom('inbox_messages')
    .select('id')
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function markMessageRead(platform: Db, id: number): Promise<void> {
  await platform.db.updateTable('inbox_messages').set({ read: 1 }).where('id', '=', id).execute();
}

export async function deleteMessage(platform: Db, id: number): Promise<void> {
  await platform.db.deleteFrom('inbox_messages').where('id', '=', id).execute();
}

/** Puts a new, unread message in the member's inbox; its id. */
export async function sendInboxMessage(
  platform: Pick<Platform, 'db' | 'now'>,
  message: { memberId: number; title: string; content: string },
): Promise<number> {
  const row = await platform.db
    .insertInto('inbox_messages')
    .values({
      member_id: message.memberId,
      title: message.title,
      content: message.content,
      read: 0,
      created_at: platform.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
