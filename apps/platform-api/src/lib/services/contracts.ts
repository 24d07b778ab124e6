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

/** Records the member's answer to a contract. */
export async function decideContract(
  platform: Platform,
  id: number,
  status: 'accepted' | 'declined',
): Promise<void> {
  await platform.db
    .updateTable('contracts')
    .set({ status, decided_at: platform.now() })
    .where('id', '=', id)
    .execute();
}
