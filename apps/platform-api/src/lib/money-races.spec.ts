import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { injectEncrypted, startTestPlatform, type TestPlatform } from '../testing/harness';
import { createMember } from './services/members';
import { openSession } from './services/sessions';

/** How many requests each race fires at once: the twenty, all in flight together. */
const RACERS = 20;

const GAME_LAUNCH = 'launchMode=GLS&gameId=PG_001&nodeId=10081&vassalage=PG&platform=html5';
const LOTTERY_LAUNCH =
  'launchMode=LOTT&lottoArea=VN&lottoPrizeMode=ModeElott&lottoGameCode=VNF1&lottoView=betting&device=MOBILE';

interface Racer {
  id: number;
  token: string;
}

/** What a gateway answer says: its status, and its error code when it failed. */
const outcome = (response: LightMyRequestResponse) => {
  const body = response.json<{ success: boolean; errorCode?: string }>();
  return body.success ? String(response.statusCode) : `${response.statusCode} ${body.errorCode}`;
};

/** How many answers of each kind a race got, e.g. { '200': 1, '400 rebate.nothing.to.claim': 19 }. */
function tally(responses: readonly LightMyRequestResponse[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const response of responses) {
    const key = outcome(response);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** Fires `count` requests together: none starts after another has answered. */
const race = <T>(count: number, request: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => request(index)));

describe('money under concurrent requests', () => {
  let platform: TestPlatform;
  /** Every member a test made: the books of each are checked after every test. */
  const members: Racer[] = [];
  let serial = 0;

  beforeAll(async () => {
    // A clock that stands still ten seconds into a draw of the fast lotteries, whose betting
    // closes in the seconds before the next: a lottery race never meets a closed draw.
    const now = Date.UTC(2026, 10, 23, 3, 0, 10);
    platform = await startTestPlatform({ now: () => now });
  });
  afterAll(async () => platform.close());

  const db = () => platform.app.platform.db;

  async function member(balanceCents: number, extra: { paymentPassword?: string } = {}) {
    serial += 1;
    const id = await createMember(platform.app.platform, {
      username: `racer${serial}`,
      password: 'Racer1234!',
      type: 0,
      balanceCents,
      ...extra,
    });
    const racer = { id, token: await openSession(platform.app.platform, id) };
    members.push(racer);
    return racer;
  }

  const balanceCents = async (memberId: number) =>
    (
      await db()
        .selectFrom('members')
        .select('balance_cents')
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow()
    ).balance_cents;

  const ledger = (memberId: number) =>
    db().selectFrom('transactions').selectAll().where('member_id', '=', memberId).execute();

  /**
   * The books of a member: the balance is the sum of the ledger and never negative; every order's
   * money is in the ledger exactly as its status says, and every bet's stake and payout.
   */
  async function expectBooksBalance(memberId: number) {
    const lines = await ledger(memberId);
    const balance = await balanceCents(memberId);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(lines.reduce((sum, line) => sum + line.amount_cents, 0));
    const linesOf = (note: string) => lines.filter((line) => line.note.startsWith(note));
    const orders = await db()
      .selectFrom('orders')
      .selectAll()
      .where('member_id', '=', memberId)
      .execute();
    for (const order of orders) {
      const amounts = linesOf(
        order.kind === 'DEPOSIT' ? `Deposit ${order.id}` : `Withdrawal ${order.id}`,
      )
        .map((line) => line.amount_cents)
        .sort((a, b) => a - b);
      const expected =
        order.kind === 'DEPOSIT'
          ? order.status === 'SUCCESS'
            ? [order.amount_cents]
            : []
          : order.status === 'FAILED'
            ? [-order.amount_cents, order.amount_cents]
            : [-order.amount_cents];
      expect(amounts, `ledger of order ${order.id} (${order.status})`).toEqual(expected);
    }
    const bets = await db()
      .selectFrom('bets')
      .selectAll()
      .where('member_id', '=', memberId)
      .execute();
    const stakes = lines.filter(
      (line) => line.kind === 'BET' && line.amount_cents < 0 && !line.note.startsWith('Cancelled'),
    );
    expect(stakes.length, 'one stake line per bet').toBe(bets.length);
    const refunds = lines.filter((line) => line.note.startsWith('Cancelled bet'));
    expect(refunds.length, 'one refund per cancelled bet').toBe(
      bets.filter((bet) => bet.status === 'cancelled').length,
    );
    const payouts = lines.filter((line) => line.kind === 'PAYOUT');
    expect(payouts.reduce((sum, line) => sum + line.amount_cents, 0)).toBe(
      bets.reduce((sum, bet) => sum + bet.payout_cents, 0),
    );
  }

  afterEach(async () => {
    for (const racer of members.splice(0)) await expectBooksBalance(racer.id);
  });

  const post = (racer: Racer | undefined, url: string, payload: object = {}) =>
    platform.app.inject({
      method: 'POST',
      url,
      headers: racer ? { authorization: racer.token } : {},
      payload,
    });
  const get = (racer: Racer, url: string) =>
    platform.app.inject({ method: 'GET', url, headers: { authorization: racer.token } });

  /** A settled slots bet of the member's, its stake booked as the game's stakes are. */
  async function settledBet(memberId: number, amountCents: number) {
    const at = platform.app.platform.now() - 60_000;
    await db()
      .insertInto('bets')
      .values({
        member_id: memberId,
        node_id: 10081,
        game_name: 'Race Slot',
        game_type: 'RNG',
        amount_cents: amountCents,
        payout_cents: 0,
        status: 'settled',
        created_at: at,
      })
      .execute();
    const after = await db()
      .updateTable('members')
      .set((eb) => ({ balance_cents: eb('balance_cents', '-', amountCents) }))
      .where('id', '=', memberId)
      .returning('balance_cents')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('transactions')
      .values({
        member_id: memberId,
        kind: 'BET',
        amount_cents: -amountCents,
        balance_after_cents: after.balance_cents,
        note: 'Race Slot bet',
        created_at: at,
      })
      .execute();
  }

  it('pays a cashback claim once, however many claims arrive together', async () => {
    const racer = await member(12_000);
    // 120.00 of slots at 0.8 %: 0.96 to claim.
    await settledBet(racer.id, 12_000);
    const answers = await race(RACERS, () => post(racer, '/wps/relay/REBATE_applyManualRebate'));
    expect(tally(answers)).toEqual({ '200': 1, '400 rebate.nothing.to.claim': RACERS - 1 });
    const rebates = (await ledger(racer.id)).filter((line) => line.kind === 'REBATE');
    expect(rebates.map((line) => line.amount_cents)).toEqual([96]);
  });

  describe('withdrawals', () => {
    async function withdrawer(balance: number) {
      const racer = await member(balance, { paymentPassword: '135790' });
      const card = await injectEncrypted(platform.app, {
        method: 'POST',
        url: '/wps/member/security/bankCard',
        headers: { authorization: racer.token },
        payload: {
          bankName: 'Race Bank',
          cardNumber: `62220000${String(racer.id).padStart(8, '0')}`,
          accountName: 'Racer',
          paymentPassword: '135790',
        },
      });
      expect(card.statusCode, card.body).toBe(200);
      const bankCardId = card.json<{ value: { bankCardId: string } }>().value.bankCardId;
      const withdraw = (payload: Record<string, unknown>) =>
        injectEncrypted(platform.app, {
          method: 'POST',
          url: '/wps/relay/WITHDRAW_submit',
          headers: { authorization: racer.token },
          payload: { bankCardId, paymentPassword: '135790', ...payload },
        });
      return { racer, withdraw };
    }

    it('answers every repeat of a failed withdrawal as failed, never as placed', async () => {
      const { racer, withdraw } = await withdrawer(6_000);
      const answers = await race(RACERS, () =>
        withdraw({ amount: 100, requestId: 'race-withdraw-short-1' }),
      );
      expect(tally(answers)).toEqual({ [`400 wallet.insufficient.balance`]: RACERS });
      expect(await balanceCents(racer.id)).toBe(6_000);
    });

    it('answers every repeat of a placed withdrawal with the one order it made', async () => {
      const { racer, withdraw } = await withdrawer(15_000);
      const answers = await race(RACERS, () =>
        withdraw({ amount: 100, requestId: 'race-withdraw-once-1' }),
      );
      expect(tally(answers)).toEqual({ '200': RACERS });
      const ids = answers.map((answer) => answer.json<{ value: { orderId: string } }>().value);
      expect(new Set(ids.map((value) => value.orderId)).size).toBe(1);
      expect(await balanceCents(racer.id)).toBe(5_000);
    });

    it('places only what the balance holds when the keys differ', async () => {
      const { racer, withdraw } = await withdrawer(25_000);
      const answers = await race(RACERS, (index) =>
        withdraw({ amount: 100, requestId: `race-withdraw-many-${index}` }),
      );
      expect(tally(answers)).toEqual({
        '200': 2,
        '400 wallet.insufficient.balance': RACERS - 2,
      });
      expect(await balanceCents(racer.id)).toBe(5_000);
    });

    it('refuses an amount finer than a cent, alone or twenty at once', async () => {
      const { racer, withdraw } = await withdrawer(100_000);
      const answers = await race(RACERS, (index) =>
        withdraw({ amount: 50.006, requestId: `race-withdraw-fine-${index}` }),
      );
      expect(tally(answers)).toEqual({ '400 wallet.amount.invalid': RACERS });
      expect(await balanceCents(racer.id)).toBe(100_000);
    });
  });

  describe('deposits', () => {
    const deposit = (racer: Racer, payload: Record<string, unknown>) =>
      post(racer, '/wps/relay/DEPOSIT_submit', payload);

    it('makes one order of a key repeated twenty times at once', async () => {
      const racer = await member(0);
      const answers = await race(RACERS, () =>
        deposit(racer, { channelId: 'DEMO', amount: 12.34, requestId: 'race-deposit-once-1' }),
      );
      expect(tally(answers)).toEqual({ '200': RACERS });
      const ids = answers.map((answer) => answer.json<{ value: { orderId: string } }>().value);
      expect(new Set(ids.map((value) => value.orderId)).size).toBe(1);
      expect(await balanceCents(racer.id)).toBe(1_234);
    });

    it('marks one first deposit among twenty made at once', async () => {
      const racer = await member(0);
      const answers = await race(RACERS, (index) =>
        deposit(racer, { channelId: 'DEMO', amount: 10, requestId: `race-deposit-first-${index}` }),
      );
      expect(tally(answers)).toEqual({ '200': RACERS });
      const firsts = answers.filter(
        (answer) => answer.json<{ value: { firstDeposit: boolean } }>().value.firstDeposit,
      );
      expect(firsts).toHaveLength(1);
      expect(await balanceCents(racer.id)).toBe(RACERS * 1_000);
    });

    it.each([10.006, 10.001, 99.999, 5e-324, 1e-7])(
      'refuses %s, which has more decimals than the currency, never rounding it',
      async (amount) => {
        const racer = await member(0);
        const answers = await race(RACERS, (index) =>
          deposit(racer, { channelId: 'DEMO', amount, requestId: `race-deposit-fine-${index}` }),
        );
        expect(tally(answers)).toEqual({ '400 wallet.amount.invalid': RACERS });
        expect(await balanceCents(racer.id)).toBe(0);
      },
    );

    it('takes the amount as a decimal string too, exactly', async () => {
      const racer = await member(0);
      const exact = await deposit(racer, { channelId: 'DEMO', amount: '10.07' });
      expect(outcome(exact)).toBe('200');
      expect(await balanceCents(racer.id)).toBe(1_007);
      const fine = await deposit(racer, { channelId: 'DEMO', amount: '10.075' });
      expect(outcome(fine)).toBe('400 wallet.amount.invalid');
    });
  });

  it('moves nothing on twenty transfers at once and refuses amounts finer than a cent', async () => {
    const racer = await member(10_000);
    const transfer = (amount: unknown) =>
      post(racer, '/wps/relay/WALLET_transfer', {
        fromAccountTypeId: 0,
        toAccountTypeId: 1,
        amount,
      });
    const fine = await race(RACERS, (index) => transfer([0.001, 5e-324, 1e-7][index % 3]));
    expect(tally(fine)).toEqual({ '400 wallet.amount.invalid': RACERS });
    const whole = await race(RACERS, () => transfer(25.5));
    expect(tally(whole)).toEqual({ '200': RACERS });
    expect(await balanceCents(racer.id)).toBe(10_000);
  });

  describe('promotions', () => {
    it('takes one application; the others are told it is already made', async () => {
      const racer = await member(0);
      const answers = await race(RACERS, () =>
        post(racer, '/wps/relay/ACTFE_applyPromotion', { promotionId: 401 }),
      );
      expect(tally(answers)).toEqual({
        '200': 1,
        '409 promotion.already.applied': RACERS - 1,
      });
    });

    it('pays an issued reward once', async () => {
      const racer = await member(0);
      const issued = await platform.app.inject({
        method: 'POST',
        url: '/dev/rewards',
        payload: { memberId: racer.id, promotionId: 403, amount: 18.88 },
      });
      expect(issued.statusCode, issued.body).toBe(200);
      const answers = await race(RACERS, () =>
        post(racer, '/wps/relay/ACTFE_claimReward', { promotionId: 403 }),
      );
      expect(tally(answers)).toEqual({ '200': 1, '409 promotion.not.claimable': RACERS - 1 });
      expect(await balanceCents(racer.id)).toBe(1_888);
    });
  });

  describe('contracts', () => {
    async function agentWithContract() {
      const racer = await member(0);
      await db()
        .insertInto('contracts')
        .values({
          member_id: racer.id,
          kind: 'dailySalary',
          status: 'pending',
          terms: '{}',
          created_at: platform.app.platform.now(),
          decided_at: null,
        })
        .execute();
      return racer;
    }
    const answer = (racer: Racer, action: 'accept' | 'decline') =>
      get(racer, `/wps/relay/MCS2_processDailySalContract?action=${action}`);

    it('accepts a pending contract once', async () => {
      const racer = await agentWithContract();
      const answers = await race(RACERS, () => answer(racer, 'accept'));
      expect(tally(answers)).toEqual({ '200': 1, '409 contract.not.pending': RACERS - 1 });
    });

    it('tells the agent only the answer that was stored when accepts race declines', async () => {
      const racer = await agentWithContract();
      const answers = await race(RACERS, (index) =>
        answer(racer, index % 2 === 0 ? 'accept' : 'decline'),
      );
      expect(tally(answers)).toEqual({ '200': 1, '409 contract.not.pending': RACERS - 1 });
      const told = answers
        .filter((response) => response.statusCode === 200)
        .map((response) => response.json<{ value: { contract: { status: string } } }>())[0];
      const stored = await db()
        .selectFrom('contracts')
        .select('status')
        .where('member_id', '=', racer.id)
        .executeTakeFirstOrThrow();
      expect(told?.value.contract.status.toLowerCase()).toBe(stored.status);
    });
  });

  describe('bets', () => {
    const launch = async (racer: Racer, query: string) => {
      const response = await get(racer, `/wps/game/launchGame?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ value: { gameUrl: string } }>().value.gameUrl;
    };
    const tokenOf = (url: string) => new URL(url, 'http://127.0.0.1').searchParams.get('token');

    it("bets a game session's stake only with its member's proof", async () => {
      const owner = await member(100_000);
      const other = await member(100_000);
      const gameUrl = await launch(owner, GAME_LAUNCH);
      const page = new URL(gameUrl, 'http://127.0.0.1');
      const betUrl = `${page.pathname}/bet`;
      const proof = tokenOf(gameUrl);
      const betWith = (token: string | undefined) =>
        platform.app.inject({
          method: 'POST',
          url: betUrl,
          ...(token === undefined ? {} : { payload: { token } }),
        });
      const strangers = await race(RACERS, (index) =>
        betWith(index % 2 === 0 ? undefined : other.token),
      );
      expect(strangers.every((response) => response.statusCode === 401)).toBe(true);
      expect(await balanceCents(owner.id)).toBe(100_000);
      // The game's page shows the balance to its member only, too.
      const peek = await platform.app.inject({ method: 'GET', url: page.pathname });
      expect(peek.statusCode).toBe(401);
      expect(peek.body).not.toContain('1000.00');

      expect(proof).toMatch(/^[0-9a-f]{64}$/);
      const answers = await race(RACERS, () => betWith(proof ?? ''));
      expect(answers.every((response) => response.statusCode === 303)).toBe(true);
      const bets = await db()
        .selectFrom('bets')
        .select('id')
        .where('member_id', '=', owner.id)
        .execute();
      expect(bets).toHaveLength(RACERS);
    });

    it('places only the lottery bets the balance holds', async () => {
      const racer = await member(5_000);
      const token = tokenOf(await launch(racer, LOTTERY_LAUNCH)) ?? '';
      const answers = await race(RACERS, (index) =>
        platform.app.inject({
          method: 'POST',
          url: '/platform/lottery/VNF1/bet',
          payload: { token, pick: index % 10, stake: 1000 },
        }),
      );
      const said = answers.map(
        (response) => /bet=(\w+)/.exec(response.headers.location ?? '')?.[1],
      );
      expect(said.filter((word) => word === 'placed')).toHaveLength(5);
      expect(said.filter((word) => word === 'short')).toHaveLength(RACERS - 5);
      expect(await balanceCents(racer.id)).toBe(0);
    });

    it('refunds a cancelled bet once', async () => {
      const racer = await member(5_000);
      const token = tokenOf(await launch(racer, LOTTERY_LAUNCH)) ?? '';
      const placed = await platform.app.inject({
        method: 'POST',
        url: '/platform/lottery/VNF1/bet',
        payload: { token, pick: 3, stake: 1000 },
      });
      expect(placed.headers.location).toMatch(/bet=placed/);
      const bet = await db()
        .selectFrom('bets')
        .select('id')
        .where('member_id', '=', racer.id)
        .executeTakeFirstOrThrow();
      const answers = await race(RACERS, () =>
        post(racer, '/wps/relay/RECORD_cancelSuborder', {
          orderId: String(bet.id),
          subOrderId: `${bet.id}-1`,
        }),
      );
      expect(tally(answers)).toEqual({ '200': 1, '409 order.not.cancellable': RACERS - 1 });
      expect(await balanceCents(racer.id)).toBe(5_000);
    });
  });

  describe("the back office's decisions", () => {
    const decide = (orderId: string, decision: 'approve' | 'reject') =>
      platform.app.inject({ method: 'POST', url: `/dev/orders/${orderId}`, payload: { decision } });

    it('settles a pending deposit once when approvals and rejections race', async () => {
      const racer = await member(0);
      const placed = await post(racer, '/wps/relay/DEPOSIT_submit', {
        channelId: 'BANK',
        amount: 150,
      });
      const { orderId } = placed.json<{ value: { orderId: string } }>().value;
      const answers = await race(RACERS, (index) =>
        decide(orderId, index % 2 === 0 ? 'approve' : 'reject'),
      );
      expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((response) => response.statusCode === 400)).toHaveLength(RACERS - 1);
    });
  });

  describe('the pay page', () => {
    it('shows a pending order to its member only', async () => {
      const racer = await member(0);
      const placed = await post(racer, '/wps/relay/DEPOSIT_submit', {
        channelId: 'BANK',
        amount: 150,
      });
      const { payUrl, orderId } = placed.json<{ value: { payUrl: string; orderId: string } }>()
        .value;
      const own = await platform.app.inject({ method: 'GET', url: payUrl });
      expect(own.statusCode).toBe(200);
      expect(own.body).toContain('150.00');
      const bare = await platform.app.inject({ method: 'GET', url: `/platform/pay/${orderId}` });
      expect(bare.statusCode).toBe(404);
      expect(bare.body).not.toContain('150.00');
      const other = await member(0);
      const stranger = await platform.app.inject({
        method: 'GET',
        url: `/platform/pay/${orderId}?token=${other.token}`,
      });
      expect(stranger.statusCode).toBe(404);
    });
  });
});
