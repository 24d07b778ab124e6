import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectEncrypted,
  loginToken,
  startTestPlatform,
  type TestPlatform,
} from '../testing/harness';

const LOTTERY_LAUNCH =
  'launchMode=LOTT&lottoArea=VN&lottoPrizeMode=ModeElott&lottoGameCode=VNF1&lottoView=betting&device=MOBILE&backUrl=%2Fm%2Fhome';
const GAME_LAUNCH = 'launchMode=GLS&gameId=PG_001&nodeId=10081&vassalage=PG&platform=html5';

/** A page beside a game's page (its leave link), with the game page's launch token. */
const beside = (gameUrl: string, page: string) => {
  const { pathname, search } = new URL(gameUrl, 'http://127.0.0.1');
  return `${pathname}/${page}${search}`;
};

describe('sessions and what they launch', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(async () => platform.close());

  const balance = (token: string) =>
    platform.app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: { authorization: token },
    });
  const launch = async (token: string, query: string) => {
    const response = await platform.app.inject({
      method: 'GET',
      url: `/wps/game/launchGame?${query}`,
      headers: { authorization: token },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ value: { gameUrl: string } }>().value.gameUrl;
  };
  const launchToken = (gameUrl: string) =>
    new URL(gameUrl, 'http://localhost').searchParams.get('token') ?? '';
  const logout = (token: string) =>
    platform.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: token },
    });
  const fresh = async (balanceYuan = 10) =>
    platform.app
      .inject({ method: 'POST', url: '/dev/accounts', payload: { type: 0, balance: balanceYuan } })
      .then((response) => response.json<{ value: { username: string; password: string } }>().value);

  it('logs out every other session of the member when the password changes', async () => {
    const account = await fresh();
    const here = await loginToken(platform.app, account.username, account.password);
    const elsewhere = await loginToken(platform.app, account.username, account.password);
    const elsewhereLottery = launchToken(await launch(elsewhere, LOTTERY_LAUNCH));
    const hereLottery = launchToken(await launch(here, LOTTERY_LAUNCH));
    const change = await injectEncrypted(platform.app, {
      method: 'POST',
      url: '/wps/member/password',
      headers: { authorization: here },
      payload: {
        oldPassword: account.password,
        newPassword: 'Changed123!',
        confirmNewPassword: 'Changed123!',
      },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await balance(elsewhere)).statusCode).toBe(401);
    expect((await balance(elsewhereLottery)).statusCode).toBe(401);
    expect((await balance(here)).statusCode).toBe(200);
    expect((await balance(hereLottery)).statusCode).toBe(200);
  });

  it('ends a lottery launch token with the session that made it', async () => {
    const token = await loginToken(platform.app, 'demo01', 'Demo1234!');
    const lottery = launchToken(await launch(token, LOTTERY_LAUNCH));
    expect(lottery).toMatch(/^[0-9a-f]{64}$/);
    expect(lottery).not.toBe(token);
    expect((await balance(lottery)).statusCode).toBe(200);
    // A launch from the launch token is bound to the member's session all the same.
    const nested = launchToken(await launch(lottery, LOTTERY_LAUNCH));
    expect((await logout(token)).statusCode).toBe(200);
    for (const dead of [token, lottery, nested]) {
      const answer = await balance(dead);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ errorCode: 'login.not.session' });
    }
  });

  it('ends a game with the session that launched it, and its leave link with it', async () => {
    const account = await fresh();
    const token = await loginToken(platform.app, account.username, account.password);
    const other = await loginToken(platform.app, account.username, account.password);
    const gameUrl = await launch(token, GAME_LAUNCH);
    expect((await platform.app.inject({ method: 'GET', url: gameUrl })).statusCode).toBe(200);
    // Logging out elsewhere leaves this game alone: it belongs to the session that launched it.
    await platform.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: other },
    });
    expect((await platform.app.inject({ method: 'GET', url: gameUrl })).statusCode).toBe(200);
    // A password change elsewhere revokes the launching session: the game is over.
    const third = await loginToken(platform.app, account.username, account.password);
    await injectEncrypted(platform.app, {
      method: 'POST',
      url: '/wps/member/password',
      headers: { authorization: third },
      payload: {
        oldPassword: account.password,
        newPassword: 'Changed456!',
        confirmNewPassword: 'Changed456!',
      },
    });
    expect((await platform.app.inject({ method: 'GET', url: gameUrl })).statusCode).toBe(404);
    expect(
      (await platform.app.inject({ method: 'GET', url: beside(gameUrl, 'leave') })).statusCode,
    ).toBe(404);
  });

  it('leaves only a running game of an open session', async () => {
    const token = await loginToken(platform.app, 'agent02', 'Agent1234!');
    const unknown = await platform.app.inject({
      method: 'GET',
      url: '/platform/game/AAAAAAAAAAAAAAAAAAAAAA/leave',
    });
    expect(unknown.statusCode).toBe(404);
    const gameUrl = await launch(token, GAME_LAUNCH);
    const leave = await platform.app.inject({ method: 'GET', url: beside(gameUrl, 'leave') });
    expect(leave.statusCode).toBe(302);
    // Left once, it is over: a second leave finds nothing to end.
    expect(
      (await platform.app.inject({ method: 'GET', url: beside(gameUrl, 'leave') })).statusCode,
    ).toBe(404);
  });
});
