import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectEncrypted,
  loginToken,
  startTestPlatform,
  type TestPlatform,
} from '../testing/harness';

describe('wallet, security and contracts', () => {
  let platform: TestPlatform;
  let token: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    token = await loginToken(platform.app, 'demo01', 'Demo1234!');
  });
  afterAll(async () => platform.close());

  const get = (url: string, as = token) =>
    platform.app.inject({ method: 'GET', url, headers: { authorization: as } });
  const post = (url: string, payload: Record<string, unknown>, as = token) =>
    platform.app.inject({ method: 'POST', url, headers: { authorization: as }, payload });
  const balance = async () =>
    (await get('/wps/v2/wallets/balance?typeId=0')).json<{ value: { sumBalance: number } }>().value
      .sumBalance;
  const withdraw = (payload: Record<string, unknown>) =>
    injectEncrypted(platform.app, {
      method: 'POST',
      url: '/wps/relay/WITHDRAW_submit',
      payload,
      headers: { authorization: token },
    });

  it('credits a demo deposit at once and records it', async () => {
    const before = await balance();
    const deposit = await post('/wps/relay/DEPOSIT_submit', { channelId: 'DEMO', amount: 250.5 });
    expect(deposit.json()).toMatchObject({ value: { status: 'SUCCESS', firstDeposit: true } });
    expect(await balance()).toBeCloseTo(before + 250.5, 2);
    const outOfRange = await post('/wps/relay/DEPOSIT_submit', { channelId: 'DEMO', amount: 5 });
    expect(outOfRange.json()).toMatchObject({ errorCode: 'deposit.amount.out.of.range' });
    const bank = await post('/wps/relay/DEPOSIT_submit', { channelId: 'BANK', amount: 500 });
    const pending = bank.json<{ value: { status: string; payUrl: string } }>().value;
    expect(pending.status).toBe('PENDING');
    expect(pending.payUrl).toMatch(/^\/platform\/pay\//);
    expect((await platform.app.inject({ method: 'GET', url: pending.payUrl })).statusCode).toBe(
      200,
    );
    const records = await get('/wps/relay/DEPOSIT_records?pageNo=1&pageSize=10');
    expect(records.json()).toMatchObject({ value: { totalCount: 2 } });
  });

  it('withdraws only with a bound card and the payment password', async () => {
    expect(
      (await withdraw({ bankCardId: '1', amount: 10, paymentPassword: '123456' })).json(),
    ).toMatchObject({
      errorCode: 'withdraw.bank.card.required',
    });
    const bind = (payload: Record<string, unknown>) =>
      injectEncrypted(platform.app, {
        method: 'POST',
        url: '/wps/member/security/bankCard',
        payload: {
          bankName: 'Demo Bank',
          cardNumber: '6222000011113333',
          accountName: 'Lucky Demo',
          ...payload,
        },
        headers: { authorization: token },
      });
    // A card is confirmed as a withdrawal is: no card before a payment password, nor with a wrong one.
    expect((await bind({ paymentPassword: '246810' })).json()).toMatchObject({
      errorCode: 'payment.password.required',
    });
    const setPayment = await injectEncrypted(platform.app, {
      method: 'POST',
      url: '/wps/member/security/paymentPassword',
      payload: { loginPassword: 'Demo1234!', paymentPassword: '246810' },
      headers: { authorization: token },
    });
    expect(setPayment.statusCode, setPayment.body).toBe(200);
    expect((await bind({ paymentPassword: '000000' })).json()).toMatchObject({
      errorCode: 'payment.password.incorrect',
    });
    expect((await bind({})).json()).toMatchObject({ errorCode: 'payment.password.incorrect' });
    const plainBind = await post('/wps/member/security/bankCard', {
      bankName: 'Demo Bank',
      cardNumber: '6222000011113333',
      accountName: 'Lucky Demo',
      paymentPassword: '246810',
    });
    expect(plainBind.json()).toMatchObject({ errorCode: 'request_body_required' });
    const card = await bind({ paymentPassword: '246810' });
    const { bankCardId, maskedNumber } = card.json<{
      value: { bankCardId: string; maskedNumber: string };
    }>().value;
    expect(maskedNumber).toBe('**** 3333');
    expect(
      (await withdraw({ bankCardId, amount: 10, paymentPassword: '000000' })).json(),
    ).toMatchObject({
      errorCode: 'withdraw.payment.password.incorrect',
    });
    expect(
      (await withdraw({ bankCardId, amount: 99_999_999, paymentPassword: '246810' })).json(),
    ).toMatchObject({
      errorCode: 'withdraw.amount.out.of.range',
    });
    expect(
      (await withdraw({ bankCardId, amount: 50_000, paymentPassword: '246810' })).json(),
    ).toMatchObject({
      errorCode: 'wallet.insufficient.balance',
    });
    expect((await get('/wps/relay/WITHDRAW_info')).json()).toMatchObject({
      value: { minAmount: 50, maxAmount: 50_000, feeBasisPoints: 50 },
    });
    const before = await balance();
    const ok = await withdraw({ bankCardId, amount: 100, paymentPassword: '246810' });
    expect(ok.json()).toMatchObject({ success: true, value: { status: 'PENDING', bankCardId } });
    expect(await balance()).toBeCloseTo(before - 100, 2);
    const plain = await post('/wps/relay/WITHDRAW_submit', {
      bankCardId,
      amount: 1,
      paymentPassword: '246810',
    });
    expect(plain.json()).toMatchObject({ errorCode: 'request_body_required' });
  });

  it('lists betting records and refuses to cancel a settled bet', async () => {
    const orders = await get('/wps/relay/RECORD_orders?pageNo=1&pageSize=5');
    const page = orders.json<{ value: { content: { orderId: string }[]; totalCount: number } }>()
      .value;
    expect(page.content).toHaveLength(5);
    expect(page.totalCount).toBe(30);
    const orderId = page.content[0]?.orderId ?? '';
    const cancel = await post('/wps/relay/RECORD_cancelSuborder', {
      orderId,
      subOrderId: `${orderId}-1`,
    });
    expect(cancel.json()).toMatchObject({ errorCode: 'order.not.cancellable' });
    await platform.app.platform.db
      .updateTable('bets')
      .set({ status: 'open' })
      .where('id', '=', Number(orderId))
      .execute();
    const stake = (await get(`/wps/relay/RECORD_orderDetail?orderId=${orderId}`)).json<{
      value: { betAmount: number; status: string };
    }>().value;
    expect(stake.status).toBe('OPEN');
    const before = await balance();
    const cancelled = await post('/wps/relay/RECORD_cancelSuborder', {
      orderId,
      subOrderId: `${orderId}-1`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const detail = await get(`/wps/relay/RECORD_orderDetail?orderId=${orderId}`);
    expect(detail.json()).toMatchObject({ value: { status: 'CANCELLED' } });
    // The stake comes back through the ledger, once: a second cancel is refused.
    expect(await balance()).toBeCloseTo(before + stake.betAmount, 2);
    const again = await post('/wps/relay/RECORD_cancelSuborder', {
      orderId,
      subOrderId: `${orderId}-1`,
    });
    expect(again.json()).toMatchObject({ errorCode: 'order.not.cancellable' });
    expect(await balance()).toBeCloseTo(before + stake.betAmount, 2);
  });

  it('pays the cashback of each category through the ledger, once', async () => {
    type Info = {
      claimable: number;
      validBetAmount: number;
      categories: { gameCategory: string; validBetAmount: number; claimable: number }[];
    };
    const info = (await get('/wps/relay/REBATE_manualRebateInfo')).json<{ value: Info }>().value;
    const cents = (value: number) => Math.round(value * 100);
    expect(info.categories.length).toBeGreaterThan(0);
    expect(info.categories.reduce((sum, c) => sum + cents(c.claimable), 0)).toBe(
      cents(info.claimable),
    );
    expect(info.categories.reduce((sum, c) => sum + cents(c.validBetAmount), 0)).toBe(
      cents(info.validBetAmount),
    );
    const before = await balance();
    const claim = await post('/wps/relay/REBATE_applyManualRebate', {});
    expect(claim.json()).toMatchObject({ value: { claimed: info.claimable } });
    expect(cents(await balance())).toBe(cents(before) + cents(info.claimable));
    const after = (await get('/wps/relay/REBATE_manualRebateInfo')).json<{ value: Info }>().value;
    expect(after).toMatchObject({ claimable: 0, categories: [] });
    const again = await post('/wps/relay/REBATE_applyManualRebate', {});
    expect(again.json()).toMatchObject({ errorCode: 'rebate.nothing.to.claim' });
  });

  it('sums every order a filter matches, not just the page', async () => {
    type Summary = {
      orderCount: number;
      betAmount: number;
      validBetAmount: number;
      winLoss: number;
    };
    type Orders = { content: { betAmount: number; winAmount: number; status: string }[] };
    const all = (await get('/wps/relay/RECORD_orders?pageNo=1&pageSize=1000')).json<{
      value: Orders & { summary: Summary };
    }>().value;
    const paged = (await get('/wps/relay/RECORD_orders?pageNo=2&pageSize=5')).json<{
      value: { summary: Summary };
    }>().value;
    expect(paged.summary).toEqual(all.summary);
    const settled = all.content.filter(
      (order) => order.status === 'WON' || order.status === 'LOST',
    );
    const cents = (values: number[]) =>
      values.reduce((sum, value) => sum + Math.round(value * 100), 0);
    expect(all.summary.orderCount).toBe(all.content.length);
    expect(Math.round(all.summary.betAmount * 100)).toBe(
      cents(all.content.map((o) => o.betAmount)),
    );
    expect(Math.round(all.summary.validBetAmount * 100)).toBe(
      cents(settled.map((o) => o.betAmount)),
    );
    expect(Math.round(all.summary.winLoss * 100)).toBe(
      cents(settled.map((o) => o.winAmount)) - cents(settled.map((o) => o.betAmount)),
    );
    const slots = (
      await get('/wps/relay/RECORD_orders?pageNo=1&pageSize=1000&gameCategory=RNG')
    ).json<{
      value: { content: { gameCategory: string }[] };
    }>().value.content;
    expect(slots.every((order) => order.gameCategory === 'RNG')).toBe(true);
  });

  it('shows agent01 a pending daily-salary contract, and accepts it once', async () => {
    const agent = await loginToken(platform.app, 'agent01', 'Agent1234!');
    expect((await get('/wps/member/info/funds/consolidated', agent)).json()).toMatchObject({
      value: { dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 1 },
    });
    const view = await get('/wps/relay/MCS2_processDailySalContract?action=view', agent);
    expect(view.json()).toMatchObject({
      value: { contract: { kind: 'DAILY_SALARY', status: 'PENDING' } },
    });
    const accept = await get('/wps/relay/MCS2_processDailySalContract?action=accept', agent);
    expect(accept.json()).toMatchObject({ value: { contract: { status: 'ACCEPTED' } } });
    expect(
      (await get('/wps/relay/MCS2_processDailySalContract?action=decline', agent)).json(),
    ).toMatchObject({
      errorCode: 'contract.not.pending',
    });
    expect((await get('/wps/member/info/funds/consolidated', agent)).json()).toMatchObject({
      value: { dailysalreqtype: 0 },
    });
    expect((await get('/wps/relay/AGENT_teamKpi?period=today')).json()).toMatchObject({
      errorCode: 'agent.only',
    });
  });
});
