import { games, lottery, records, successEnvelope, wallet } from '@mweb/api-contract';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, startTestPlatform, type TestPlatform } from '../testing/harness';

/** A page beside a game's page (its leave link), with the game page's launch token. */
const beside = (gameUrl: string, page: string) => {
  const { pathname, search } = new URL(gameUrl, 'http://127.0.0.1');
  return `${pathname}/${page}${search}`;
};

describe('games and lotteries', () => {
  let platform: TestPlatform;
  let token: string;
  // A Monday, 10:00 in Vietnam (03:00 UTC).
  const clock = Date.UTC(2026, 10, 23, 3);

  beforeAll(async () => {
    platform = await startTestPlatform({ now: () => clock });
    token = await loginToken(platform.app, 'demo01', 'Demo1234!');
  });
  afterAll(async () => platform.close());

  const list = async (query: string) => {
    const response = await platform.app.inject({
      method: 'GET',
      url: `/wps/relay/GCSGAME_gameList?merchant=demo&${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return successEnvelope(games.gameList.value).parse(response.json()).value;
  };

  it('pages the whole catalogue without gaps or repeats', async () => {
    const first = await list('pageNo=1&pageSize=100');
    expect(first.totalCount).toBeGreaterThanOrEqual(400);
    const seen = new Set<string>();
    for (let page = 1; page <= first.totalPages; page += 1) {
      const current = await list(`pageNo=${page}&pageSize=100`);
      expect(current.pageNum).toBe(page);
      for (const game of current.games) seen.add(game.nodeId);
    }
    expect(seen.size).toBe(first.totalCount);
  });

  it('searches names across every vendor, in any script, and takes hostile names as text', async () => {
    const thai = await list(`gameName=${encodeURIComponent('ไก่ชน')}&pageSize=100`);
    expect(thai.totalCount).toBe(3);
    expect(thai.games.every((game) => game.gameType === 'COCKFIGHT')).toBe(true);
    const vietnamese = await list(`gameName=${encodeURIComponent('Huế')}&pageSize=100`);
    expect(vietnamese.games.map((game) => game.gameName)).toContain('Thừa Thiên Huế');
    const across = await list('gameName=golden&pageSize=200');
    expect(new Set(across.games.map((game) => game.vassalage)).size).toBeGreaterThan(1);
    // Wildcards are characters, not patterns; quotes and markup find nothing and break nothing.
    for (const hostile of ['%', '_', "' OR 1=1 --", '<script>alert(1)</script>', '\\']) {
      const found = await list(`gameName=${encodeURIComponent(hostile)}&pageSize=10`);
      expect(found.totalCount, hostile).toBe(0);
    }
    const tooLong = await platform.app.inject({
      method: 'GET',
      url: `/wps/relay/GCSGAME_gameList?merchant=demo&gameName=${'a'.repeat(65)}`,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('filters by category, vendor, classify, name and minimum bet', async () => {
    const jl = await list('gameType=RNG&vassalage=JL&pageSize=200');
    expect(jl.games.length).toBe(80);
    expect(jl.games.every((game) => game.vassalage === 'JL' && game.gameType === 'RNG')).toBe(true);
    const bingo = await list('gameClassify=BG&pageSize=100');
    expect(bingo.totalCount).toBeGreaterThan(0);
    expect(bingo.games.every((game) => game.gameClassifyNew === 'BG')).toBe(true);
    const esports = await list('gameType=ESPORTS');
    expect(esports.games.every((game) => game.gameCode === 'AV')).toBe(true);
    const named = await list('gameName=fishing&pageSize=100');
    expect(named.games.every((game) => game.gameName.toLowerCase().includes('fishing'))).toBe(true);
    const rich = await list('minBet=5&pageSize=500');
    expect(rich.games.every((game) => (game.minBet ?? 0) >= 5)).toBe(true);
    const lotteries = await list('gameType=ELOTT&vassalage=GPI&pageNo=1&pageSize=1000');
    expect(lotteries.games.some((game) => game.gameClassifyNew === 'KENO')).toBe(true);
    const live = await list('gameType=LIVE&vassalage=EG3');
    expect(live.totalCount).toBeGreaterThan(0);
  });

  it("serves each game's icon as a 200-pixel PNG of its own, with rounded transparent corners", async () => {
    const [first, second] = (await list('pageSize=2')).games;
    const decoded = async (url: string | undefined) => {
      const icon = await platform.app.inject({ method: 'GET', url: url ?? '/none' });
      expect(icon.statusCode, url).toBe(200);
      expect(icon.headers['content-type']).toBe('image/png');
      return { bytes: icon.rawPayload, image: PNG.sync.read(icon.rawPayload) };
    };
    const one = await decoded(first?.iconUrl);
    expect([one.image.width, one.image.height]).toEqual([200, 200]);
    // The alpha of the top-left pixel, then of the centre's.
    expect(one.image.data[3]).toBe(0);
    expect(one.image.data[(100 * 200 + 100) * 4 + 3]).toBe(255);
    expect((await decoded(first?.iconUrl)).bytes.equals(one.bytes)).toBe(true);
    expect((await decoded(second?.iconUrl)).bytes.equals(one.bytes)).toBe(false);
    expect(one.bytes.length).toBeLessThan(8_000);
    const avatar = await decoded('/media/avatars/avatar3.png');
    expect(avatar.image.width).toBe(200);
    for (const url of ['/media/games/10001.svg', '/media/avatars/avatar3.svg']) {
      const old = await platform.app.inject({ method: 'GET', url });
      expect(old.statusCode, url).toBe(404);
    }
  });

  it('refuses bad list input with request_param_err', async () => {
    for (const query of ['pageNo=0', 'pageSize=5000', 'pageNo=abc', 'minBet=-1']) {
      const response = await platform.app.inject({
        method: 'GET',
        url: `/wps/relay/GCSGAME_gameList?merchant=demo&${query}`,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'request_param_err' });
    }
  });

  it('launches a game once: the second launch answers #734, a launch without mode #727', async () => {
    const launch = (query: string) =>
      platform.app.inject({
        method: 'GET',
        url: `/wps/game/launchGame?${query}`,
        headers: { authorization: token },
      });
    const first = await launch(
      'launchMode=GLS&gameId=PG_001&nodeId=10081&vassalage=PG&platform=html5',
    );
    expect(first.statusCode, first.body).toBe(200);
    const url = successEnvelope(games.launchGame.value).parse(first.json()).value.gameUrl ?? '';
    const page = await platform.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const second = await launch('launchMode=GLS&gameId=PG_002&nodeId=10082&vassalage=PG');
    expect(second.json()).toMatchObject({ success: false, errorCode: '#734' });
    const noMode = await launch('gameId=PG_002&nodeId=10082&vassalage=PG');
    expect(noMode.json()).toMatchObject({ success: false, errorCode: '#727' });
    const leave = await platform.app.inject({ method: 'GET', url: beside(url, 'leave') });
    expect(leave.statusCode).toBe(302);
    expect(
      (await launch('launchMode=GLS&gameId=PG_002&nodeId=10082&vassalage=PG')).statusCode,
    ).toBe(200);

    const recent = await platform.app.inject({
      method: 'GET',
      url: '/wps/relay/GCS_recentGame',
      headers: { authorization: token },
    });
    expect(recent.json<{ value: { nodeId: string }[] }>().value[0]?.nodeId).toBe('10081');

    const lott = await launch(
      'launchMode=LOTT&lottoArea=VN&lottoPrizeMode=ModeElott&lottoGameCode=VNF1&lottoView=betting&device=MOBILE&backUrl=%2Fm%2Fhome',
    );
    expect(lott.statusCode, lott.body).toBe(200);
    expect(lott.json<{ value: { gameUrl: string } }>().value.gameUrl).toMatch(
      /^\/m\/lotto-h5\/v1\/ent\/games\/VNF1\?token=[0-9a-f]{64}&merchant=demo&css=demo\.css&prize_mode=ModeElott/,
    );
  });

  it('computes draw timing from the clock: fast draws and provinces by weekday', async () => {
    const response = await platform.app.inject({
      method: 'GET',
      url: '/lgw/games/game_menus?prizeMode=ModeElott&device=MOBILE',
    });
    const menu = successEnvelope(lottery.lotteryMenu.value).parse(response.json()).value;
    const fast = menu.find((category) => category.code === 'fast')?.gameMenus ?? [];
    const oneMinute = fast.find((game) => game.code === 'VNF1');
    // 10:00:00 sharp: the next one-minute draw is 60 s away, number 601 of the day.
    expect(oneMinute).toMatchObject({ remainTime: 60_000, isSale: true, numero: '20261123-0601' });
    expect(fast.find((game) => game.code === 'VNF5')?.remainTime).toBe(300_000);

    const south = menu.find((category) => category.code === 'vietnam_southern')?.gameMenus ?? [];
    const hcm = south.find((game) => game.remark === 'TP. Hồ Chí Minh');
    expect(hcm?.drawDayOfWeek).toBe('2,7');
    // Monday's draw at 16:15 is 6 h 15 min away.
    expect(hcm?.remainTime).toBe((6 * 60 + 15) * 60_000);
    expect(hcm?.numero).toBe('20261123');
    const benTre = south.find((game) => game.remark === 'Bến Tre');
    // Tuesday: a day and 6 h 15 min away.
    expect(benTre?.remainTime).toBe((30 * 60 + 15) * 60_000);
  });

  it('stores and answers past results', async () => {
    const response = await platform.app.inject({
      method: 'GET',
      url: '/lgw/games/opened/numero?gameId=VNF3',
    });
    const results = successEnvelope(lottery.openedNumeros.value).parse(response.json()).value;
    expect(results).toHaveLength(10);
    expect(results[0]).toMatchObject({ gameId: 'VNF3', numero: '20261123-0200' });
    expect(results[0]?.result).toHaveLength(5);
    const stored = await platform.app.platform.db
      .selectFrom('lottery_results')
      .select('result')
      .where('lottery_code', '=', 'VNF3')
      .where('numero', '=', '20261123-0200')
      .executeTakeFirstOrThrow();
    expect(stored.result.split(',')).toEqual(results[0]?.result);
  });

  it('lets a member bet on the demo game page: the balance moves and a betting record is written', async () => {
    const member = await loginToken(platform.app, 'vip01', 'Vip1234!');
    const authed = (url: string) =>
      platform.app.inject({ method: 'GET', url, headers: { authorization: member } });
    const balance = async () =>
      successEnvelope(wallet.balance.value).parse((await authed('/wps/v2/wallets/balance')).json())
        .value.sumBalance;
    const bets = async () =>
      successEnvelope(records.thirdPartyRecords.value).parse(
        (await authed('/wps/relay/RECORD_thirdPartyGameRecords?pageNo=1&pageSize=100')).json(),
      ).value.content.length;
    const launched = await authed(
      '/wps/game/launchGame?launchMode=GLS&gameId=PG_003&nodeId=10083&vassalage=PG&platform=html5',
    );
    expect(launched.statusCode, launched.body).toBe(200);
    const url = successEnvelope(games.launchGame.value).parse(launched.json()).value.gameUrl ?? '';
    const before = await balance();
    const betsBefore = await bets();

    const page = await platform.app.inject({ method: 'GET', url });
    expect(page.body).toContain('Balance: <output id="balance">');
    expect(page.body).toContain(
      `<a href="${beside(url, 'leave').replace('&', '&amp;')}">Leave the game</a>`,
    );
    const { pathname, searchParams } = new URL(url, 'http://127.0.0.1');
    const token = searchParams.get('token') ?? '';
    // The bet form carries the launch token: the game's URL without it bets nothing.
    expect(page.body).toContain(`<input type="hidden" name="token" value="${token}">`);
    const bet = await platform.app.inject({
      method: 'POST',
      url: `${pathname}/bet`,
      payload: { token },
    });
    expect(bet.statusCode).toBe(303);
    expect(bet.headers.location).toMatch(
      new RegExp(`^${pathname}\\?token=${token}&bet=(won|lost)$`),
    );
    const after = await balance();
    // A stake of 10.00, and twice that back on a win.
    expect([before - 10, before + 10]).toContain(after);
    expect(await bets()).toBe(betsBefore + 1);
    const shown = await platform.app.inject({ method: 'GET', url: bet.headers.location ?? '' });
    expect(shown.body).toContain(after.toFixed(2));

    await platform.app.inject({ method: 'GET', url: beside(url, 'leave') });
    const closed = await platform.app.inject({
      method: 'POST',
      url: `${pathname}/bet`,
      payload: { token },
    });
    expect(closed.headers.location).toMatch(/bet=closed$/);
    expect(await balance()).toBe(after);
  });
});
