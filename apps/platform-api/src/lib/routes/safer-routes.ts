import { safer } from '@mweb/api-contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../gateway/register-call';
import type { Platform } from '../services/platform';
import {
  confirmDepositLimit,
  saferHistory,
  saferState,
  selfExclude,
  sessionFigures,
  setDepositLimit,
  setRealityCheck,
  takeBreak,
} from '../services/safer-gambling';
import { sessionStartedAt } from '../services/sessions';
import { hasSuccessfulDeposit } from '../services/wallet';
import { requireMember, requireRealMember } from './member-guards';
import { centsOf, fromCents } from './shapes';

const TRIAL_REFUSAL = 'Please login an actual account to use this function';

/** The history's `value`: an amount for a limit, minutes for an interval, days for a break. */
const historyValue = (kind: string, value: number | null) =>
  value === null ? null : kind.startsWith('depositLimit') ? fromCents(value) : value;

/** Safer gambling: the member's limits, reality check, break, exclusion, lock and history. */
export function registerSaferRoutes(app: FastifyInstance, platform: Platform): void {
  const statusOf = async (memberId: number, token: string | undefined) => {
    const state = await saferState(platform, memberId);
    const startedAt = token ? await sessionStartedAt(platform, token) : state.now;
    const figures = await sessionFigures(platform, memberId, startedAt);
    return {
      now: state.now,
      depositLimits: state.limits.map((limit) => ({
        period: limit.period,
        amount: limit.amountCents === null ? null : fromCents(limit.amountCents),
        used: fromCents(limit.usedCents),
        resetsAt: limit.resetsAt,
        pending: limit.pending
          ? {
              amount:
                limit.pending.amountCents === null ? null : fromCents(limit.pending.amountCents),
              effectiveAt: limit.pending.effectiveAt,
              confirmable: limit.pending.confirmable,
            }
          : null,
      })),
      depositRemaining: state.binding ? fromCents(state.binding.leftCents) : null,
      realityCheck: state.reality,
      breakUntil: state.breakUntil,
      exclusion: state.exclusion,
      reviewDueAt: state.reviewDueAt,
      session: {
        startedAt,
        stakes: fromCents(figures.stakesCents),
        wins: fromCents(figures.winsCents),
      },
      hasDeposited: await hasSuccessfulDeposit(platform, memberId),
    };
  };

  registerCall(app, platform, safer.status, async ({ member, token }) =>
    statusOf(requireMember(member).id, token),
  );

  registerCall(app, platform, safer.setDepositLimit, async ({ body, member, token }) => {
    const real = requireRealMember(member, TRIAL_REFUSAL);
    await setDepositLimit(
      platform,
      real.id,
      body.period,
      body.amount === null ? null : centsOf(body.amount),
    );
    return statusOf(real.id, token);
  });

  registerCall(app, platform, safer.confirmDepositLimit, async ({ body, member, token }) => {
    const real = requireRealMember(member, TRIAL_REFUSAL);
    await confirmDepositLimit(platform, real.id, body.period, body.confirm);
    return statusOf(real.id, token);
  });

  registerCall(app, platform, safer.setRealityCheck, async ({ body, member, token }) => {
    const real = requireRealMember(member, TRIAL_REFUSAL);
    await setRealityCheck(platform, real.id, body.minutes);
    return statusOf(real.id, token);
  });

  registerCall(app, platform, safer.takeBreak, async ({ body, member }) => {
    const real = requireRealMember(member, TRIAL_REFUSAL);
    return { until: await takeBreak(platform, real.id, body.days, 'break') };
  });

  registerCall(app, platform, safer.panicLock, async ({ member }) => {
    const real = requireRealMember(member, TRIAL_REFUSAL);
    return { until: await takeBreak(platform, real.id, 1, 'lock') };
  });

  registerCall(app, platform, safer.selfExclude, async ({ body, member }) => {
    const real = requireRealMember(member, TRIAL_REFUSAL);
    return { until: await selfExclude(platform, real.id, body.term) };
  });

  registerCall(app, platform, safer.history, async ({ member }) => {
    const rows = await saferHistory(platform, requireMember(member).id);
    return rows.map((row) => ({
      id: row.id,
      kind: safer.SAFER_HISTORY_KINDS.find((kind) => kind === row.kind) ?? 'depositLimit',
      at: row.created_at,
      period: safer.DEPOSIT_LIMIT_PERIODS.find((period) => period === row.period) ?? null,
      value: historyValue(row.kind, row.value),
      until: row.until,
    }));
  });
}
