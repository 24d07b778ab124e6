import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectEncrypted, startTestPlatform, type TestPlatform } from '../testing/harness';

const base = {
  password: 'Newbie123!',
  confirmPassword: 'Newbie123!',
  registerUrl: 'localhost',
  registerMethod: 'H5',
  loginDeviceId: 'device-3',
};

describe('registration', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(async () => platform.close());

  const register = (payload: Record<string, unknown>, mobile = false) =>
    injectEncrypted(platform.app, {
      method: 'PUT',
      url: mobile ? '/wps/member/register/mobile' : '/wps/member/register',
      payload: { ...base, ...payload },
      headers: { moduleid: mobile ? 'MOBILENUMREG3' : 'REG3' },
    });

  it('registers by username and logs the member in', async () => {
    const response = await register({ username: 'newbie01', nickname: 'Newbie' });
    expect(response.statusCode, response.body).toBe(200);
    const token = response.json<{ value: { token: string } }>().value.token;
    const info = await platform.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: token },
    });
    expect(info.json()).toMatchObject({
      value: { account: 'newbie01', nickname: 'Newbie', type: 0 },
    });
  });

  it('refuses a taken username, whatever its case', async () => {
    const response = await register({ username: 'Demo01' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'register.username.exists' });
    const check = await platform.app.inject({
      method: 'GET',
      url: '/wps/member/validate/username?username=demo01',
    });
    expect(check.json()).toMatchObject({ value: { available: false } });
  });

  it('applies the per-field rules of the registration settings', async () => {
    expect((await register({ username: '1bad' })).json()).toMatchObject({
      errorCode: 'register.field.invalid',
      value: { field: 'username' },
    });
    expect(
      (
        await register({ username: 'weakpass', password: 'short', confirmPassword: 'short' })
      ).json(),
    ).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'password' } });
    expect(
      (await register({ username: 'mismatch', confirmPassword: 'Other123!' })).json(),
    ).toMatchObject({
      errorCode: 'register.field.invalid',
      value: { field: 'confirmPassword' },
    });
  });

  it('links an affiliate code to its agent and refuses an unknown one', async () => {
    expect(
      (await register({ username: 'orphan01', affiliateCode: 'NOSUCH99' })).json(),
    ).toMatchObject({
      errorCode: 'invitation.code.invalid',
    });
    const agent = await platform.app.platform.db
      .selectFrom('members')
      .select(['id', 'affiliate_code'])
      .where('username', '=', 'agent01')
      .executeTakeFirstOrThrow();
    const response = await register({
      username: 'invited01',
      affiliateCode: agent.affiliate_code.toLowerCase(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const member = await platform.app.platform.db
      .selectFrom('members')
      .select('parent_id')
      .where('username', '=', 'invited01')
      .executeTakeFirstOrThrow();
    expect(member.parent_id).toBe(agent.id);
  });

  /** Sends a registration code to a number and reads it back from the platform's outbox. */
  const smsCodeFor = async (mobile: string): Promise<string> => {
    const sent = await platform.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: mobile, countryDialingCode: '84' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { code } = await platform.app.platform.db
      .selectFrom('sms_codes')
      .select('code')
      .where('mobile', '=', mobile)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return code;
  };

  it('registers by mobile number, proven by an SMS code, the number being the username', async () => {
    const withoutCode = await register({ username: '0933111222', countryDialingCode: '84' }, true);
    expect(withoutCode.json()).toMatchObject({ errorCode: 'sms.code.invalid' });
    const code = await smsCodeFor('933111222');
    const response = await register(
      { username: '0933111222', countryDialingCode: '84', verificationCode: code },
      true,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ value: { userName: '933111222' } });
    // A registered number gets no second registration code.
    const again = await platform.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: '933111222', countryDialingCode: '84' },
    });
    expect(again.json()).toMatchObject({ errorCode: 'register.mobile.exists' });
  });

  it('refuses a registration the whitelabel switches off', async () => {
    await platform.app.platform.db
      .updateTable('whitelabel_modules')
      .set({ enabled: 0 })
      .where('mod_id', '=', 'USERNAMEREG3')
      .execute();
    const response = await register({ username: 'toolate1' });
    expect(response.json()).toMatchObject({ errorCode: 'function.not.available' });
    await platform.app.platform.db
      .updateTable('whitelabel_modules')
      .set({ enabled: 1 })
      .where('mod_id', '=', 'USERNAMEREG3')
      .execute();
  });

  it('creates type-4 trial accounts by free play', async () => {
    const response = await platform.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: {},
    });
    expect(response.json()).toMatchObject({ success: true, value: { customerType: 4 } });
    const token = response.json<{ value: { token: string } }>().value.token;
    const deposit = await platform.app.inject({
      method: 'POST',
      url: '/wps/relay/DEPOSIT_submit',
      headers: { authorization: token },
      payload: { channelId: 'DEMO', amount: 100 },
    });
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json()).toMatchObject({ errorCode: 'free_reject' });
  });
});
