import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectEncrypted,
  loginToken,
  startTestPlatform,
  type TestPlatform,
} from '../testing/harness';

const loginAs = (platform: TestPlatform, payload: Record<string, unknown>, cookie?: string) =>
  injectEncrypted(platform.app, {
    method: 'POST',
    url: '/wps/session/login',
    payload: { type: 'username', loginDeviceId: 'device-1', ...payload },
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe('login security', () => {
  let platform: TestPlatform;
  let clock = Date.UTC(2026, 10, 22, 12);

  beforeAll(async () => {
    platform = await startTestPlatform({ now: () => clock, sessionMinutes: 30 });
  });
  afterAll(async () => platform.close());

  async function freshCaptcha(cookie?: string) {
    const response = await platform.app.inject({
      method: 'GET',
      url: '/wps/captcha?_=1',
      ...(cookie ? { headers: { cookie } } : {}),
    });
    expect(response.statusCode).toBe(200);
    const setCookie = response.cookies.find((c) => c.name === 'mweb_captcha');
    const jar = cookie ?? `mweb_captcha=${setCookie?.value ?? ''}`;
    const text = await platform.app.inject({
      method: 'GET',
      url: '/dev/captcha',
      headers: { cookie: jar },
    });
    const image = Buffer.from(String(response.json<{ value: string }>().value), 'base64');
    return { jar, text: text.json<{ value: { captcha: string } }>().value.captcha, image };
  }

  it('asks for the image code after three wrong passwords, and then needs it', async () => {
    const username = 'vip01';
    for (const attempt of [1, 2, 3]) {
      const response = await loginAs(platform, { username, password: `wrong${attempt}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errorCode: 'login.fail',
        value: { captcha: attempt >= 3 },
      });
    }
    const withoutCode = await loginAs(platform, { username, password: 'Vip1234!' });
    expect(withoutCode.json()).toMatchObject({
      errorCode: 'captcha.invalid',
      value: { captcha: true },
    });

    const first = await freshCaptcha();
    expect(first.text).toMatch(/^\d{6}$/);
    const wrongCode = await loginAs(
      platform,
      { username, password: 'Vip1234!', captcha: first.text === '000000' ? '111111' : '000000' },
      first.jar,
    );
    expect(wrongCode.json()).toMatchObject({ errorCode: 'captcha.invalid' });
    // The code was spent by the wrong answer: the right text no longer works either.
    const replay = await loginAs(
      platform,
      { username, password: 'Vip1234!', captcha: first.text },
      first.jar,
    );
    expect(replay.json()).toMatchObject({ errorCode: 'captcha.invalid' });

    const second = await freshCaptcha(first.jar);
    const passed = await loginAs(
      platform,
      { username, password: 'Vip1234!', captcha: second.text },
      second.jar,
    );
    expect(passed.statusCode, passed.body).toBe(200);
    // A success clears the count: the next login needs no code.
    expect((await loginAs(platform, { username, password: 'Vip1234!' })).statusCode).toBe(200);
  });

  it('renders the captcha as a real PNG', async () => {
    const { image } = await freshCaptcha();
    expect(image.subarray(1, 4).toString('ascii')).toBe('PNG');
    const width = image.readUInt32BE(16);
    const height = image.readUInt32BE(20);
    const idatLength = image.readUInt32BE(33);
    const pixels = inflateSync(image.subarray(41, 41 + idatLength));
    expect(pixels.length).toBe((width * 3 + 1) * height);
  });

  it('expires sessions with the clock', async () => {
    const token = await loginToken(platform.app, 'agent02', 'Agent1234!');
    const info = () =>
      platform.app.inject({
        method: 'GET',
        url: '/wps/member/info',
        headers: { authorization: token },
      });
    expect((await info()).statusCode).toBe(200);
    clock += 31 * 60_000;
    const expired = await info();
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ errorCode: 'login.not.session' });
  });

  it('changes a password: the old one stops working, the rules hold', async () => {
    const token = await loginToken(platform.app, 'agent02', 'Agent1234!');
    const change = (payload: Record<string, string>) =>
      injectEncrypted(platform.app, {
        method: 'POST',
        url: '/wps/member/password',
        payload,
        headers: { authorization: token },
      });
    expect(
      (
        await change({
          oldPassword: 'nope',
          newPassword: 'Agent5678!',
          confirmNewPassword: 'Agent5678!',
        })
      ).json(),
    ).toMatchObject({ errorCode: 'password.old.incorrect' });
    expect(
      (
        await change({
          oldPassword: 'Agent1234!',
          newPassword: 'Agent1234!',
          confirmNewPassword: 'Agent1234!',
        })
      ).json(),
    ).toMatchObject({ errorCode: 'password.same.as.old' });
    expect(
      (
        await change({
          oldPassword: 'Agent1234!',
          newPassword: 'short',
          confirmNewPassword: 'short',
        })
      ).json(),
    ).toMatchObject({ errorCode: 'password.format.invalid' });
    expect(
      (
        await change({
          oldPassword: 'Agent1234!',
          newPassword: 'Agent5678!',
          confirmNewPassword: 'Agent5678?',
        })
      ).json(),
    ).toMatchObject({ errorCode: 'password.confirm.mismatch' });
    const ok = await change({
      oldPassword: 'Agent1234!',
      newPassword: 'Agent5678!',
      confirmNewPassword: 'Agent5678!',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      (await loginAs(platform, { username: 'agent02', password: 'Agent1234!' })).statusCode,
    ).toBe(400);
    await expect(loginToken(platform.app, 'agent02', 'Agent5678!')).resolves.toMatch(
      /^[0-9a-f]{64}$/,
    );
  });

  it('passes a slide check dropped on the gap and refuses one dropped elsewhere', async () => {
    const challenge = await platform.app.inject({ method: 'GET', url: '/wps/captcha/slide' });
    expect(challenge.statusCode, challenge.body).toBe(200);
    const { slideId } = challenge.json<{ value: { slideId: string } }>().value;
    const target = await platform.app.platform.db
      .selectFrom('slide_challenges')
      .select('target')
      .where('id', '=', slideId)
      .executeTakeFirstOrThrow();
    const missed = await loginAs(platform, {
      username: 'demo01',
      password: 'Demo1234!',
      slideId,
      slideOffset: target.target + 40,
    });
    expect(missed.json()).toMatchObject({ errorCode: 'slide.check.failed' });

    const again = (await platform.app.inject({ method: 'GET', url: '/wps/captcha/slide' })).json<{
      value: { slideId: string };
    }>().value.slideId;
    const gap = await platform.app.platform.db
      .selectFrom('slide_challenges')
      .select('target')
      .where('id', '=', again)
      .executeTakeFirstOrThrow();
    const passed = await loginAs(platform, {
      username: 'demo01',
      password: 'Demo1234!',
      slideId: again,
      slideOffset: gap.target + 3,
    });
    expect(passed.statusCode, passed.body).toBe(200);
    // Single use: the same challenge cannot pass twice.
    const replay = await loginAs(platform, {
      username: 'demo01',
      password: 'Demo1234!',
      slideId: again,
      slideOffset: gap.target,
    });
    expect(replay.json()).toMatchObject({ errorCode: 'slide.check.failed' });
  });

  it('rate-limits the captcha', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 70; index += 1) {
      statuses.push((await platform.app.inject({ method: 'GET', url: '/wps/captcha' })).statusCode);
    }
    expect(statuses).toContain(429);
    const limited = await platform.app.inject({ method: 'GET', url: '/wps/captcha' });
    expect(limited.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUEST' });
  });
});
