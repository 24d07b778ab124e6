import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, startTestPlatform, type TestPlatform } from '../testing/harness';
import { SMS_MAX_ATTEMPTS, SMS_RESEND_SECONDS } from './services/verification';

async function outbox(app: FastifyInstance, email: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/dev/email-outbox?email=${encodeURIComponent(email)}`,
  });
  return response.json<{ value: { code: string; used: boolean; purpose: string }[] }>().value;
}

async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const [latest] = await outbox(app, email);
  if (!latest) throw new Error(`no code was sent to ${email}`);
  return latest.code;
}

/** Another six digits than `code`. */
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe('the e-mail binding and its verification code', () => {
  let platform: TestPlatform;
  let clock = Date.UTC(2026, 11, 1, 9);
  let token = '';

  beforeAll(async () => {
    platform = await startTestPlatform({ now: () => clock });
    token = await loginToken(platform.app, 'demo01', 'Demo1234!');
  });
  afterAll(async () => platform.close());

  /** A minute later: the next code may be sent. */
  const nextMinute = () => {
    clock += SMS_RESEND_SECONDS * 1000 + 1;
  };
  const sendCode = (email: string, as = token) =>
    platform.app.inject({
      method: 'POST',
      url: '/wps/member/security/email/code',
      headers: { authorization: as },
      payload: { email },
    });
  // The e-mail post is form-encoded, as the gateway's is.
  const bind = (email: string, verificationCode: string, as = token) =>
    platform.app.inject({
      method: 'POST',
      url: '/wps/member/security/email',
      headers: { authorization: as, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, verificationCode }).toString(),
    });
  const boundEmail = async (as = token) => {
    const response = await platform.app.inject({
      method: 'GET',
      url: '/wps/member/security/config',
      headers: { authorization: as },
    });
    return response.json<{ value: { email: string | null } }>().value.email;
  };

  it('sends a six-digit code to the outbox with its lifetime, once a minute', async () => {
    const sent = await sendCode('Lucky.Demo@Example.com');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      success: true,
      value: { expiredMinutes: 5, maxAttemptTimes: SMS_MAX_ATTEMPTS },
    });
    const [latest] = await outbox(platform.app, 'lucky.demo@example.com');
    expect(latest).toMatchObject({ purpose: 'bind', used: false });
    expect(latest?.code).toMatch(/^\d{6}$/);
    const again = await sendCode('lucky.demo@example.com');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ errorCode: 'email.send.too.often' });
  });

  it('refuses a binding without a code, or with a malformed one, before anything else', async () => {
    const missing = await platform.app.inject({
      method: 'POST',
      url: '/wps/member/security/email',
      headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=lucky.demo%40example.com',
    });
    expect(missing.statusCode).toBe(400);
    expect((await bind('lucky.demo@example.com', '12ab56')).statusCode).toBe(400);
    expect(await boundEmail()).toBeNull();
  });

  it('binds with the right code, once: the code cannot be replayed', async () => {
    const code = await latestCode(platform.app, 'lucky.demo@example.com');
    const wrong = await bind('lucky.demo@example.com', wrongOf(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errorCode: 'email.code.invalid' });
    const right = await bind('Lucky.Demo@example.com', code);
    expect(right.statusCode, right.body).toBe(200);
    expect(await boundEmail()).toBe('lucky.demo@example.com');
    expect((await outbox(platform.app, 'lucky.demo@example.com'))[0]?.used).toBe(true);
    const replay = await bind('lucky.demo@example.com', code);
    expect(replay.json()).toMatchObject({ errorCode: 'email.code.invalid' });
  });

  it('never binds another address than the one the code went to', async () => {
    nextMinute();
    await sendCode('first.choice@example.com');
    const code = await latestCode(platform.app, 'first.choice@example.com');
    const other = await bind('someone.else@example.com', code);
    expect(other.json()).toMatchObject({ errorCode: 'email.code.invalid' });
    expect(await boundEmail()).toBe('lucky.demo@example.com');
  });

  it('kills a code after the allowed number of wrong tries', async () => {
    nextMinute();
    await sendCode('tries@example.com');
    const code = await latestCode(platform.app, 'tries@example.com');
    for (let attempt = 0; attempt < SMS_MAX_ATTEMPTS; attempt += 1) {
      expect((await bind('tries@example.com', wrongOf(code))).statusCode).toBe(400);
    }
    const late = await bind('tries@example.com', code);
    expect(late.json()).toMatchObject({ errorCode: 'email.code.invalid' });
    expect(await boundEmail()).toBe('lucky.demo@example.com');
  });

  it('refuses an expired code', async () => {
    nextMinute();
    await sendCode('slow@example.com');
    const code = await latestCode(platform.app, 'slow@example.com');
    clock += 5 * 60_000 + 1;
    const expired = await bind('slow@example.com', code);
    expect(expired.json()).toMatchObject({ errorCode: 'email.code.expired' });
  });

  it("sends no code to another member's address, and binds none to it", async () => {
    nextMinute();
    await platform.app.platform.db
      .updateTable('members')
      .set({ email: 'agent01@example.com' })
      .where('username', '=', 'agent01')
      .execute();
    const taken = await sendCode('agent01@example.com');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errorCode: 'email.taken' });
    expect(await outbox(platform.app, 'agent01@example.com')).toEqual([]);
    const agent = await loginToken(platform.app, 'agent01', 'Agent1234!');
    expect(await boundEmail(agent)).toBe('agent01@example.com');
  });

  it("does not let one member spend another member's code", async () => {
    nextMinute();
    await sendCode('shared.try@example.com');
    const code = await latestCode(platform.app, 'shared.try@example.com');
    const agent = await loginToken(platform.app, 'agent01', 'Agent1234!');
    const stolen = await bind('shared.try@example.com', code, agent);
    expect(stolen.json()).toMatchObject({ errorCode: 'email.code.invalid' });
    expect(await boundEmail(agent)).toBe('agent01@example.com');
  });

  it('refuses a guest', async () => {
    const guest = await platform.app.inject({
      method: 'POST',
      url: '/wps/member/security/email/code',
      payload: { email: 'guest@example.com' },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('trial accounts made by "create trial account"', () => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(async () => platform.close());

  const createTrial = (cookie?: string) =>
    platform.app.inject({
      method: 'GET',
      url: '/wps/session/trial',
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const freePlay = (payload: Record<string, string>, cookie?: string) =>
    platform.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
    const trial = response.cookies.find((cookie) => cookie.name === 'mweb_trial');
    if (!trial) throw new Error('no trial cookie');
    return `mweb_trial=${trial.value}`;
  };

  it('gives a new trial name and ties it to the browser by an http-only cookie', async () => {
    const created = await createTrial();
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      success: true,
      value: { userName: expect.stringMatching(/^trial\d+$/) as unknown },
    });
    const cookie = created.cookies.find((entry) => entry.name === 'mweb_trial');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('logs that browser into the named trial account, as often as it comes back', async () => {
    const created = await createTrial();
    const cookie = cookieOf(created);
    const userName = created.json<{ value: { userName: string } }>().value.userName;
    for (let visit = 0; visit < 2; visit += 1) {
      const played = await freePlay({ userName }, cookie);
      expect(played.statusCode, played.body).toBe(200);
      expect(played.json()).toMatchObject({ value: { userName, customerType: 4 } });
      const token = played.json<{ value: { token: string } }>().value.token;
      const info = await platform.app.inject({
        method: 'GET',
        url: '/wps/member/info',
        headers: { authorization: token },
      });
      expect(info.json()).toMatchObject({ value: { account: userName, type: 4 } });
    }
  });

  it('keeps one cookie for every trial name the browser asks for', async () => {
    const first = await createTrial();
    const cookie = cookieOf(first);
    const second = await createTrial(cookie);
    expect(second.cookies.find((entry) => entry.name === 'mweb_trial')).toBeUndefined();
    for (const created of [first, second]) {
      const userName = created.json<{ value: { userName: string } }>().value.userName;
      expect((await freePlay({ userName }, cookie)).statusCode).toBe(200);
    }
  });

  it('refuses the name from another browser, without a cookie, or for a real member', async () => {
    const created = await createTrial();
    const userName = created.json<{ value: { userName: string } }>().value.userName;
    const otherBrowser = cookieOf(await createTrial());
    for (const attempt of [
      await freePlay({ userName }, otherBrowser),
      await freePlay({ userName }),
      await freePlay({ userName: 'demo01' }, cookieOf(created)),
      await freePlay({ userName: 'trial-nobody' }, cookieOf(created)),
    ]) {
      expect(attempt.statusCode).toBe(403);
      expect(attempt.json()).toMatchObject({ errorCode: 'trial.name.invalid' });
    }
  });

  it('still makes a new trial account for free play without a name', async () => {
    const played = await freePlay({});
    expect(played.json()).toMatchObject({
      success: true,
      value: { userName: expect.stringMatching(/^trial\d+$/) as unknown, customerType: 4 },
    });
  });
});
