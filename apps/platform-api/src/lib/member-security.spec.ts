import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectEncrypted,
  loginToken,
  startTestPlatform,
  type TestPlatform,
} from '../testing/harness';
import { SECOND_STEP_MS } from './routes/session-routes';

/** The smallest valid PNG: the signature and an IHDR is all the sniffing reads. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function latestCode(app: FastifyInstance, mobile: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/dev/sms-outbox?mobile=${mobile}` });
  const [latest] = response.json<{ value: { code: string }[] }>().value;
  if (!latest) throw new Error('no code was sent');
  return latest.code;
}

describe('member security: the login second step, the head icon, session renewal', () => {
  let platform: TestPlatform;
  let clock = Date.UTC(2026, 11, 1, 9);

  beforeAll(async () => {
    platform = await startTestPlatform({ now: () => clock });
  });
  afterAll(async () => platform.close());

  const login = (password: string) =>
    injectEncrypted(platform.app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'secure01', password, type: 'username', loginDeviceId: 'device-9' },
    });
  const verify = (username: string, verificationCode: string) =>
    injectEncrypted(platform.app, {
      method: 'POST',
      url: '/wps/session/login/verification',
      payload: { username, verificationCode, loginDeviceId: 'device-9' },
    });

  it('answers login_verify_required for secure01 with the method and a masked number, and sends a code', async () => {
    const answer = await login('Secure1234!');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      success: false,
      errorCode: 'login_verify_required',
      value: { method: 'sms', maskedMobile: '******111' },
    });
    expect(await latestCode(platform.app, '912000111')).toMatch(/^\d{6}$/);
  });

  it('refuses a wrong code and then logs in with the right one, once', async () => {
    const code = await latestCode(platform.app, '912000111');
    const wrong = await verify('secure01', code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    const right = await verify('secure01', code);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ success: true, value: { userName: 'secure01' } });
    const again = await verify('secure01', code);
    expect(again.statusCode).toBe(400);
  });

  it('opens no second step without the password, nor after the step has expired', async () => {
    const wrongPassword = await login('Wrong1234!');
    expect(wrongPassword.json()).toMatchObject({ errorCode: 'login.fail' });
    const noStep = await verify('demo01', '123456');
    expect(noStep.json()).toMatchObject({ errorCode: 'login.fail' });
    clock += 61_000;
    await login('Secure1234!');
    const code = await latestCode(platform.app, '912000111');
    clock += SECOND_STEP_MS + 1;
    const late = await verify('secure01', code);
    expect(late.json()).toMatchObject({ errorCode: 'login.fail' });
  });

  it('lets a member without the step log in at once', async () => {
    const token = await loginToken(platform.app, 'demo01', 'Demo1234!');
    expect(token).toMatch(/\S+/);
  });

  describe('head icon', () => {
    let token = '';
    beforeAll(async () => {
      token = await loginToken(platform.app, 'demo01', 'Demo1234!');
    });
    const post = (icon: string) =>
      platform.app.inject({
        method: 'POST',
        url: '/wps/member/info/icon',
        headers: {
          authorization: token,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ icon }).toString(),
      });

    it('takes a built-in avatar by name', async () => {
      const answer = await post('avatar3');
      expect(answer.json()).toMatchObject({
        value: { avatar: '/media/avatars/avatar3.png', avatarType: 'SYSTEM' },
      });
    });

    it('takes a png picture, serves it back by its link and answers it on GET', async () => {
      const answer = await post(`data:image/png;base64,${PNG_BYTES.toString('base64')}`);
      expect(answer.statusCode).toBe(200);
      const { avatar, avatarType } = answer.json<{
        value: { avatar: string; avatarType: string };
      }>().value;
      expect(avatarType).toBe('CUSTOM');
      expect(avatar).toMatch(/^\/media\/avatars\/member\/[0-9a-f]{32}$/);
      const picture = await platform.app.inject({ method: 'GET', url: avatar });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
      expect(picture.rawPayload.equals(PNG_BYTES)).toBe(true);
      const current = await platform.app.inject({
        method: 'GET',
        url: '/wps/member/info/icon',
        headers: { authorization: token },
      });
      expect(current.json()).toMatchObject({ value: { avatar, avatarType: 'CUSTOM' } });
    });

    it('refuses a picture whose bytes are not png or jpg, whatever it says it is', async () => {
      const script = Buffer.from('<script>alert(1)</script>').toString('base64');
      const answer = await post(`data:image/png;base64,${script}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ errorCode: 'avatar.type.invalid' });
    });

    it('refuses a picture over 5 MB', async () => {
      const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
      const answer = await post(`data:image/png;base64,${big.toString('base64')}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false });
    });

    it('refuses a guest', async () => {
      const answer = await platform.app.inject({
        method: 'POST',
        url: '/wps/member/info/icon',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'icon=avatar2',
      });
      expect(answer.statusCode).toBe(401);
    });

    it('renews the session to a later expiry', async () => {
      const first = await platform.app.inject({
        method: 'POST',
        url: '/wps/session/renew',
        headers: { authorization: token },
      });
      const { expiresAt } = first.json<{ value: { expiresAt: string } }>().value;
      clock += 60_000;
      const second = await platform.app.inject({
        method: 'POST',
        url: '/wps/session/renew',
        headers: { authorization: token },
      });
      const later = second.json<{ value: { expiresAt: string } }>().value.expiresAt;
      expect(Date.parse(later)).toBeGreaterThan(Date.parse(expiresAt));
    });
  });
});
