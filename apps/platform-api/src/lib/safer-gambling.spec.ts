import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  injectEncrypted,
  loginToken,
  startTestPlatform,
  type TestPlatform,
} from '../testing/harness';
import { createMember } from './services/members';
import { openSession } from './services/sessions';

/** A Wednesday morning, UTC: the day ends in 14 hours, the week on Monday, the month on the 1st. */
const START = Date.UTC(2026, 10, 25, 10, 0, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GAME_LAUNCH = 'launchMode=GLS&gameId=PG_001&nodeId=10081&vassalage=PG&platform=html5';

interface Member {
  id: number;
  username: string;
  token: string;
}

interface Envelope<T = unknown> {
  success: boolean;
  errorCode?: string;
  message?: string;
  value: T;
}

interface Status {
  now: number;
  depositLimits: {
    period: string;
    amount: number | null;
    used: number;
    resetsAt: number;
    pending: { amount: number | null; effectiveAt: number; confirmable: boolean } | null;
  }[];
  depositRemaining: number | null;
  realityCheck: { minutes: number | null; pending: { minutes: number | null } | null };
  breakUntil: number | null;
  exclusion: { until: number | null; permanent: boolean } | null;
  reviewDueAt: number | null;
  session: { startedAt: number; stakes: number; wins: number };
  hasDeposited: boolean;
}

describe('safer gambling, enforced by the platform', () => {
  let platform: TestPlatform;
  let serial = 0;

  beforeAll(async () => {
    // Sessions outlive the moved clock, so one token sees a whole 24-hour wait.
    platform = await startTestPlatform({ now: () => START, sessionMinutes: 60 * 24 * 60 });
  });
  afterAll(async () => platform.close());
  beforeEach(async () => {
    await platform.app.inject({ method: 'POST', url: '/dev/clock', payload: { offsetMs: 0 } });
    await platform.app.inject({
      method: 'POST',
      url: '/dev/status',
      payload: {
        saferGambling: { panicLock: true, realityCheckRequiredMinutes: null, breaks: true },
      },
    });
  });

  async function member(balanceCents = 0): Promise<Member> {
    serial += 1;
    const username = `safe${serial}`;
    const id = await createMember(platform.app.platform, {
      username,
      password: 'Safe12345!',
      type: 0,
      balanceCents,
    });
    return { id, username, token: await openSession(platform.app.platform, id) };
  }

  const call = (
    who: Member | string,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    platform.app.inject({
      method,
      url,
      headers: { authorization: typeof who === 'string' ? who : who.token },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const status = async (who: Member) =>
    (await call(who, 'GET', '/wps/member/safer/status')).json<Envelope<Status>>().value;
  const limit = (who: Member, period: string, amount: number | null) =>
    call(who, 'POST', '/wps/member/safer/depositLimit', { period, amount });
  const confirm = (who: Member, period: string, yes = true) =>
    call(who, 'POST', '/wps/member/safer/depositLimit/confirm', { period, confirm: yes });
  const deposit = (who: Member, amount: number, requestId?: string) =>
    call(who, 'POST', '/wps/relay/DEPOSIT_submit', {
      channelId: 'DEMO',
      amount,
      ...(requestId ? { requestId } : {}),
    });
  const moveClock = (advanceMs: number) =>
    platform.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceMs } });
  const login = (username: string) =>
    injectEncrypted(platform.app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { username, password: 'Safe12345!', type: 'username', loginDeviceId: 'test' },
    });
  const limitOf = (value: Status, period: string) =>
    value.depositLimits.find((entry) => entry.period === period);

  it('tells the app which tools the brand turns on', async () => {
    const response = await platform.app.inject({
      method: 'GET',
      url: '/wps/v2/system/status?device=MOBILE',
    });
    expect(
      response.json<Envelope<{ info: { saferGambling: unknown } }>>().value.info,
    ).toMatchObject({
      saferGambling: {
        depositLimits: true,
        realityCheck: true,
        breaks: true,
        selfExclusion: true,
        panicLock: true,
      },
    });
  });

  describe('deposit limits', () => {
    it('binds the lowest amount left, and refuses a deposit over it with what is left and when it resets', async () => {
      const who = await member();
      await limit(who, 'month', 1_000);
      await limit(who, 'week', 300);
      const set = await limit(who, 'day', 500);
      expect(set.statusCode).toBe(200);
      expect((await deposit(who, 250)).statusCode).toBe(200);

      const refused = await deposit(who, 60);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<Envelope>()).toMatchObject({
        success: false,
        errorCode: 'safer.deposit.limit.exceeded',
        // The week binds (50 left), not the day (250 left); it resets on Monday 30 November.
        value: {
          reason: 'depositLimit',
          period: 'week',
          remaining: 50,
          resetsAt: Date.UTC(2026, 10, 30),
        },
      });
      expect((await deposit(who, 50)).statusCode).toBe(200);
      const value = await status(who);
      expect(value.depositRemaining).toBe(0);
      expect(limitOf(value, 'day')).toMatchObject({
        amount: 500,
        used: 300,
        resetsAt: Date.UTC(2026, 10, 26),
      });
      expect(limitOf(value, 'month')).toMatchObject({ resetsAt: Date.UTC(2026, 11, 1) });
    });

    it('counts a pending bank deposit against the limit, and starts over when the period does', async () => {
      const who = await member();
      await limit(who, 'day', 200);
      const bank = await call(who, 'POST', '/wps/relay/DEPOSIT_submit', {
        channelId: 'BANK',
        amount: 150,
      });
      expect(bank.statusCode).toBe(200);
      expect((await deposit(who, 100)).json<Envelope>().value).toMatchObject({ remaining: 50 });
      await moveClock(14 * HOUR);
      expect((await deposit(who, 100)).statusCode).toBe(200);
    });

    it('applies a decrease at once', async () => {
      const who = await member();
      await limit(who, 'day', 500);
      const lowered = (await limit(who, 'day', 100)).json<Envelope<Status>>().value;
      expect(limitOf(lowered, 'day')).toMatchObject({ amount: 100, pending: null });
      expect((await deposit(who, 150)).statusCode).toBe(403);
    });

    it('lets an increase apply only after 24 hours and a second confirmation', async () => {
      const who = await member();
      await limit(who, 'day', 100);
      const raised = (await limit(who, 'day', 400)).json<Envelope<Status>>().value;
      expect(limitOf(raised, 'day')).toMatchObject({
        amount: 100,
        pending: { amount: 400, effectiveAt: START + DAY, confirmable: false },
      });
      // Still the old limit, and no confirming it early.
      expect((await deposit(who, 150)).statusCode).toBe(403);
      const early = await confirm(who, 'day');
      expect(early.statusCode).toBe(409);
      expect(early.json<Envelope>()).toMatchObject({
        errorCode: 'safer.change.not.due',
        value: { until: START + DAY },
      });

      await moveClock(DAY - 1);
      expect((await confirm(who, 'day')).statusCode).toBe(409);
      await moveClock(1);
      // Due, but not in force until the member says so again.
      expect(limitOf(await status(who), 'day')).toMatchObject({
        amount: 100,
        pending: { confirmable: true },
      });
      expect((await deposit(who, 150)).statusCode).toBe(403);
      const confirmed = (await confirm(who, 'day')).json<Envelope<Status>>().value;
      expect(limitOf(confirmed, 'day')).toMatchObject({ amount: 400, pending: null });
      expect((await deposit(who, 150)).statusCode).toBe(200);
    });

    it('makes a removal wait as an increase does, and lets the member drop it', async () => {
      const who = await member();
      await limit(who, 'week', 100);
      const removing = (await limit(who, 'week', null)).json<Envelope<Status>>().value;
      expect(limitOf(removing, 'week')).toMatchObject({
        amount: 100,
        pending: { amount: null, effectiveAt: START + DAY },
      });
      const dropped = (await confirm(who, 'week', false)).json<Envelope<Status>>().value;
      expect(limitOf(dropped, 'week')).toMatchObject({ amount: 100, pending: null });
      await limit(who, 'week', null);
      await moveClock(DAY);
      const removed = (await confirm(who, 'week')).json<Envelope<Status>>().value;
      expect(limitOf(removed, 'week')).toMatchObject({ amount: null, pending: null });
      expect(removed.depositRemaining).toBeNull();
    });

    it('lets two deposits at once never pass a limit together', async () => {
      const who = await member();
      await limit(who, 'day', 50);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) => deposit(who, 10, `safer-race-${index}`)),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
      expect(
        answers
          .filter((answer) => answer.statusCode !== 200)
          .map((answer) => answer.json<Envelope>().errorCode),
      ).toEqual(Array.from({ length: 15 }, () => 'safer.deposit.limit.exceeded'));
      const balance = await platform.app.platform.db
        .selectFrom('members')
        .select('balance_cents')
        .where('id', '=', who.id)
        .executeTakeFirstOrThrow();
      expect(balance.balance_cents).toBe(5_000);
    });

    it('asks for a review six months after the last limit was set', async () => {
      const who = await member();
      expect((await status(who)).reviewDueAt).toBeNull();
      await limit(who, 'month', 900);
      expect((await status(who)).reviewDueAt).toBe(START + 182 * DAY);
    });

    it('refuses an amount finer than a cent, as deposits do', async () => {
      const who = await member();
      const answer = await limit(who, 'day', 10.005);
      expect(answer.json<Envelope>().errorCode).toBe('wallet.amount.invalid');
    });
  });

  describe('reality checks', () => {
    it('applies a shorter interval at once and a longer one (or off) after 24 hours', async () => {
      const who = await member();
      const set = await call(who, 'POST', '/wps/member/safer/realityCheck', { minutes: 60 });
      expect(set.json<Envelope<Status>>().value.realityCheck).toEqual({
        minutes: 60,
        pending: null,
      });
      await call(who, 'POST', '/wps/member/safer/realityCheck', { minutes: 20 });
      expect((await status(who)).realityCheck.minutes).toBe(20);

      await call(who, 'POST', '/wps/member/safer/realityCheck', { minutes: 120 });
      expect((await status(who)).realityCheck).toEqual({
        minutes: 20,
        pending: { minutes: 120, effectiveAt: START + DAY },
      });
      await moveClock(DAY);
      expect((await status(who)).realityCheck).toEqual({ minutes: 120, pending: null });

      await call(who, 'POST', '/wps/member/safer/realityCheck', { minutes: null });
      expect((await status(who)).realityCheck.minutes).toBe(120);
      await moveClock(DAY);
      expect((await status(who)).realityCheck.minutes).toBeNull();
    });

    it('refuses turning it off, or a longer interval, where the brand requires one', async () => {
      await platform.app.inject({
        method: 'POST',
        url: '/dev/status',
        payload: { saferGambling: { realityCheckRequiredMinutes: 60 } },
      });
      const who = await member();
      expect((await status(who)).realityCheck.minutes).toBe(60);
      const off = await call(who, 'POST', '/wps/member/safer/realityCheck', { minutes: null });
      expect(off.statusCode).toBe(400);
      const longer = await call(who, 'POST', '/wps/member/safer/realityCheck', { minutes: 120 });
      expect(longer.statusCode).toBe(400);
    });

    it('refuses intervals outside 10 minutes to 4 hours', async () => {
      const who = await member();
      for (const minutes of [5, 241]) {
        const answer = await call(who, 'POST', '/wps/member/safer/realityCheck', { minutes });
        expect(answer.statusCode).toBe(400);
      }
    });

    it("counts the session's stakes and wins from when it began", async () => {
      const who = await member();
      const db = platform.app.platform.db;
      const bet = (createdAt: number, stake: number, payout: number) => ({
        member_id: who.id,
        node_id: 10081,
        game_name: 'Slot',
        game_type: 'RNG',
        amount_cents: stake,
        payout_cents: payout,
        status: 'settled',
        created_at: createdAt,
      });
      await db
        .insertInto('bets')
        .values([bet(START - HOUR, 9_900, 0), bet(START, 1_000, 250), bet(START, 500, 0)])
        .execute();
      expect((await status(who)).session).toEqual({ startedAt: START, stakes: 15, wins: 2.5 });
    });
  });

  describe('a break', () => {
    it('ends every session and refuses login, deposit and launches until it ends', async () => {
      const who = await member(10_000);
      const other = await openSession(platform.app.platform, who.id);
      const taken = await call(who, 'POST', '/wps/member/safer/break', { days: 7 });
      expect(taken.json<Envelope>().value).toEqual({ until: START + 7 * DAY });
      for (const token of [who.token, other]) {
        const after = await call(token, 'GET', '/wps/member/safer/status');
        expect(after.statusCode).toBe(401);
      }

      const refused = await login(who.username);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<Envelope>()).toMatchObject({
        errorCode: 'login_blocked_by_break',
        value: { reason: 'break', until: START + 7 * DAY },
      });
      // A session made behind the login's back is refused all the same, by the calls themselves.
      const session = { ...who, token: await openSession(platform.app.platform, who.id) };
      const deposited = await deposit(session, 10);
      expect(deposited.statusCode).toBe(403);
      expect(deposited.json<Envelope>()).toMatchObject({
        errorCode: 'safer.blocked',
        value: { reason: 'break', until: START + 7 * DAY },
      });
      const game = await call(session, 'GET', `/wps/game/launchGame?${GAME_LAUNCH}`);
      expect(game.json<Envelope>().errorCode).toBe('safer.blocked');
      const lottery = await call(
        session,
        'GET',
        '/wps/game/launchGame?launchMode=LOTT&lottoArea=VN&lottoPrizeMode=ModeElott&lottoGameCode=VNF1&lottoView=betting&device=MOBILE',
      );
      expect(lottery.json<Envelope>().errorCode).toBe('safer.blocked');

      await moveClock(7 * DAY);
      expect((await login(who.username)).statusCode).toBe(200);
    });

    it('takes any number of days up to six weeks, and no more', async () => {
      const who = await member();
      const long = await call(who, 'POST', '/wps/member/safer/break', { days: 43 });
      expect(long.statusCode).toBe(400);
      const ok = await call(who, 'POST', '/wps/member/safer/break', { days: 42 });
      expect(ok.json<Envelope>().value).toEqual({ until: START + 42 * DAY });
    });

    it('is a 24-hour lock in one call, where the brand turns the lock on', async () => {
      const who = await member();
      const locked = await call(who, 'POST', '/wps/member/safer/lock');
      expect(locked.json<Envelope>().value).toEqual({ until: START + DAY });
      expect((await login(who.username)).json<Envelope>().errorCode).toBe('login_blocked_by_break');

      await platform.app.inject({
        method: 'POST',
        url: '/dev/status',
        payload: { saferGambling: { panicLock: false } },
      });
      const elsewhere = await member();
      const off = await call(elsewhere, 'POST', '/wps/member/safer/lock');
      expect(off.json<Envelope>().errorCode).toBe('function.not.available');
    });
  });

  describe('self-exclusion', () => {
    it('needs the positive confirmation', async () => {
      const who = await member();
      for (const payload of [{ term: '6m' }, { term: '6m', confirmed: false }]) {
        const answer = await call(who, 'POST', '/wps/member/safer/selfExclusion', payload);
        expect(answer.statusCode).toBe(400);
      }
      expect((await status(who)).exclusion).toBeNull();
    });

    it('ends the sessions and refuses login with the family code, naming its end, until it is over', async () => {
      const who = await member();
      const answer = await call(who, 'POST', '/wps/member/safer/selfExclusion', {
        term: '6m',
        confirmed: true,
      });
      const until = Date.UTC(2027, 4, 25, 10, 0, 0);
      expect(answer.json<Envelope>().value).toEqual({ until });
      expect((await call(who, 'GET', '/wps/member/safer/status')).statusCode).toBe(401);
      const refused = await login(who.username);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<Envelope>()).toMatchObject({
        errorCode: 'login_blocked_by_self_exclusion',
        value: { reason: 'selfExclusion', until },
      });
      const session = { ...who, token: await openSession(platform.app.platform, who.id) };
      expect((await deposit(session, 10)).json<Envelope>().errorCode).toBe('safer.blocked');
      // Not reversible: a shorter break does not end it, and a day before its end it still holds.
      await call(session, 'POST', '/wps/member/safer/break', { days: 1 });
      await moveClock(until - START - DAY);
      expect((await login(who.username)).json<Envelope>().errorCode).toBe(
        'login_blocked_by_self_exclusion',
      );
      await moveClock(DAY);
      expect((await login(who.username)).statusCode).toBe(200);
    });

    it('may be permanent', async () => {
      const who = await member();
      const answer = await call(who, 'POST', '/wps/member/safer/selfExclusion', {
        term: 'permanent',
        confirmed: true,
      });
      expect(answer.json<Envelope>().value).toEqual({ until: null });
      await moveClock(365 * DAY);
      expect((await login(who.username)).json<Envelope>()).toMatchObject({
        errorCode: 'login_blocked_by_self_exclusion',
        value: { until: null },
      });
    });
  });

  it('keeps every change in the history, newest first', async () => {
    const who = await member();
    await limit(who, 'day', 100);
    await moveClock(1_000);
    await limit(who, 'day', 300);
    await moveClock(1_000);
    await call(who, 'POST', '/wps/member/safer/realityCheck', { minutes: 30 });
    await moveClock(1_000);
    await call(who, 'POST', '/wps/member/safer/break', { days: 2 });
    const session = { ...who, token: await openSession(platform.app.platform, who.id) };
    const history = (await call(session, 'GET', '/wps/member/safer/history')).json<
      Envelope<{ kind: string; at: number; period: string | null; value: number | null }[]>
    >().value;
    expect(history.map(({ kind, at, period, value }) => ({ kind, at, period, value }))).toEqual([
      { kind: 'break', at: START + 3_000, period: null, value: 2 },
      { kind: 'realityCheck', at: START + 2_000, period: null, value: 30 },
      { kind: 'depositLimitPending', at: START + 1_000, period: 'day', value: 300 },
      { kind: 'depositLimit', at: START, period: 'day', value: 100 },
    ]);
  });

  it('seeds a member with limits and one on a break', async () => {
    const careful = await loginToken(platform.app, 'careful01', 'Careful1234!');
    const value = (await call(careful, 'GET', '/wps/member/safer/status')).json<Envelope<Status>>()
      .value;
    expect(value.depositLimits.map((entry) => entry.amount)).toEqual([100, 500, 1_500]);
    expect(limitOf(value, 'day')?.pending).toMatchObject({ amount: 200 });
    expect(value.realityCheck.minutes).toBe(30);
    const resting = await injectEncrypted(platform.app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: {
        username: 'resting01',
        password: 'Resting1234!',
        type: 'username',
        loginDeviceId: 'test',
      },
    });
    expect(resting.json<Envelope>().errorCode).toBe('login_blocked_by_break');
  });

  it('moves the clock only through the development controls', async () => {
    const moved = await moveClock(HOUR);
    expect(moved.json<Envelope<{ now: number }>>().value.now).toBe(START + HOUR);
    const closed = await startTestPlatform({ devControls: false });
    try {
      const answer = await closed.app.inject({
        method: 'POST',
        url: '/dev/clock',
        payload: { advanceMs: DAY },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
