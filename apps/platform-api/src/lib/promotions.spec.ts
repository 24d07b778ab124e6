import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { content, MAX_PROMOTION_IMAGE_BYTES, successEnvelope } from '@mweb/api-contract';
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

  describe('applying with images', () => {
    const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const JPG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 4, 5, 6]);

    /** A multipart application, encoded the way a browser encodes a FormData. */
    const applyWith = async (
      token: string,
      promotionId: number,
      files: { name: string; type: string; bytes: Uint8Array }[],
      comment?: string,
    ) => {
      const form = new FormData();
      form.append('promotionId', String(promotionId));
      if (comment !== undefined) form.append('comment', comment);
      for (const file of files)
        form.append('images', new Blob([file.bytes], { type: file.type }), file.name);
      const encoded = new Request('http://platform.test/', { method: 'POST', body: form });
      return platform.app.inject({
        method: 'POST',
        url: '/wps/relay/ACTFE_applyPromotion',
        headers: {
          authorization: token,
          'content-type': encoded.headers.get('content-type') ?? '',
        },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
    };
    const statusOf = async (token: string, id: number) =>
      (await promotions(token)).find((item) => item.id === id)?.status;

    it('stores png and jpg images by generated names and serves each to its owner only', async () => {
      const answer = await applyWith(
        vip,
        401,
        [
          { name: '../../receipt.png', type: 'image/png', bytes: PNG },
          { name: 'photo.jpg', type: 'image/jpeg', bytes: JPG },
        ],
        'Deposited on Monday.',
      );
      const { value } = successEnvelope(content.applyPromotion.value).parse(answer.json());
      expect(value.status).toBe('Applying');
      expect(value.imageIds).toHaveLength(2);
      expect(await statusOf(vip, 401)).toBe('Applying');

      const stored = readdirSync(join(platform.app.platform.uploadsDir));
      expect(stored).toEqual(expect.arrayContaining(value.imageIds ?? []));
      expect(stored.some((name) => name.includes('receipt') || name.includes('photo'))).toBe(false);

      const [pngId, jpgId] = value.imageIds ?? [];
      const own = await get(`/uploads/promotions/${pngId}`, vip);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('image/png');
      expect(new Uint8Array(own.rawPayload)).toEqual(PNG);
      expect((await get(`/uploads/promotions/${jpgId}`, vip)).headers['content-type']).toBe(
        'image/jpeg',
      );
      expect((await get(`/uploads/promotions/${pngId}`, demo)).statusCode).toBe(404);
      expect((await get(`/uploads/promotions/${pngId}`)).statusCode).toBe(404);
      expect((await get('/uploads/promotions/..%2Fmweb.db', vip)).statusCode).toBe(404);
    });

    it('refuses a file named like an image whose first bytes are not one, and applies nothing', async () => {
      const html = new TextEncoder().encode('<script>alert(1)</script>');
      const answer = await applyWith(vip, 402, [
        { name: 'receipt.png', type: 'image/png', bytes: html },
      ]);
      expect(answer.statusCode).toBe(415);
      expect(answer.json()).toMatchObject({ success: false, errorCode: 'promotion.image.type' });
      expect(await statusOf(vip, 402)).toBeUndefined();
    });

    it('refuses an image over 5 MB', async () => {
      const big = new Uint8Array(MAX_PROMOTION_IMAGE_BYTES + 1);
      big.set(PNG);
      const answer = await applyWith(vip, 402, [
        { name: 'big.png', type: 'image/png', bytes: big },
      ]);
      expect(answer.statusCode).toBe(413);
      expect(answer.json()).toMatchObject({ success: false, errorCode: 'promotion.image.size' });
      expect(await statusOf(vip, 402)).toBeUndefined();
    });

    it('refuses more than 3 images', async () => {
      const four = ['a', 'b', 'c', 'd'].map((name) => ({
        name: `${name}.png`,
        type: 'image/png',
        bytes: PNG,
      }));
      const answer = await applyWith(vip, 402, four);
      expect(answer.json()).toMatchObject({ success: false, errorCode: 'promotion.image.count' });
      expect(await statusOf(vip, 402)).toBeUndefined();
    });

    it('takes an application without images as multipart too', async () => {
      const answer = await applyWith(vip, 402, [], 'No receipt needed.');
      expect(answer.json()).toMatchObject({ success: true, value: { status: 'Applying' } });
    });
  });
});
