import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectEncrypted, startTestPlatform, type TestPlatform } from '../testing/harness';

describe('the slide check, on as the seed has it', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ slideCheck: true });
  });
  afterAll(async () => platform.close());

  /** A fresh challenge solved the way the journeys solve it: the gap from the dev controls. */
  async function solvedSlide(miss = 0) {
    const challenge = await platform.app.inject({ method: 'GET', url: '/wps/captcha/slide?_=1' });
    const cookie = challenge.cookies.find((one) => one.name === 'mweb_captcha');
    const gap = await platform.app.inject({
      method: 'GET',
      url: '/dev/slide',
      headers: { cookie: `mweb_captcha=${cookie?.value ?? ''}` },
    });
    const solved = gap.json<{ value: { slideId: string; slideOffset: number } }>().value;
    expect(solved.slideId).toBe(challenge.json<{ value: { slideId: string } }>().value.slideId);
    return { slideId: solved.slideId, slideOffset: solved.slideOffset + miss };
  }

  const login = (payload: Record<string, unknown>) =>
    injectEncrypted(platform.app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'username', loginDeviceId: 'device-1', ...payload },
    });
  const register = (payload: Record<string, unknown>) =>
    injectEncrypted(platform.app, {
      method: 'PUT',
      url: '/wps/member/register',
      headers: { moduleid: 'REG3' },
      payload: {
        password: 'Slider123!',
        confirmPassword: 'Slider123!',
        registerUrl: 'localhost',
        registerMethod: 'H5',
        loginDeviceId: 'device-1',
        ...payload,
      },
    });

  it('refuses a username login without a solved challenge, before the password is looked at', async () => {
    const without = await login({ username: 'demo01', password: 'Demo1234!' });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ errorCode: 'slide.check.failed' });
    const missed = await login({
      username: 'demo01',
      password: 'Demo1234!',
      ...(await solvedSlide(30)),
    });
    expect(missed.json()).toMatchObject({ errorCode: 'slide.check.failed' });
    const forged = await login({
      username: 'demo01',
      password: 'Demo1234!',
      slideId: 'made-up-id',
      slideOffset: 100,
    });
    expect(forged.json()).toMatchObject({ errorCode: 'slide.check.failed' });
    const solved = await solvedSlide();
    const passed = await login({ username: 'demo01', password: 'Demo1234!', ...solved });
    expect(passed.statusCode, passed.body).toBe(200);
    // Single use.
    expect(
      (await login({ username: 'demo01', password: 'Demo1234!', ...solved })).json(),
    ).toMatchObject({
      errorCode: 'slide.check.failed',
    });
  });

  it('refuses a registration by username without a solved challenge', async () => {
    const without = await register({ username: 'slider01' });
    expect(without.json()).toMatchObject({ errorCode: 'slide.check.failed' });
    const passed = await register({ username: 'slider01', ...(await solvedSlide(-4)) });
    expect(passed.statusCode, passed.body).toBe(200);
  });

  it('is not asked of a login by SMS, and not at all once switched off', async () => {
    const sms = await login({ type: 'sms', username: '912345678', countryDialingCode: '84' });
    expect(sms.json()).toMatchObject({ errorCode: 'request_param_err' });
    await platform.app.inject({
      method: 'POST',
      url: '/dev/status',
      payload: { slideCheck: false },
    });
    const off = await login({ username: 'demo01', password: 'Demo1234!' });
    expect(off.statusCode, off.body).toBe(200);
    await platform.app.inject({
      method: 'POST',
      url: '/dev/status',
      payload: { slideCheck: true },
    });
  });
});
