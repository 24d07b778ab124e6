import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createMember } from '../services/members';

/** The demo accounts, printed at start; SPEC.md's member types 0, 1 and 2. */
export const DEMO_ACCOUNTS = [
  { username: 'demo01', password: 'Demo1234!', type: 0, note: 'member, ￥12,345.67' },
  {
    username: 'agent01',
    password: 'Agent1234!',
    type: 1,
    note: 'agent, pending daily-salary contract',
  },
  { username: 'agent02', password: 'Agent1234!', type: 2, note: 'agent' },
  { username: 'vip01', password: 'Vip1234!', type: 0, note: 'member with a VIP label' },
] as const;

const credentials = ({ username, password, type }: (typeof DEMO_ACCOUNTS)[number]) => ({
  username,
  password,
  type,
});

/**
 * The demo accounts with their contract, inbox and bets; `someGames` are the games their bets
 * were placed on. Runs inside the seed's transaction.
 */
export async function seedAccounts(
  platform: { db: Kysely<Database>; now: () => number },
  someGames: readonly { nodeId: number; name: string; gameType: string }[],
): Promise<void> {
  const now = platform.now();
  const demo = await createMember(platform, {
    ...credentials(DEMO_ACCOUNTS[0]),
    nickname: 'Lucky Demo',
    mobile: '912345678',
    countryDialingCode: '84',
    balanceCents: 1_234_567,
  });
  const agent = await createMember(platform, {
    ...credentials(DEMO_ACCOUNTS[1]),
    nickname: 'Agent One',
  });
  await createMember(platform, {
    ...credentials(DEMO_ACCOUNTS[2]),
    nickname: 'Agent Two',
    parentId: agent,
  });
  await createMember(platform, {
    ...credentials(DEMO_ACCOUNTS[3]),
    nickname: 'VIP Player',
    clubLabel: 'VIP 3',
    balanceCents: 8_888_800,
  });
  await platform.db
    .insertInto('contracts')
    .values({
      member_id: agent,
      kind: 'dailySalary',
      status: 'pending',
      terms: JSON.stringify({ dailyRate: 0.5, minTurnover: 10_000 }),
      created_at: now,
      decided_at: null,
    })
    .execute();
  await platform.db
    .insertInto('inbox_messages')
    .values([
      {
        member_id: demo,
        title: 'Welcome to mweb',
        content: '<p>Enjoy the demo.</p>',
        read: 0,
        created_at: now,
      },
      {
        member_id: demo,
        title: 'Your bonus is ready',
        content: '<p>See the reward centre.</p>',
        read: 0,
        created_at: now,
      },
    ])
    .execute();
  await platform.db
    .insertInto('bets')
    .values(
      someGames.map((game, index) => ({
        member_id: demo,
        node_id: game.nodeId,
        game_name: game.name,
        game_type: game.gameType,
        amount_cents: 1_000 + index * 100,
        payout_cents: index % 3 === 0 ? 2_500 + index * 50 : 0,
        status: 'settled',
        created_at: now - (index + 1) * 3_600_000,
      })),
    )
    .execute();
}
