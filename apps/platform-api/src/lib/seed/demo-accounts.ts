import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createMember } from '../services/members';

/** The demo accounts, printed at start; SPEC.md's member types 0, 1, 2 and a type 40. */
export const DEMO_ACCOUNTS = [
  { username: 'demo01', password: 'Demo1234!', type: 0, note: 'member, ￥12,345.67' },
  {
    username: 'agent01',
    password: 'Agent1234!',
    type: 1,
    note: 'agent, pending daily-salary, dividend and hourly-salary contracts',
  },
  { username: 'agent02', password: 'Agent1234!', type: 2, note: 'agent' },
  { username: 'vip01', password: 'Vip1234!', type: 0, note: 'member with a VIP label' },
  { username: 'player01', password: 'Player1234!', type: 0, note: "agent01's downline, with bets" },
  {
    username: 'member40',
    password: 'Member1234!',
    type: 40,
    note: 'type 40: never prompted, though a contract is pending',
  },
  {
    username: 'careful01',
    password: 'Careful1234!',
    type: 0,
    note: 'member with deposit limits (day 100, week 500, month 1,500), a raise waiting, a 30-minute reality check',
  },
  {
    username: 'resting01',
    password: 'Resting1234!',
    type: 0,
    note: 'member on a 30-day break: every login is refused until it ends',
  },
  {
    username: 'thai01',
    password: 'Thai1234!',
    type: 0,
    note: 'member whose saved language is Thai (TH): a new browser shows Thai once logged in',
  },
  {
    username: 'secure01',
    password: 'Secure1234!',
    type: 0,
    note: 'member whose every login asks for an SMS code (the code is in /dev/sms-outbox)',
  },
] as const;

/** A contract's terms as stored: how often it settles, and its tiers of turnover and rate. */
export interface StoredContractTerms {
  period: 'DAY' | 'HALF_MONTH' | 'MONTH' | 'HOUR';
  tiers: { threshold: number; ratePercent: number }[];
}

/** The terms each kind of contract is offered on. */
export const DEMO_CONTRACT_TERMS: Record<string, StoredContractTerms> = {
  dailySalary: {
    period: 'DAY',
    tiers: [
      { threshold: 10_000, ratePercent: 0.5 },
      { threshold: 50_000, ratePercent: 1 },
    ],
  },
  dividend: {
    period: 'HALF_MONTH',
    tiers: [
      { threshold: 100_000, ratePercent: 10 },
      { threshold: 500_000, ratePercent: 20 },
    ],
  },
  hourlySalary: {
    period: 'HOUR',
    tiers: [
      { threshold: 1_000, ratePercent: 0.1 },
      { threshold: 5_000, ratePercent: 0.2 },
    ],
  },
};

/** A pending contract of a kind for a member, on the demo terms. */
function pendingContract(memberId: number, kind: string, now: number) {
  return {
    member_id: memberId,
    kind,
    status: 'pending',
    terms: JSON.stringify(DEMO_CONTRACT_TERMS[kind]),
    created_at: now,
    decided_at: null,
  };
}

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
  const player = await createMember(platform, {
    ...credentials(DEMO_ACCOUNTS[4]),
    nickname: 'Player One',
    parentId: agent,
    balanceCents: 50_000,
  });
  const member40 = await createMember(platform, {
    ...credentials(DEMO_ACCOUNTS[5]),
    nickname: 'Member Forty',
  });
  await platform.db
    .insertInto('contracts')
    .values([
      pendingContract(agent, 'dailySalary', now),
      pendingContract(agent, 'dividend', now),
      pendingContract(agent, 'hourlySalary', now),
      pendingContract(member40, 'dailySalary', now),
    ])
    .execute();
  // Beside each account's welcome: a few more for the demo player, read and unread, and one for
  // the agent, so the inbox and its badge have something to show.
  const letter = (
    memberId: number,
    title: string,
    content: string,
    read: 0 | 1,
    hoursAgo: number,
  ) => ({
    member_id: memberId,
    title,
    content,
    read,
    created_at: now - hoursAgo * 3_600_000,
  });
  await platform.db
    .insertInto('inbox_messages')
    .values([
      letter(
        demo,
        'Your bonus is ready',
        '<p>See the <a href="/m/rewardCenter">reward centre</a>.</p>',
        0,
        1,
      ),
      letter(
        demo,
        'Deposit received',
        '<p>Your deposit of <strong>500.00</strong> has been credited.</p>',
        1,
        26,
      ),
      letter(
        demo,
        'Weekend tournament',
        '<p>Play any slot this weekend to climb the <em>leaderboard</em>.</p>',
        0,
        50,
      ),
      letter(
        agent,
        'Your monthly report',
        '<p>Your team report for last month is ready in the agent centre.</p>',
        0,
        3,
      ),
    ])
    .execute();
  // An agent's note the chat page has not shown yet, so the demo player's chat badge counts one.
  await platform.db
    .insertInto('chat_messages')
    .values({
      member_id: demo,
      body: 'Hello from customer service: your withdrawal limit has been raised.',
      shown: 0,
      created_at: now - 600_000,
    })
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
  // The agent's downline plays too, so that the team's figures have something to count.
  await platform.db
    .insertInto('bets')
    .values(
      someGames.slice(0, 4).map((game, index) => ({
        member_id: player,
        node_id: game.nodeId,
        game_name: game.name,
        game_type: game.gameType,
        amount_cents: 20_000 + index * 5_000,
        payout_cents: index % 2 === 0 ? 30_000 : 0,
        status: 'settled',
        created_at: now - (index + 1) * 86_400_000,
      })),
    )
    .execute();
  // Last, so the accounts above keep their ids and their inbox its numbering.
  await seedSaferGambling(platform);
  await createMember(platform, {
    ...credentials(DEMO_ACCOUNTS[8]),
    nickname: 'Thai Player',
    balanceCents: 30_000,
    language: 'TH',
  });
  // Every login of this one takes a second step: an SMS code to its mobile.
  await createMember(platform, {
    ...credentials(DEMO_ACCOUNTS[9]),
    nickname: 'Secure Player',
    mobile: '912000111',
    countryDialingCode: '84',
    loginVerification: true,
  });
}

const DAY_MS = 86_400_000;

/**
 * The safer-gambling demo: a member with three deposit limits, a raise of the daily one waiting
 * for its 24 hours, and a 30-minute reality check; another on a 30-day break from the seed's time.
 */
async function seedSaferGambling(platform: { db: Kysely<Database>; now: () => number }) {
  const now = platform.now();
  const careful = await createMember(platform, {
    ...credentials(DEMO_ACCOUNTS[6]),
    nickname: 'Careful Player',
    balanceCents: 20_000,
  });
  const resting = await createMember(platform, {
    ...credentials(DEMO_ACCOUNTS[7]),
    nickname: 'Resting Player',
    balanceCents: 10_000,
  });
  const limit = (period: string, amountCents: number, pendingCents: number | null) => ({
    member_id: careful,
    period,
    amount_cents: amountCents,
    pending: pendingCents === null ? 0 : 1,
    pending_amount_cents: pendingCents,
    pending_at: pendingCents === null ? null : now + DAY_MS - 3_600_000,
    updated_at: now - 3_600_000,
  });
  await platform.db
    .insertInto('safer_limits')
    .values([
      limit('day', 10_000, 20_000),
      limit('week', 50_000, null),
      limit('month', 150_000, null),
    ])
    .execute();
  await platform.db
    .insertInto('safer_members')
    .values([
      {
        member_id: careful,
        reality_minutes: 30,
        reality_pending: 0,
        reality_pending_minutes: null,
        reality_pending_at: null,
        break_until: null,
        excluded_until: null,
        excluded_permanently: 0,
      },
      {
        member_id: resting,
        reality_minutes: null,
        reality_pending: 0,
        reality_pending_minutes: null,
        reality_pending_at: null,
        break_until: now + 30 * DAY_MS,
        excluded_until: null,
        excluded_permanently: 0,
      },
    ])
    .execute();
  const entry = (
    memberId: number,
    kind: string,
    hoursAgo: number,
    fields: { period?: string; value?: number; until?: number },
  ) => ({
    member_id: memberId,
    kind,
    period: fields.period ?? null,
    value: fields.value ?? null,
    until: fields.until ?? null,
    created_at: now - hoursAgo * 3_600_000,
  });
  await platform.db
    .insertInto('safer_history')
    .values([
      entry(careful, 'depositLimit', 3, { period: 'month', value: 150_000 }),
      entry(careful, 'depositLimit', 3, { period: 'week', value: 50_000 }),
      entry(careful, 'depositLimit', 2, { period: 'day', value: 10_000 }),
      entry(careful, 'realityCheck', 2, { value: 30 }),
      entry(careful, 'depositLimitPending', 1, {
        period: 'day',
        value: 20_000,
        until: now + DAY_MS - 3_600_000,
      }),
      entry(resting, 'break', 0, { value: 30, until: now + 30 * DAY_MS }),
    ])
    .execute();
}
