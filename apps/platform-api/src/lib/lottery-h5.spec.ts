import { content, records, successEnvelope, wallet } from '@mweb/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, startTestPlatform, type TestPlatform } from '../testing/harness';
import { LOTTERY_CLIENT_JS, buildLotteryHost } from './pages/lottery-h5';

const APP_PORT = 3000;
const LOTTERY_PORT = 3001;

describe('the lottery client on its own listener', () => {
  let platform: TestPlatform;
  let lotteryHost: FastifyInstance;
  let token: string;
  // A Monday, 10:00:10 in Vietnam: the one-minute draw 20261123-0601 is 50 s away.
  const now = Date.UTC(2026, 10, 23, 3, 0, 10);

  beforeAll(async () => {
    platform = await startTestPlatform({ now: () => now, lotteryH5: { port: LOTTERY_PORT } });
    lotteryHost = await buildLotteryHost(platform.app.platform, { appPort: APP_PORT });
    token = await loginToken(platform.app, 'demo01', 'Demo1234!');
  });
  afterAll(async () => {
    await lotteryHost.close();
    await platform.close();
  });

  const launchToken = async () => {
    const response = await platform.app.inject({
      method: 'GET',
      url: '/wps/game/launchGame?launchMode=LOTT&lottoArea=VN&lottoPrizeMode=ModeElott&lottoGameCode=VNF1&lottoView=betting&device=MOBILE',
      headers: { authorization: token },
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(response.json<{ value: { gameUrl: string } }>().value.gameUrl, 'http://x');
    return url.searchParams.get('token') ?? '';
  };
  const host = { host: `localhost:${LOTTERY_PORT}` };
  const balanceCents = async () => {
    const response = await platform.app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: { authorization: token },
    });
    return Math.round(
      successEnvelope(wallet.balance.value).parse(response.json()).value.sumBalance * 100,
    );
  };

  it('is named by the status call on the host name the caller used, and the app may frame it', async () => {
    const response = await platform.app.inject({
      method: 'GET',
      url: '/wps/v2/system/status?device=MOBILE',
      headers: { host: `localhost:${APP_PORT}` },
    });
    const status = successEnvelope(content.systemStatus.value).parse(response.json()).value;
    expect(status.info.lotteryH5Url).toBe(`http://localhost:${LOTTERY_PORT}`);
    expect(response.headers['content-security-policy']).toContain(
      `frame-src 'self' http://localhost:${LOTTERY_PORT}`,
    );
  });

  it('names nothing for a Host header that is not a plain name', async () => {
    const response = await platform.app.inject({
      method: 'GET',
      url: '/wps/v2/system/status?device=MOBILE',
      headers: { host: 'evil.example"; script-src *' },
    });
    const status = successEnvelope(content.systemStatus.value).parse(response.json()).value;
    expect(status.info.lotteryH5Url).toBeUndefined();
  });

  it('serves a page whose script runs from its own origin, framed only by the app', async () => {
    const page = await lotteryHost.inject({
      method: 'GET',
      url: `/lottery/VNF1?token=t&merchant=demo&css=demo.css&prize_mode=ModeElott`,
      headers: host,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/lottery/client.js" defer></script>');
    expect(page.body).not.toMatch(/<script>/);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`script-src http://localhost:${LOTTERY_PORT}`);
    expect(policy).toContain(`frame-ancestors http://localhost:${APP_PORT}`);
    expect(page.headers['x-frame-options']).toBeUndefined();
    const script = await lotteryHost.inject({
      method: 'GET',
      url: '/lottery/client.js',
      headers: host,
    });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toBe(LOTTERY_CLIENT_JS);
  });

  it('takes a bet from the framed page: the balance moves and the betting record shows it', async () => {
    const launch = await launchToken();
    const before = await balanceCents();
    const state = await lotteryHost.inject({
      method: 'GET',
      url: `/lottery/api/VNF1/state?token=${launch}`,
      headers: { ...host, origin: 'null' },
    });
    expect(state.statusCode).toBe(200);
    expect(state.headers['access-control-allow-origin']).toBe('*');
    expect(state.json()).toMatchObject({ numero: '20261123-0601', balanceCents: before });

    const placed = await lotteryHost.inject({
      method: 'POST',
      url: '/lottery/api/VNF1/bet',
      headers: { ...host, origin: 'null', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${launch}&pick=3&stake=1000`,
    });
    expect(placed.json()).toEqual({
      placed: true,
      numero: '20261123-0601',
      balanceCents: before - 1000,
    });
    expect(await balanceCents()).toBe(before - 1000);
    const orders = await platform.app.inject({
      method: 'GET',
      url: '/wps/relay/RECORD_orders?pageNo=1&pageSize=10',
      headers: { authorization: token },
    });
    const page = successEnvelope(records.orders.value).parse(orders.json()).value;
    expect(page.content[0]).toMatchObject({
      gameName: 'Vietnam Fast 1 Minute',
      gameCategory: 'ELOTT',
      betAmount: 10,
      status: 'OPEN',
    });
  });

  it('refuses a bet without a live launch token, or with a stake it does not offer', async () => {
    const bet = (payload: string) =>
      lotteryHost.inject({
        method: 'POST',
        url: '/lottery/api/VNF1/bet',
        headers: { ...host, 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    expect((await bet('token=nobody&pick=3&stake=1000')).statusCode).toBe(401);
    const launch = await launchToken();
    expect((await bet(`token=${launch}&pick=3&stake=1`)).statusCode).toBe(400);
    expect((await bet(`token=${launch}&pick=<script>&stake=1000`)).statusCode).toBe(400);
  });
});
