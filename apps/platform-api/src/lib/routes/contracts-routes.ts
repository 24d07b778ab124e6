import { contracts } from '@mweb/api-contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GatewayError } from '../gateway/gateway-error';
import { registerCall, type Member } from '../gateway/register-call';
import { listBetsOfMembers } from '../services/bets';
import {
  decideContract,
  findLatestContract,
  listDownlineRebates,
  listPendingContractKinds,
  saveDownlineRebate,
} from '../services/contracts';
import { findMemberByUsername, listDownline } from '../services/members';
import { pageCount } from '../services/paging';
import { findMemberById, type Platform } from '../services/platform';
import { listDepositAmounts } from '../services/wallet';
import { requireAgent } from './member-guards';
import { fromCents, toIso } from './shapes';

const KINDS = {
  dailySalary: 'DAILY_SALARY',
  dividend: 'DIVIDEND',
  hourlySalary: 'HOURLY_SALARY',
} as const;
type StoredKind = keyof typeof KINDS;
const STATUSES = { pending: 'PENDING', accepted: 'ACCEPTED', declined: 'DECLINED' } as const;

const storedTerms = z.object({
  period: z.enum(['DAY', 'HALF_MONTH', 'MONTH', 'HOUR']),
  tiers: z.array(z.object({ threshold: z.number(), ratePercent: z.number().min(0) })),
});

/** Each kind's settling period, for terms that do not parse. */
const DEFAULT_PERIODS = {
  dailySalary: 'DAY',
  dividend: 'HALF_MONTH',
  hourlySalary: 'HOUR',
} as const;

/**
 * The highest rebate rate (in hundredths of a percent) the platform lets a top agent give, per game
 * category. An agent below another gets at most what its own agent set for it.
 */
const TOP_REBATE_QUOTAS: Readonly<Record<string, number>> = { RNG: 120, LIVE: 90, ELOTT: 150 };
const GAME_CATEGORIES = Object.keys(TOP_REBATE_QUOTAS);

/** Stored JSON that does not parse reads as nothing, never as a 500. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function registerContractsRoutes(app: FastifyInstance, platform: Platform): void {
  registerCall(app, platform, contracts.fundsConsolidated, async ({ member }) => {
    const pending = await listPendingContractKinds(platform, member?.id ?? 0);
    const count = (kind: StoredKind) =>
      pending.filter((pendingKind) => pendingKind === kind).length;
    return {
      dailysalreqtype: count('dailySalary'),
      divtypecompperiodreq: count('dividend'),
      contracthoursalreq: count('hourlySalary'),
    };
  });

  /** View the newest contract of a kind, or answer the pending one. */
  const process = async (
    member: Member | undefined,
    kind: StoredKind,
    action: 'view' | 'accept' | 'decline',
  ) => {
    const row = await findLatestContract(platform, member?.id ?? 0, kind);
    if (action !== 'view') {
      const notPending = () =>
        new GatewayError(409, 'contract.not.pending', 'There is no pending contract to answer.');
      if (!row || row.status !== 'pending') throw notPending();
      const status = action === 'accept' ? 'accepted' : 'declined';
      if (!(await decideContract(platform, row.id, status))) throw notPending();
      row.status = status;
    }
    if (!row) return { contract: null };
    const parent = member?.parent_id ? await findMemberById(platform, member.parent_id) : undefined;
    const terms = storedTerms.safeParse(parseJson(row.terms));
    return {
      contract: {
        contractId: String(row.id),
        kind: KINDS[kind],
        status:
          row.status === 'accepted'
            ? STATUSES.accepted
            : row.status === 'declined'
              ? STATUSES.declined
              : STATUSES.pending,
        period: terms.success ? terms.data.period : DEFAULT_PERIODS[kind],
        tiers: terms.success ? terms.data.tiers : [],
        offeredBy: parent?.username ?? 'platform',
        offeredAt: toIso(row.created_at),
      },
    };
  };

  registerCall(app, platform, contracts.dailySalaryContract, async ({ query, member }) =>
    process(member, 'dailySalary', query.action),
  );
  registerCall(app, platform, contracts.dividendContract, async ({ query, member }) =>
    process(member, 'dividend', query.action),
  );
  registerCall(app, platform, contracts.hourlySalaryContract, async ({ body, member }) =>
    process(member, 'hourlySalary', body.action),
  );

  const downline = (agentId: number) => listDownline(platform, agentId);

  const betTotals = async (memberIds: number[]) => {
    const rows = await listBetsOfMembers(platform, memberIds);
    const totals = new Map<number, number>();
    for (const row of rows)
      totals.set(row.member_id, (totals.get(row.member_id) ?? 0) + row.amount_cents);
    return totals;
  };

  registerCall(app, platform, contracts.teamKpi, async ({ query, member }) => {
    const agent = requireAgent(member);
    const team = await downline(agent.id);
    const since = platform.now() - { today: 1, week: 7, month: 30 }[query.period] * 86_400_000;
    const bets = await betTotals(team.map((m) => m.id));
    const betCents = [...bets.values()].reduce((sum, value) => sum + value, 0);
    const deposits = await listDepositAmounts(
      platform,
      team.map((m) => m.id),
      since,
    );
    return {
      members: team.length,
      newMembers: team.filter((m) => m.created_at >= since).length,
      activeMembers: team.filter((m) => bets.has(m.id)).length,
      depositAmount: fromCents(deposits.reduce((sum, row) => sum + row.amount_cents, 0)),
      betAmount: fromCents(betCents),
      profit: fromCents(Math.round(betCents * 0.03)),
    };
  });

  registerCall(app, platform, contracts.downline, async ({ query, member }) => {
    const agent = requireAgent(member);
    const team = (await downline(agent.id)).filter(
      (m) => !query.userName || m.username.includes(query.userName.toLowerCase()),
    );
    const bets = await betTotals(team.map((m) => m.id));
    const slice = team.slice((query.pageNo - 1) * query.pageSize, query.pageNo * query.pageSize);
    return {
      content: slice.map((m) => ({
        userName: m.username,
        type: m.type,
        joinedAt: toIso(m.created_at),
        betAmount: fromCents(bets.get(m.id) ?? 0),
        rebateAmount: fromCents(Math.floor((bets.get(m.id) ?? 0) * 0.005)),
      })),
      pageNum: query.pageNo,
      totalPages: pageCount(team.length, query.pageSize),
      totalCount: team.length,
    };
  });

  /** The agent's own quota per category, in hundredths of a percent. */
  const quotaOf = async (agent: Member) => {
    const own = agent.parent_id ? await listDownlineRebates(platform, [agent.id]) : [];
    return new Map(
      GAME_CATEGORIES.map((category) => [
        category,
        agent.parent_id
          ? (own.find((row) => row.game_category === category)?.rate_basis_points ?? 0)
          : (TOP_REBATE_QUOTAS[category] ?? 0),
      ]),
    );
  };

  registerCall(app, platform, contracts.downlineRebates, async ({ query, member }) => {
    const agent = requireAgent(member);
    const team = await downline(agent.id);
    const stored = await listDownlineRebates(
      platform,
      team.map((m) => m.id),
    );
    const rows = team.flatMap((m) =>
      GAME_CATEGORIES.map((gameCategory) => ({
        userName: m.username,
        gameCategory,
        ratePercent:
          (stored.find((row) => row.member_id === m.id && row.game_category === gameCategory)
            ?.rate_basis_points ?? 0) / 100,
      })),
    );
    return {
      content: rows.slice((query.pageNo - 1) * query.pageSize, query.pageNo * query.pageSize),
      pageNum: query.pageNo,
      totalPages: pageCount(rows.length, query.pageSize),
      totalCount: rows.length,
    };
  });

  registerCall(app, platform, contracts.dailySalary, async ({ query, member }) => {
    const agent = requireAgent(member);
    const team = await downline(agent.id);
    const bets = await listBetsOfMembers(
      platform,
      team.map((m) => m.id),
    );
    const byDay = new Map<string, number>();
    for (const bet of bets) {
      const day = toIso(bet.created_at).slice(0, 10);
      byDay.set(day, (byDay.get(day) ?? 0) + bet.amount_cents);
    }
    const days = [...byDay.entries()].sort(([a], [b]) => b.localeCompare(a));
    return {
      content: days
        .slice((query.pageNo - 1) * query.pageSize, query.pageNo * query.pageSize)
        .map(([date, cents]) => ({
          date,
          turnover: fromCents(cents),
          salary: fromCents(Math.floor(cents * 0.005)),
        })),
      pageNum: query.pageNo,
      totalPages: pageCount(days.length, query.pageSize),
      totalCount: days.length,
    };
  });

  registerCall(app, platform, contracts.rebateSettings, async ({ member }) => {
    const quota = await quotaOf(requireAgent(member));
    return [...quota].map(([gameCategory, basisPoints]) => ({
      gameCategory,
      maxRatePercent: basisPoints / 100,
    }));
  });

  registerCall(app, platform, contracts.setDownlineRebate, async ({ body, member }) => {
    const agent = requireAgent(member);
    const target = await findMemberByUsername(platform, body.userName);
    if (!target || target.parent_id !== agent.id) {
      throw new GatewayError(404, 'downline.not.found', 'This member is not in your downline.');
    }
    const quota = (await quotaOf(agent)).get(body.gameCategory);
    if (quota === undefined) {
      throw new GatewayError(400, 'request_param_err', 'Unknown game category.');
    }
    const rateBasisPoints = Math.round(body.ratePercent * 100);
    // The client checks the same limit; the platform is where it holds.
    if (rateBasisPoints > quota) {
      throw new GatewayError(
        400,
        'rebate.above.quota',
        `The rate is above your quota of ${quota / 100}%.`,
      );
    }
    await saveDownlineRebate(platform, {
      memberId: target.id,
      gameCategory: body.gameCategory,
      rateBasisPoints,
    });
    return {
      userName: target.username,
      gameCategory: body.gameCategory,
      ratePercent: rateBasisPoints / 100,
    };
  });

  registerCall(app, platform, contracts.quotas, async ({ member }) => {
    const agent = requireAgent(member);
    const used = (await downline(agent.id)).length;
    return [
      { type: 0, remaining: Math.max(0, 100 - used) },
      { type: 2, remaining: agent.type === 1 ? 10 : 0 },
    ];
  });

  registerCall(app, platform, contracts.affiliateUrls, async ({ member, request }) => {
    const agent = requireAgent(member);
    const registrations = (await downline(agent.id)).length;
    const origin = `${request.protocol}://${request.host}`;
    return [
      {
        url: `${origin}/m/register?affiliateCode=${agent.affiliate_code}`,
        code: agent.affiliate_code,
        registrations,
      },
    ];
  });
}
