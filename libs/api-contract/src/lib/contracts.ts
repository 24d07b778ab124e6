// Agent contracts and the agent's own screens. The three contract paths and the consolidated
// funds call are evidenced (E); their parameters, and every agent call after them, are our
// definition (I), kept small and obvious.
import { z } from 'zod';
import { defineCall } from './call';
import { amount, isoTime, page, pageQuery } from './common';

/**
 * The member's pending contract requests: a set flag means the agent has a contract to sign.
 * The client asks only when AGENTPOLICY3 is on and the member type may get contract prompts.
 */
export const fundsConsolidated = defineCall({
  id: 'contracts.fundsConsolidated',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  value: z.object({
    dailysalreqtype: z.number().int().min(0),
    divtypecompperiodreq: z.number().int().min(0),
    contracthoursalreq: z.number().int().min(0),
  }),
  needsToken: true,
  evidence: 'E',
});

/** A contract offered to an agent, and its state. */
export const agentContract = z.object({
  contractId: z.string(),
  kind: z.enum(['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY']),
  status: z.enum(['PENDING', 'ACCEPTED', 'DECLINED']),
  /** How often the contract settles: by the day, half month, month or hour. */
  period: z.enum(['DAY', 'HALF_MONTH', 'MONTH', 'HOUR']),
  /** The terms, as tiers of turnover and rate. */
  tiers: z.array(z.object({ threshold: amount, ratePercent: z.number().min(0) })),
  offeredBy: z.string(),
  offeredAt: isoTime,
});

/** Viewing a contract takes no action; `accept` or `decline` answers it. */
const contractAction = z.object({ action: z.enum(['view', 'accept', 'decline']).default('view') });

const contractValue = z.object({ contract: agentContract.nullable() });

export const dailySalaryContract = defineCall({
  id: 'contracts.dailySalary',
  method: 'GET',
  path: '/wps/relay/MCS2_processDailySalContract',
  query: contractAction,
  value: contractValue,
  errors: ['contract.not.pending'],
  needsToken: true,
  evidence: 'E',
});

export const dividendContract = defineCall({
  id: 'contracts.dividend',
  method: 'GET',
  path: '/wps/relay/MCS2_processDividendReq',
  query: contractAction,
  value: contractValue,
  errors: ['contract.not.pending'],
  needsToken: true,
  evidence: 'E',
});

export const hourlySalaryContract = defineCall({
  id: 'contracts.hourlySalary',
  method: 'POST',
  path: '/wps/relay/MCS2_processContractHourSalary',
  body: contractAction,
  value: contractValue,
  errors: ['contract.not.pending'],
  needsToken: true,
  evidence: 'E',
});

/** The team's headline figures for a period. */
export const teamKpi = defineCall({
  id: 'contracts.teamKpi',
  method: 'GET',
  path: '/wps/relay/AGENT_teamKpi',
  query: z.object({ period: z.enum(['today', 'week', 'month']).default('today') }),
  value: z.object({
    members: z.number().int().min(0),
    newMembers: z.number().int().min(0),
    activeMembers: z.number().int().min(0),
    depositAmount: amount,
    betAmount: amount,
    profit: amount,
  }),
  errors: ['agent.only'],
  needsToken: true,
  evidence: 'I',
});

export const downlineMember = z.object({
  userName: z.string(),
  type: z.number().int(),
  joinedAt: isoTime,
  betAmount: amount,
  rebateAmount: amount,
});

export const downline = defineCall({
  id: 'contracts.downline',
  method: 'GET',
  path: '/wps/relay/AGENT_downline',
  query: pageQuery.extend({ userName: z.string().max(64).optional() }),
  value: page(downlineMember),
  errors: ['agent.only'],
  needsToken: true,
  evidence: 'I',
});

export const downlineRebates = defineCall({
  id: 'contracts.downlineRebates',
  method: 'GET',
  path: '/wps/relay/AGENT_downlineRebates',
  query: pageQuery,
  value: page(
    z.object({ userName: z.string(), gameCategory: z.string(), ratePercent: z.number().min(0) }),
  ),
  errors: ['agent.only'],
  needsToken: true,
  evidence: 'I',
});

export const dailySalary = defineCall({
  id: 'contracts.dailySalaryRecords',
  method: 'GET',
  path: '/wps/relay/AGENT_dailySalary',
  query: pageQuery,
  value: page(z.object({ date: z.string(), turnover: amount, salary: amount })),
  errors: ['agent.only'],
  needsToken: true,
  evidence: 'I',
});

/** Agent registration: the rebate settings a new downline account may get. */
export const rebateSetting = z.object({
  gameCategory: z.string(),
  /** The highest rate this agent may give a downline in the category: the agent's own quota. */
  maxRatePercent: z.number().min(0),
});

export const rebateSettings = defineCall({
  id: 'contracts.rebateSettings',
  method: 'GET',
  path: '/wps/relay/AGENT_rebateSettings',
  value: z.array(rebateSetting),
  errors: ['agent.only'],
  needsToken: true,
  evidence: 'I',
});

/**
 * Sets a direct downline's rebate rate in one game category. The platform refuses a rate above the
 * agent's own quota for that category (`rebate.above.quota`), as the client does before sending.
 */
export const setDownlineRebate = defineCall({
  id: 'contracts.setDownlineRebate',
  method: 'POST',
  path: '/wps/relay/AGENT_setDownlineRebate',
  body: z.object({
    userName: z.string().min(1).max(64),
    gameCategory: z.string().min(1).max(20),
    ratePercent: z.number().min(0).max(100),
  }),
  value: z.object({ userName: z.string(), gameCategory: z.string(), ratePercent: z.number() }),
  errors: ['agent.only', 'rebate.above.quota', 'downline.not.found'],
  needsToken: true,
  evidence: 'I',
});

export const quotas = defineCall({
  id: 'contracts.quotas',
  method: 'GET',
  path: '/wps/relay/AGENT_quotas',
  value: z.array(z.object({ type: z.number().int(), remaining: z.number().int().min(0) })),
  errors: ['agent.only'],
  needsToken: true,
  evidence: 'I',
});

/** The agent's invitation links (by code and by domain). */
export const affiliateUrls = defineCall({
  id: 'contracts.affiliateUrls',
  method: 'GET',
  path: '/wps/relay/AGENT_affiliateUrls',
  value: z.array(
    z.object({ url: z.string(), code: z.string(), registrations: z.number().int().min(0) }),
  ),
  errors: ['agent.only'],
  needsToken: true,
  evidence: 'I',
});
