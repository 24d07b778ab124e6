import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectEncrypted, startTestPlatform, type TestPlatform } from '../testing/harness';
import { adjustBalance, createMember } from './services/members';
import { openSession } from './services/sessions';

/** The member's balance and the sum of the member's ledger, in cents. */
async function balanceAndLedger(platform: TestPlatform, memberId: number) {
  const { db } = platform.app.platform;
  const member = await db
    .selectFrom('members')
    .select('balance_cents')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const ledger = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.sum<string | number | null>('amount_cents').as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { balance: Number(member.balance_cents), ledger: Number(ledger.total ?? 0) };
}

describe('the ledger', () => {
  let platform: TestPlatform;
  let memberId: number;
  let token: string;
  let bankCardId: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    memberId = await createMember(platform.app.platform, {
      username: 'ledger01',
      password: 'Ledger1234!',
      paymentPassword: '135790',
      type: 0,
      balanceCents: 100_000,
    });
    token = await openSession(platform.app.platform, memberId);
    const card = await injectEncrypted(platform.app, {
      method: 'POST',
      url: '/wps/member/security/bankCard',
      headers: { authorization: token },
      payload: {
        bankName: 'Ledger Bank',
        cardNumber: '6222000011114444',
        accountName: 'Ledger One',
        paymentPassword: '135790',
      },
    });
    bankCardId = card.json<{ value: { bankCardId: string } }>().value.bankCardId;
  }, 30_000);
  afterAll(async () => platform.close());

  function post(url: string, payload: Record<string, unknown>) {
    return platform.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
  }
  const deposit = (payload: Record<string, unknown>) => post('/wps/relay/DEPOSIT_submit', payload);
  const withdraw = (payload: Record<string, unknown>) =>
    injectEncrypted(platform.app, {
      method: 'POST',
      url: '/wps/relay/WITHDRAW_submit',
      payload: { bankCardId, paymentPassword: '135790', ...payload },
      headers: { authorization: token },
    });
  const decide = (orderId: string, decision: 'approve' | 'reject') =>
    platform.app.inject({
      method: 'POST',
      url: `/dev/orders/${orderId}`,
      payload: { decision },
    });

  it('opens a new member with the opening balance as a ledger row', async () => {
    expect(await balanceAndLedger(platform, memberId)).toEqual({
      balance: 100_000,
      ledger: 100_000,
    });
  });

  it('makes one deposit of a submit repeated with the same request id', async () => {
    const body = { channelId: 'DEMO', amount: 12.34, requestId: 'repeat-deposit-0001' };
    const before = await balanceAndLedger(platform, memberId);
    const answers = await Promise.all([deposit(body), deposit(body), deposit(body)]);
    const ids = answers.map(
      (answer) => answer.json<{ value: { orderId: string } }>().value.orderId,
    );
    expect(new Set(ids).size).toBe(1);
    const after = await balanceAndLedger(platform, memberId);
    expect(after.balance - before.balance).toBe(1_234);
  });

  it('makes one withdrawal of a submit repeated with the same request id', async () => {
    const before = await balanceAndLedger(platform, memberId);
    const body = { amount: 60.5, requestId: 'repeat-withdraw-0001' };
    const first = await withdraw(body);
    const second = await withdraw(body);
    expect(second.json()).toEqual(first.json());
    const after = await balanceAndLedger(platform, memberId);
    expect(before.balance - after.balance).toBe(6_050);
  });

  it('credits a bank deposit once when approved, and refunds a rejected withdrawal', async () => {
    const before = await balanceAndLedger(platform, memberId);
    const bank = await deposit({ channelId: 'BANK', amount: 300, requestId: 'bank-deposit-0001' });
    const { orderId, status } = bank.json<{ value: { orderId: string; status: string } }>().value;
    expect(status).toBe('PENDING');
    expect((await balanceAndLedger(platform, memberId)).balance).toBe(before.balance);
    const approvals = await Promise.all([decide(orderId, 'approve'), decide(orderId, 'approve')]);
    expect(approvals.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect((await balanceAndLedger(platform, memberId)).balance).toBe(before.balance + 30_000);

    const out = await withdraw({ amount: 50, requestId: 'rejected-withdraw-01' });
    const withdrawal = out.json<{ value: { orderId: string } }>().value.orderId;
    expect((await balanceAndLedger(platform, memberId)).balance).toBe(before.balance + 25_000);
    expect((await decide(withdrawal, 'reject')).json()).toMatchObject({
      value: { status: 'FAILED' },
    });
    expect((await balanceAndLedger(platform, memberId)).balance).toBe(before.balance + 30_000);
    const records = await platform.app.inject({
      method: 'GET',
      url: '/wps/relay/DEPOSIT_records?pageNo=1&pageSize=50',
      headers: { authorization: token },
    });
    const credited = records
      .json<{ value: { content: { orderId: string; status: string }[] } }>()
      .value.content.find((record) => record.orderId === orderId);
    expect(credited?.status).toBe('SUCCESS');
  });

  it('keeps the balance equal to the ledger after a burst of deposits, withdrawals and bets', async () => {
    const burst = Array.from({ length: 60 }, (_, index) => {
      if (index % 3 === 0)
        return deposit({
          channelId: 'DEMO',
          amount: 10 + index / 100,
          requestId: `burst-d-${index}-x`,
        });
      if (index % 3 === 1) return withdraw({ amount: 50 + index, requestId: `burst-w-${index}-x` });
      return adjustBalance(platform.app.platform, memberId, -(100 + index), 'BET', `Bet ${index}`);
    });
    // Repeats of some submits, racing their first sending.
    const repeats = [0, 3, 6].map((index) =>
      deposit({ channelId: 'DEMO', amount: 10 + index / 100, requestId: `burst-d-${index}-x` }),
    );
    await Promise.all([...burst, ...repeats]);
    const { balance, ledger } = await balanceAndLedger(platform, memberId);
    expect(balance).toBe(ledger);
    expect(balance).toBeGreaterThanOrEqual(0);
    const deposits = await platform.app.platform.db
      .selectFrom('orders')
      .select('request_id')
      .where('member_id', '=', memberId)
      .where('request_id', 'like', 'burst-d-%')
      .execute();
    expect(deposits).toHaveLength(20);
    // Sixty calls and their hashes and ciphers: real work, given its own time-out.
  }, 60_000);

  it('holds for every seeded member too', async () => {
    const { db } = platform.app.platform;
    const members = await db.selectFrom('members').select('id').execute();
    for (const { id } of members) {
      const { balance, ledger } = await balanceAndLedger(platform, id);
      expect(balance, `member ${id}`).toBe(ledger);
    }
  });
});
