import type { Platform } from './platform';

type Db = Pick<Platform, 'db'>;

/** The kinds of the member's contracts still waiting for an answer, one entry per contract. */
export async function listPendingContractKinds(platform: Db, memberId: number) {
  const rows = await platform.db
    .selectFrom('contracts')
    .select('kind')
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .execute();
  return rows.map((row) => row.kind);
}

/** The member's newest contract of a kind, or undefined. */
export async function findLatestContract(platform: Db, memberId: number, kind: string) {
  return platform.db
    .selectFrom('contracts')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Records the member's answer to a pending contract: a conditional update, so of two answers at
 * once (two accepts, or an accept and a decline) one is stored and the other learns it came late.
 * Answers whether this answer was the one stored.
 */
export async function decideContract(
  platform: Platform,
  id: number,
  status: 'accepted' | 'declined',
): Promise<boolean> {
  const decided = await platform.db
    .updateTable('contracts')
    .set({ status, decided_at: platform.now() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(decided.numUpdatedRows) === 1;
}

/** The rebate rates set for these members, as stored. */
export async function listDownlineRebates(platform: Db, memberIds: readonly number[]) {
  if (memberIds.length === 0) return [];
  return platform.db
    .selectFrom('downline_rebates')
    .selectAll()
    .where('member_id', 'in', memberIds)
    .execute();
}

/** Sets a member's rebate rate in a game category, replacing the one before. */
export async function saveDownlineRebate(
  platform: Platform,
  rebate: { memberId: number; gameCategory: string; rateBasisPoints: number },
): Promise<void> {
  await platform.db
    .insertInto('downline_rebates')
    .values({
      member_id: rebate.memberId,
      game_category: rebate.gameCategory,
      rate_basis_points: rebate.rateBasisPoints,
      updated_at: platform.now(),
    })
    .onConflict((conflict) =>
      conflict.columns(['member_id', 'game_category']).doUpdateSet({
        rate_basis_points: rebate.rateBasisPoints,
        updated_at: platform.now(),
      }),
    )
    .execute();
}
