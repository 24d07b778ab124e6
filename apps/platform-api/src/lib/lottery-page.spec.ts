import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, startTestPlatform, type TestPlatform } from '../testing/harness';
import { drawResult } from './services/draw-clock';
import { settleLotteryBets, winningDigit } from './services/lottery-bets';

describe("the platform's lottery page", () => {
  let platform: TestPlatform;
  let token: string;
  // A Monday, 10:00:10 in Vietnam: the one-minute draw 20261123-0601 is 50 s away.
  let now = Date.UTC(2026, 10, 23, 3, 0, 10);

  beforeAll(async () => {
    platform = await startTestPlatform({ now: () => now });
    token = await loginToken(platform.app, 'demo01', 'Demo1234!');
  });
  afterAll(async () => platform.close());

  const launchToken = async (session = token) => {
    const response = await platform.app.inject({
      method: 'GET',
      url: '/wps/game/launchGame?launchMode=LOTT&lottoArea=VN&lottoPrizeMode=ModeElott&lottoGameCode=VNF1&lottoView=betting&device=MOBILE&backUrl=%2Fm%2Fhome',
      headers: { authorization: session },
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(response.json<{ value: { gameUrl: string } }>().value.gameUrl, 'http://x');
    expect(url.searchParams.get('backUrl')).toBe('/m/home');
    return url.searchParams.get('token') ?? '';
  };
  const view = (launch: string) =>
    platform.app.inject({ method: 'GET', url: `/platform/lottery/VNF1?token=${launch}` });
  const bet = (launch: string, pick: number, stake = 1000, headers: Record<string, string> = {}) =>
    platform.app.inject({
      method: 'POST',
      url: '/platform/lottery/VNF1/bet',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: `token=${launch}&pick=${pick}&stake=${stake}`,
    });
  const balance = (html: string) => /id="balance">[A-Z]+ ([\d.]+)</.exec(html)?.[1];

  it('takes a bet on the draw on sale, and the clock settles it with the draw result', async () => {
    const launch = await launchToken();
    const before = await view(launch);
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('id="numero">20261123-0601<');
    const start = Number(balance(before.body));

    const digit = winningDigit(drawResult('VNF1', '20261123-0601'));
    const placed = await bet(launch, digit);
    expect(placed.statusCode).toBe(303);
    expect(placed.headers.location).toContain('bet=placed');
    const after = await view(launch);
    expect(Number(balance(after.body))).toBeCloseTo(start - 10, 2);
    expect(after.body).toContain('<td>waiting</td>');

    // The draw happens; nobody looks, and the platform's own clock settles it.
    now += 60_000;
    expect(await settleLotteryBets(platform.app.platform)).toBe(1);
    const settled = await view(launch);
    expect(settled.body).toContain('<td>won</td>');
    expect(Number(balance(settled.body))).toBeCloseTo(start - 10 + 90, 2);
  });

  it('refuses a bet once the draw is locked, and a pick that is not a digit', async () => {
    const launch = await launchToken();
    // 10:01:55: the next one-minute draw is 5 s away, inside its 10 s lock.
    now = Date.UTC(2026, 10, 23, 3, 1, 55);
    const locked = await bet(launch, 3);
    expect(locked.headers.location).toContain('bet=locked');
    expect((await bet(launch, 12)).statusCode).toBe(400);
  });

  it("takes a bet from the app's sandboxed frame, whose form has the opaque origin", async () => {
    now = Date.UTC(2026, 10, 23, 3, 2, 10);
    const launch = await launchToken();
    const placed = await bet(launch, 4, 1000, { origin: 'null' });
    expect(placed.statusCode, placed.body).toBe(303);
    expect(placed.headers.location).toContain('bet=placed');
    // Elsewhere the opaque origin is still a foreign one.
    const favourite = await platform.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_addFavoriteGameV2',
      headers: { authorization: token, origin: 'null' },
      payload: { nodeId: '10002', vendor: 'JL' },
    });
    expect(favourite.statusCode).toBe(403);
  });

  it('lists the lotteries in the lobby, each opening its page with the same token', async () => {
    const launch = await launchToken();
    const lobby = await platform.app.inject({
      method: 'GET',
      url: `/platform/lottery/lobby?token=${launch}&prize_mode=ModeElott`,
    });
    expect(lobby.statusCode).toBe(200);
    expect(lobby.body).toContain(`href="/platform/lottery/VNF1?token=${launch}"`);
  });

  it('ends with the member session: after logout the launch token opens nothing', async () => {
    const session = await loginToken(platform.app, 'demo01', 'Demo1234!');
    const launch = await launchToken(session);
    expect((await view(launch)).statusCode).toBe(200);
    const logout = await platform.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: session },
    });
    expect(logout.statusCode, logout.body).toBe(200);
    expect((await view(launch)).statusCode).toBe(401);
    expect((await bet(launch, 1)).statusCode).toBe(401);
  });
});

describe('the lottery benchmark control', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ now: () => Date.UTC(2026, 10, 23, 3) });
  });
  afterAll(async () => platform.close());

  it('adds a category of 1000 lotteries to the menu, replaced when posted again', async () => {
    const post = (count: number) =>
      platform.app.inject({ method: 'POST', url: '/dev/lotteries/bench', payload: { count } });
    expect((await post(10)).statusCode).toBe(200);
    expect((await post(1000)).statusCode).toBe(200);
    const menu = await platform.app.inject({
      method: 'GET',
      url: '/lgw/games/game_menus?prizeMode=ModeElott&device=MOBILE',
    });
    const bench = menu
      .json<{ value: { code: string; gameMenus: { numero: string }[] }[] }>()
      .value.find((category) => category.code === 'bench');
    expect(bench?.gameMenus).toHaveLength(1000);
    expect(bench?.gameMenus.every((game) => game.numero.length > 0)).toBe(true);
  });
});

describe('the quick lottery control', () => {
  let platform: TestPlatform;
  // 10:00:12 in Vietnam: with a draw every 20 s, the next one is 8 s away and locked 5 s before.
  const now = Date.UTC(2026, 10, 23, 3, 0, 12);
  beforeAll(async () => {
    platform = await startTestPlatform({ now: () => now });
  });
  afterAll(async () => platform.close());

  it('lists a lottery drawing every few seconds in the SEA menu, replaced when posted again', async () => {
    const post = (payload: object) =>
      platform.app.inject({ method: 'POST', url: '/dev/lotteries/quick', payload });
    expect((await post({ seconds: 30, lockSeconds: 5 })).statusCode).toBe(200);
    expect((await post({ seconds: 20, lockSeconds: 5 })).statusCode).toBe(200);
    expect((await post({ seconds: 20, lockSeconds: 20 })).statusCode).toBe(400);
    const menu = await platform.app.inject({
      method: 'GET',
      url: '/lgw/games/game_menus?prizeMode=SEA&device=MOBILE',
    });
    const quick = menu
      .json<{ value: { code: string; gameMenus: { remark: string; remainTime: number }[] }[] }>()
      .value.find((category) => category.code === 'quick');
    expect(quick?.gameMenus).toEqual([
      expect.objectContaining({ remark: 'Quick Draw', remainTime: 8_000, lockTime: 5_000 }),
    ]);
  });
});
