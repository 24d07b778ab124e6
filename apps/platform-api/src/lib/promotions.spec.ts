import { content, successEnvelope } from '@mweb/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, startTestPlatform, type TestPlatform } from '../testing/harness';

describe('promotions and rewards', () => {
  let platform: TestPlatform;
  let demo: string;
  let vip: string;
  beforeAll(async () => {
    platform = await startTestPlatform();
    demo = await loginToken(platform.app, 'demo01', 'Demo1234!');
    vip = await loginToken(platform.app, 'vip01', 'Vip1234!');
  });
  afterAll(async () => platform.close());

  const get = (url: string, token?: string) =>
    platform.app.inject({
      method: 'GET',
      url,
      ...(token ? { headers: { authorization: token } } : {}),
    });
  const post = (url: string, token: string, payload: object) =>
    platform.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });

  const promotions = async (token?: string) =>
    successEnvelope(content.promotions.value).parse(
      (await get('/wps/relay/ACTFE_getPromotions', token)).json(),
    ).value;
  const unclaimed = async (token: string) =>
    successEnvelope(content.unclaimedRewards.value).parse(
      (await get('/wps/relay/ACTFE_getUnclaimedCount', token)).json(),
    ).value.count;
  const balance = async (token: string) =>
    (await get('/wps/v2/wallets/balance?typeId=0', token)).json<{
      value: { sumBalance: number };
    }>().value.sumBalance;

  it('lists promotions for guests with a category and an image, and no member status', async () => {
    const list = await promotions();
    expect(list.length).toBeGreaterThan(3);
    expect(list.every((item) => item.status === undefined && item.category && item.imageUrl)).toBe(
      true,
    );
  });

  it("gives a member's promotions every activity status", async () => {
    const statuses = new Set((await promotions(demo)).map((item) => item.status));
    for (const status of content.activityStatus.options) expect(statuses).toContain(status);
  });

  it('applies once with a comment', async () => {
    const first = await post('/wps/relay/ACTFE_applyPromotion', demo, {
      promotionId: 401,
      comment: 'My first deposit was yesterday.',
    });
    expect(first.json()).toMatchObject({ success: true, value: { status: 'Applying' } });
    const again = await post('/wps/relay/ACTFE_applyPromotion', demo, { promotionId: 401 });
    expect(again.json()).toMatchObject({ success: false, errorCode: 'promotion.already.applied' });
    const applied = (await promotions(demo)).find((item) => item.id === 401);
    expect(applied?.status).toBe('Applying');
  });

  it('claims an issued reward once, crediting the balance through the ledger', async () => {
    const before = await balance(vip);
    expect(await unclaimed(vip)).toBe(2);
    const claim = await post('/wps/relay/ACTFE_claimReward', vip, { promotionId: 403 });
    expect(claim.json()).toMatchObject({
      success: true,
      value: { status: 'Claimed', amount: 28.88 },
    });
    expect(await balance(vip)).toBeCloseTo(before + 28.88, 2);
    expect(await unclaimed(vip)).toBe(1);
    const again = await post('/wps/relay/ACTFE_claimReward', vip, { promotionId: 403 });
    expect(again.json()).toMatchObject({ success: false, errorCode: 'promotion.not.claimable' });
    expect(await balance(vip)).toBeCloseTo(before + 28.88, 2);
    const ledger = (await get('/wps/relay/WALLET_transactionDetails?pageNo=1&pageSize=5', vip))
      .body;
    expect(ledger).toContain('Promotion reward 403');
  });
});
