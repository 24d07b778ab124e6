import type { Platform } from './platform';

type Db = Pick<Platform, 'db'>;

/** The member's bank cards, in the order they were bound. */
export async function listBankCards(platform: Db, memberId: number) {
  return platform.db
    .selectFrom('bank_cards')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

/** The member's own card with this id (ids travel as strings), or undefined. */
export async function findOwnBankCardId(
  platform: Db,
  memberId: number,
  bankCardId: string,
): Promise<number | undefined> {
  if (!/^\d{1,9}$/.test(bankCardId)) return undefined;
  const row = await platform.db
    .selectFrom('bank_cards')
    .select('id')
    .where('member_id', '=', memberId)
    .where('id', '=', Number(bankCardId))
    .executeTakeFirst();
  return row?.id;
}

export async function countBankCards(platform: Db, memberId: number): Promise<number> {
  const row = await platform.db
    .selectFrom('bank_cards')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Binds a card; answers its id. */
export async function bindBankCard(
  platform: Platform,
  memberId: number,
  card: { bankName: string; cardNumber: string; accountName: string },
): Promise<number> {
  const row = await platform.db
    .insertInto('bank_cards')
    .values({
      member_id: memberId,
      bank_name: card.bankName,
      card_number: card.cardNumber,
      holder_name: card.accountName,
      created_at: platform.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
