import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encrypt, startTestPlatform, type TestPlatform } from '../testing/harness';

describe('the captcha gate under concurrent logins', () => {
  let platform: TestPlatform;
  let clock = Date.UTC(2026, 10, 22, 12);

  beforeAll(async () => {
    platform = await startTestPlatform({ now: () => clock });
  });
  afterAll(async () => platform.close());

  /** One login from its own address each, so the per-address rate limit is not what stops it. */
  async function login(username: string, password: string, from: number) {
    const sealed = await encrypt(platform.app, {
      username,
      password,
      type: 'username',
      loginDeviceId: 'device-1',
    });
    const response = await platform.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: sealed.headers,
      payload: sealed.body,
      remoteAddress: `10.0.${Math.floor(from / 250)}.${(from % 250) + 1}`,
    });
    return { status: response.statusCode, body: response.json<{ errorCode?: string }>() };
  }

  /** Fires every login at once; answers how many had their password checked and how many got in. */
  async function burst(username: string, passwords: string[]) {
    const answers = await Promise.all(
      passwords.map((password, index) => login(username, password, index)),
    );
    const checked = answers.filter(
      (answer) => answer.status === 200 || answer.body.errorCode === 'login.fail',
    ).length;
    const tokens = answers.filter((answer) => answer.status === 200).length;
    const gated = answers.filter((answer) => answer.body.errorCode === 'captcha.invalid').length;
    return { checked, tokens, gated };
  }

  it('checks at most three passwords of 50 wrong ones sent at once', async () => {
    const result = await burst(
      'agent01',
      Array.from({ length: 50 }, (_, index) => `Wrong${index}!`),
    );
    expect(result.checked).toBeLessThanOrEqual(3);
    expect(result.gated).toBe(50 - result.checked);
    expect(result.tokens).toBe(0);
  });

  it('gives no token to 50 right passwords sent at once once the captcha is due', async () => {
    for (const from of [0, 1, 2]) {
      expect((await login('vip01', `Wrong${from}!`, from)).body.errorCode).toBe('login.fail');
    }
    const result = await burst(
      'vip01',
      Array.from({ length: 50 }, () => 'Vip1234!'),
    );
    expect(result).toEqual({ checked: 0, tokens: 0, gated: 50 });
  });

  it('forgets the failures after a quiet quarter of an hour', async () => {
    for (const from of [0, 1, 2]) {
      expect((await login('agent02', `Wrong${from}!`, from)).body.errorCode).toBe('login.fail');
    }
    clock += 10 * 60_000;
    expect((await login('agent02', 'Agent1234!', 3)).body.errorCode).toBe('captcha.invalid');
    clock += 16 * 60_000;
    expect((await login('agent02', 'Agent1234!', 4)).status).toBe(200);
  });
});
