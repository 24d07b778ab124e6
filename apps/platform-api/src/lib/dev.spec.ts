import { WHITELABEL_FLAGS } from '@mweb/api-contract/testing';
import { content, games, successEnvelope } from '@mweb/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginToken, startTestPlatform, type TestPlatform } from '../testing/harness';

describe('development controls', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(async () => platform.close());

  const status = async () => {
    const response = await platform.app.inject({
      method: 'GET',
      url: '/wps/v2/system/status?device=MOBILE',
    });
    return successEnvelope(content.systemStatus.value).parse(response.json()).value;
  };

  it('switches maintenance and region restriction, and the status call reports them', async () => {
    expect((await status()).maintenance.enabled).toBe(false);
    const on = await platform.app.inject({
      method: 'POST',
      url: '/dev/status',
      payload: { maintenance: true, regionRestriction: true },
    });
    expect(on.json()).toMatchObject({ value: { maintenance: true, regionRestriction: true } });
    const during = await status();
    expect(during.maintenance.enabled).toBe(true);
    expect(during.maintenance.content?.data?.endTime).toBeTruthy();
    expect(during.regionRestriction.enabled).toBe(true);
    await platform.app.inject({
      method: 'POST',
      url: '/dev/status',
      payload: { maintenance: false },
    });
    const after = await status();
    expect(after.maintenance.enabled).toBe(false);
    expect(after.regionRestriction.enabled).toBe(true);
    const bad = await platform.app.inject({
      method: 'POST',
      url: '/dev/status',
      payload: { maintenance: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the whitelabel tree, customer service with an encrypted type 3, and download links', async () => {
    const value = await status();
    const flags = value.info.whitelabel.flatMap((node) => [node, ...(node.childrenNodes ?? [])]);
    for (const flag of WHITELABEL_FLAGS) {
      expect(flags.map((node) => node.modId)).toContain(flag);
    }
    expect(value.info.customerService.map((entry) => entry.csType)).toEqual([
      'LIVECHAT',
      'WHATSAPP',
      'CS',
      '3',
    ]);
    expect(value.info.resources.map((entry) => entry.resourceType).sort()).toEqual([
      'Android',
      'AppDownloadIcon',
      'IOS',
      'MOBILECONFIG',
    ]);
    expect(value.info.register?.['username']?.required).toBe(true);
  });

  it('creates fresh accounts of any type with a balance', async () => {
    const response = await platform.app.inject({
      method: 'POST',
      url: '/dev/accounts',
      payload: { type: 1, balance: 42.5, mobile: '955000111' },
    });
    const account = response.json<{
      value: { username: string; password: string; token: string };
    }>().value;
    const balance = await platform.app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: { authorization: account.token },
    });
    expect(balance.json()).toMatchObject({ value: { sumBalance: 42.5 } });
    await expect(
      loginToken(platform.app, account.username, account.password),
    ).resolves.toBeTruthy();
  });

  it('sends a member an inbox message, which raises the unread count', async () => {
    const account = (
      await platform.app.inject({ method: 'POST', url: '/dev/accounts', payload: {} })
    ).json<{ value: { id: number; token: string } }>().value;
    const unread = async () =>
      (
        await platform.app.inject({
          method: 'GET',
          url: '/wps/relay/EMFE_getInboxUnreadCount',
          headers: { authorization: account.token },
        })
      ).json<{ value: number }>().value;
    // Its welcome message.
    expect(await unread()).toBe(1);
    const sent = await platform.app.inject({
      method: 'POST',
      url: '/dev/inbox',
      payload: { memberId: account.id, title: 'Hello' },
    });
    expect(sent.statusCode).toBe(200);
    expect(await unread()).toBe(2);
    expect(
      (await platform.app.inject({ method: 'POST', url: '/dev/inbox', payload: {} })).statusCode,
    ).toBe(400);
  });

  it('resets to the seed', async () => {
    const token = await loginToken(platform.app, 'demo01', 'Demo1234!');
    await platform.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_addFavoriteGameV2',
      headers: { authorization: token },
      payload: { nodeId: '10001', vendor: 'JL' },
    });
    const modulus = (await platform.app.inject({ method: 'GET', url: '/wps/session/key/rsa' }))
      .body;
    expect((await platform.app.inject({ method: 'POST', url: '/dev/reset' })).statusCode).toBe(200);
    const favourites = await platform.app.platform.db
      .selectFrom('favourites')
      .selectAll()
      .execute();
    expect(favourites).toEqual([]);
    expect((await status()).maintenance.enabled).toBe(false);
    expect((await platform.app.inject({ method: 'GET', url: '/wps/session/key/rsa' })).body).toBe(
      modulus,
    );
    // The seed's slide check is on; this test logs in without one.
    await platform.app.inject({
      method: 'POST',
      url: '/dev/status',
      payload: { slideCheck: false },
    });
    await expect(loginToken(platform.app, 'demo01', 'Demo1234!')).resolves.toBeTruthy();
  });
  it('makes a benchmark vendor of 400 or 1000 games, replacing the last one', async () => {
    const total = async () => {
      const response = await platform.app.inject({
        method: 'GET',
        url: '/wps/relay/GCSGAME_gameList?merchant=demo&gameType=RNG&vassalage=BENCH&pageSize=25',
      });
      return successEnvelope(games.gameList.value).parse(response.json()).value;
    };
    for (const count of [400, 1000]) {
      const made = await platform.app.inject({
        method: 'POST',
        url: '/dev/games/bench',
        payload: { count },
      });
      expect(made.statusCode, made.body).toBe(200);
      const list = await total();
      expect(list.totalCount).toBe(count);
      expect(list.totalPages).toBe(Math.ceil(count / 25));
    }
  });

  it('makes a launch answer a given URL, without starting a game, until it is cleared', async () => {
    const token = await loginToken(platform.app, 'demo01', 'Demo1234!');
    const launch = async () => {
      const response = await platform.app.inject({
        method: 'GET',
        url: '/wps/game/launchGame?launchMode=GLS&gameId=PG_001&nodeId=10081&vassalage=PG',
        headers: { authorization: token },
      });
      expect(response.statusCode, response.body).toBe(200);
      return successEnvelope(games.launchGame.value).parse(response.json()).value.gameUrl;
    };
    const setUrl = (url: unknown) =>
      platform.app.inject({ method: 'POST', url: '/dev/games/launch-url', payload: { url } });
    expect((await setUrl('not a url')).statusCode).toBe(400);
    expect((await setUrl('https://games.elsewhere.example/play')).statusCode).toBe(200);
    expect(await launch()).toBe('https://games.elsewhere.example/play');
    // No game started: the next launch is not refused as a second running game.
    expect(await launch()).toBe('https://games.elsewhere.example/play');
    expect((await setUrl(null)).statusCode).toBe(200);
    expect(await launch()).toMatch(/^\/platform\/game\//);
  });
});

describe('production', () => {
  it('has no development controls', async () => {
    const platform = await startTestPlatform({ devControls: false });
    try {
      for (const url of ['/dev/captcha', '/dev/sms-outbox?mobile=912345678']) {
        expect((await platform.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
      expect((await platform.app.inject({ method: 'POST', url: '/dev/reset' })).statusCode).toBe(
        404,
      );
    } finally {
      await platform.close();
    }
  });
});

describe('who reaches the development controls', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(async () => platform.close());

  const reset = (extra: { remoteAddress?: string; headers?: Record<string, string> }) =>
    platform.app.inject({ method: 'POST', url: '/dev/reset', ...extra });

  it('answers callers on this machine', async () => {
    expect((await reset({ remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await reset({ remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await reset({ remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
    expect(
      (await reset({ remoteAddress: '127.0.0.1', headers: { host: 'localhost:3000' } })).statusCode,
    ).toBe(200);
  });

  it('does not exist for another address, a proxied caller or a rebound host name', async () => {
    const refused = [
      await reset({ remoteAddress: '192.168.1.20' }),
      await reset({ remoteAddress: '10.0.0.7', headers: { 'x-forwarded-for': '127.0.0.1' } }),
      await reset({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } }),
      await reset({ remoteAddress: '127.0.0.1', headers: { host: 'rebound.example:3000' } }),
      await platform.app.inject({
        method: 'POST',
        url: '/dev/accounts',
        remoteAddress: '192.168.1.20',
        payload: { type: 0, balance: 1_000_000_000 },
      }),
      await platform.app.inject({
        method: 'GET',
        url: '/%64ev/captcha',
        remoteAddress: '10.1.1.1',
      }),
      await platform.app.inject({
        method: 'GET',
        url: '/dev/sms-outbox?mobile=912345678',
        remoteAddress: '2001:db8::1',
      }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual(refused.map(() => 404));
  });
});

describe('the development controls switch', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each([
    ['not asked for', undefined, 'development'],
    ['asked for in production', true, 'production'],
  ])('leaves them out when %s', async (_case, devControls, nodeEnv) => {
    vi.stubEnv('NODE_ENV', nodeEnv);
    const platform = await startTestPlatform({ devControls });
    try {
      for (const url of ['/dev/reset', '/dev/accounts']) {
        expect((await platform.app.inject({ method: 'POST', url })).statusCode, url).toBe(404);
      }
    } finally {
      await platform.close();
    }
  });
});
