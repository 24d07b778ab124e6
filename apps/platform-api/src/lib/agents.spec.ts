import { contracts } from '@mweb/api-contract';
import { envelope } from '@mweb/api-contract/testing';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  injectEncrypted,
  loginToken,
  startTestPlatform,
  type TestPlatform,
} from '../testing/harness';

/** Agents: their contracts, their downline and its rebates, and invitations. */
describe('the agent calls', () => {
  let platform: TestPlatform;
  let agent: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await loginToken(platform.app, 'agent01', 'Agent1234!');
  });
  afterAll(async () => platform.close());

  /** A call's answer, parsed with its contract's envelope: what a client would see. */
  const call = async <V extends z.ZodType>(
    value: V,
    options: Omit<InjectOptions, 'headers'> & { token: string },
  ) => {
    const { token, ...request } = options;
    const response = await platform.app.inject({ ...request, headers: { authorization: token } });
    return { status: response.statusCode, body: envelope(value).parse(response.json()) };
  };

  const pending = (token: string) =>
    call(contracts.fundsConsolidated.value, {
      method: 'GET',
      url: contracts.fundsConsolidated.path,
      token,
    });

  it('offers agent01 a contract of each kind, with its terms and who offered it', async () => {
    expect((await pending(agent)).body).toMatchObject({
      value: { dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 1 },
    });
    const daily = await call(contracts.dailySalaryContract.value, {
      method: 'GET',
      url: `${contracts.dailySalaryContract.path}?action=view`,
      token: agent,
    });
    expect(daily.body).toMatchObject({
      success: true,
      value: {
        contract: { kind: 'DAILY_SALARY', status: 'PENDING', period: 'DAY', offeredBy: 'platform' },
      },
    });
    const contract = daily.body.success ? daily.body.value.contract : null;
    expect(contract?.tiers.length).toBeGreaterThan(0);
  });

  it('records an acceptance and a refusal, and answers each contract once', async () => {
    const accepted = await call(contracts.dailySalaryContract.value, {
      method: 'GET',
      url: `${contracts.dailySalaryContract.path}?action=accept`,
      token: agent,
    });
    expect(accepted.body).toMatchObject({ value: { contract: { status: 'ACCEPTED' } } });
    const declined = await call(contracts.hourlySalaryContract.value, {
      method: 'POST',
      url: contracts.hourlySalaryContract.path,
      payload: { action: 'decline' },
      token: agent,
    });
    expect(declined.body).toMatchObject({ value: { contract: { status: 'DECLINED' } } });
    expect((await pending(agent)).body).toMatchObject({
      value: { dailysalreqtype: 0, divtypecompperiodreq: 1, contracthoursalreq: 0 },
    });
    const again = await call(contracts.dailySalaryContract.value, {
      method: 'GET',
      url: `${contracts.dailySalaryContract.path}?action=decline`,
      token: agent,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, errorCode: 'contract.not.pending' });
  });

  it("shows the downline's activity in the team's figures", async () => {
    const kpi = await call(contracts.teamKpi.value, {
      method: 'GET',
      url: `${contracts.teamKpi.path}?period=month`,
      token: agent,
    });
    const value = kpi.body.success ? kpi.body.value : null;
    expect(value?.members).toBeGreaterThanOrEqual(2);
    expect(value?.activeMembers).toBeGreaterThanOrEqual(1);
    expect(value?.betAmount).toBeGreaterThan(0);
  });

  it('sets a downline rebate within the quota and refuses one above it', async () => {
    const settings = await call(contracts.rebateSettings.value, {
      method: 'GET',
      url: contracts.rebateSettings.path,
      token: agent,
    });
    const rng = settings.body.success
      ? settings.body.value.find((setting) => setting.gameCategory === 'RNG')
      : undefined;
    expect(rng?.maxRatePercent).toBe(1.2);
    const set = (ratePercent: number, userName = 'player01') =>
      call(contracts.setDownlineRebate.value, {
        method: 'POST',
        url: contracts.setDownlineRebate.path,
        payload: { userName, gameCategory: 'RNG', ratePercent },
        token: agent,
      });
    expect((await set(1.2)).body).toMatchObject({ success: true, value: { ratePercent: 1.2 } });
    const above = await set(1.21);
    expect(above.status).toBe(400);
    expect(above.body).toMatchObject({ success: false, errorCode: 'rebate.above.quota' });
    const stranger = await set(0.5, 'demo01');
    expect(stranger.body).toMatchObject({ success: false, errorCode: 'downline.not.found' });
    const rebates = await call(contracts.downlineRebates.value, {
      method: 'GET',
      url: `${contracts.downlineRebates.path}?pageSize=100`,
      token: agent,
    });
    expect(rebates.body.success ? rebates.body.value.content : []).toContainEqual({
      userName: 'player01',
      gameCategory: 'RNG',
      ratePercent: 1.2,
    });
  });

  it('limits a sub-agent to the rate its own agent gave it', async () => {
    const setBy = (token: string, userName: string, ratePercent: number) =>
      call(contracts.setDownlineRebate.value, {
        method: 'POST',
        url: contracts.setDownlineRebate.path,
        payload: { userName, gameCategory: 'LIVE', ratePercent },
        token,
      });
    expect((await setBy(agent, 'agent02', 0.4)).body).toMatchObject({ success: true });
    const subAgent = await loginToken(platform.app, 'agent02', 'Agent1234!');
    const settings = await call(contracts.rebateSettings.value, {
      method: 'GET',
      url: contracts.rebateSettings.path,
      token: subAgent,
    });
    expect(settings.body.success ? settings.body.value : []).toContainEqual({
      gameCategory: 'LIVE',
      maxRatePercent: 0.4,
    });
  });

  it("puts a member who registers through an agent's link under that agent", async () => {
    const code = await call(contracts.affiliateUrls.value, {
      method: 'GET',
      url: contracts.affiliateUrls.path,
      token: agent,
    });
    const invitation = code.body.success ? code.body.value[0] : undefined;
    expect(invitation?.url).toContain(`affiliateCode=${invitation?.code ?? ''}`);
    const registered = await injectEncrypted(platform.app, {
      method: 'PUT',
      url: '/wps/member/register',
      headers: { moduleid: 'REG3' },
      payload: {
        username: 'invited01',
        password: 'Invite1234!',
        confirmPassword: 'Invite1234!',
        affiliateCode: invitation?.code.toLowerCase(),
        registerUrl: 'localhost',
        registerMethod: 'H5',
        type: 0,
        loginDeviceId: 'test-device',
        login: true,
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const team = await call(contracts.downline.value, {
      method: 'GET',
      url: `${contracts.downline.path}?userName=invited`,
      token: agent,
    });
    expect(team.body).toMatchObject({
      value: { content: [{ userName: 'invited01', type: 0 }], totalCount: 1 },
    });
  });

  it('answers non-agents with agent.only', async () => {
    const member = await loginToken(platform.app, 'demo01', 'Demo1234!');
    const refused = await call(contracts.downline.value, {
      method: 'GET',
      url: contracts.downline.path,
      token: member,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'agent.only' });
  });
});
