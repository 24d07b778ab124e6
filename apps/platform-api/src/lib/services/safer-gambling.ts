import { safer, type SaferGamblingConfig, type SaferRefusal } from '@mweb/api-contract';
import type { Selectable } from 'kysely';
import { withMemberLocked } from '../db/member-lock';
import type { SaferLimitsTable, SaferMembersTable } from '../db/schema';
import { GatewayError, notAvailable } from '../gateway/gateway-error';
import { readSetting, type Platform } from './platform';
import { revokeMemberSessions } from './sessions';

type Db = Pick<Platform, 'db' | 'engine' | 'now'>;
type Period = safer.DepositLimitPeriod;
type LimitRow = Selectable<SaferLimitsTable>;
type MemberRow = Selectable<SaferMembersTable>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A limit is due for review six months after it last changed (UKGC RTS 12). */
const REVIEW_AFTER_MS = 182 * DAY_MS;

/**
 * The tools a brand turns on and its market's defaults when it says nothing: every tool on, the
 * session clock and the lock too (the demo brand shows them all), no required reality check.
 * `POST /dev/status` changes it as an operator would.
 */
export const DEFAULT_SAFER_CONFIG: SaferGamblingConfig = {
  depositLimits: true,
  realityCheck: true,
  realityCheckRequiredMinutes: null,
  breaks: true,
  selfExclusion: true,
  panicLock: true,
  sessionClock: true,
  limitPrompts: true,
  helpLinks: [
    { name: 'GamCare', url: 'https://www.gamcare.org.uk/' },
    { name: 'BeGambleAware', url: 'https://www.begambleaware.org/' },
    { name: 'Spelpaus', url: 'https://www.spelpaus.se/' },
  ],
};

export const SAFER_CONFIG_SETTING = 'saferGambling';

export function readSaferConfig(platform: Pick<Platform, 'db'>): Promise<SaferGamblingConfig> {
  return readSetting(
    platform,
    SAFER_CONFIG_SETTING,
    safer.saferGamblingConfig,
    DEFAULT_SAFER_CONFIG,
  );
}

/** The current period of a limit, in UTC: a calendar day, a week from Monday, a calendar month. */
export function periodBounds(period: Period, now: number): { start: number; end: number } {
  const date = new Date(now);
  const dayStart = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  if (period === 'day') return { start: dayStart, end: dayStart + DAY_MS };
  if (period === 'week') {
    const start = dayStart - ((date.getUTCDay() + 6) % 7) * DAY_MS;
    return { start, end: start + 7 * DAY_MS };
  }
  return {
    start: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1),
    end: Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1),
  };
}

/** When a self-exclusion of this term ends, by the calendar; null when permanent. */
export function exclusionEnd(term: safer.SelfExclusionTerm, now: number): number | null {
  const date = new Date(now);
  if (term === 'permanent') return null;
  if (term === '6m') date.setUTCMonth(date.getUTCMonth() + 6);
  else date.setUTCFullYear(date.getUTCFullYear() + (term === '1y' ? 1 : 5));
  return date.getTime();
}

async function findLimits(platform: Db, memberId: number): Promise<LimitRow[]> {
  return platform.db
    .selectFrom('safer_limits')
    .selectAll()
    .where('member_id', '=', memberId)
    .execute();
}

async function findMemberState(platform: Db, memberId: number): Promise<MemberRow | undefined> {
  return platform.db
    .selectFrom('safer_members')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** The member's state row, made empty the first time a change needs it. */
async function memberState(platform: Db, memberId: number): Promise<MemberRow> {
  const row = await findMemberState(platform, memberId);
  if (row) return row;
  const empty: MemberRow = {
    member_id: memberId,
    reality_minutes: null,
    reality_pending: 0,
    reality_pending_minutes: null,
    reality_pending_at: null,
    break_until: null,
    excluded_until: null,
    excluded_permanently: 0,
  };
  await platform.db.insertInto('safer_members').values(empty).execute();
  return empty;
}

async function updateMemberState(
  platform: Db,
  memberId: number,
  changes: Partial<Omit<MemberRow, 'member_id'>>,
): Promise<void> {
  await memberState(platform, memberId);
  await platform.db
    .updateTable('safer_members')
    .set(changes)
    .where('member_id', '=', memberId)
    .execute();
}

async function writeHistory(
  platform: Db,
  memberId: number,
  entry: {
    kind: (typeof safer.SAFER_HISTORY_KINDS)[number];
    period?: Period;
    value?: number | null;
    until?: number | null;
  },
): Promise<void> {
  await platform.db
    .insertInto('safer_history')
    .values({
      member_id: memberId,
      kind: entry.kind,
      period: entry.period ?? null,
      value: entry.value ?? null,
      until: entry.until ?? null,
      created_at: platform.now(),
    })
    .execute();
}

/** What blocks the member now: an exclusion before a break; undefined when nothing does. */
export async function activeBlock(
  platform: Db,
  memberId: number,
): Promise<SaferRefusal | undefined> {
  const row = await findMemberState(platform, memberId);
  if (!row) return undefined;
  const now = platform.now();
  if (row.excluded_permanently === 1) return { reason: 'selfExclusion', until: null };
  if (row.excluded_until !== null && row.excluded_until > now) {
    return { reason: 'selfExclusion', until: row.excluded_until };
  }
  if (row.break_until !== null && row.break_until > now)
    return { reason: 'break', until: row.break_until };
  return undefined;
}

const dateOf = (until: number | null | undefined) =>
  until === null || until === undefined ? 'permanently' : `until ${new Date(until).toISOString()}`;

/** A login during an exclusion or a break is refused, naming its end. */
export async function assertMayLogin(platform: Db, memberId: number): Promise<void> {
  const block = await activeBlock(platform, memberId);
  if (!block) return;
  if (block.reason === 'selfExclusion') {
    throw new GatewayError(
      403,
      safer.SAFER_ERROR_CODES.selfExcludedLogin,
      `This account is self-excluded ${dateOf(block.until)}.`,
      block,
    );
  }
  throw new GatewayError(
    403,
    safer.SAFER_ERROR_CODES.breakLogin,
    `This account is taking a break ${dateOf(block.until)}.`,
    block,
  );
}

/** A deposit or a game or lottery launch during an exclusion or a break is refused. */
export async function assertMayPlay(platform: Db, memberId: number): Promise<void> {
  const block = await activeBlock(platform, memberId);
  if (!block) return;
  const what = block.reason === 'break' ? 'taking a break' : 'self-excluded';
  throw new GatewayError(
    403,
    safer.SAFER_ERROR_CODES.blocked,
    `This account is ${what} ${dateOf(block.until)}.`,
    block,
  );
}

/** Deposits that count against a limit since `since`: those paid and those still waiting. */
async function depositedSince(platform: Db, memberId: number, since: number): Promise<number> {
  const rows = await platform.db
    .selectFrom('orders')
    .select('amount_cents')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'DEPOSIT')
    .where('status', 'in', ['PENDING', 'SUCCESS'])
    .where('created_at', '>=', since)
    .execute();
  return rows.reduce((sum, row) => sum + row.amount_cents, 0);
}

export interface LimitState {
  period: Period;
  amountCents: number | null;
  usedCents: number;
  resetsAt: number;
  pending: { amountCents: number | null; effectiveAt: number; confirmable: boolean } | null;
}

/** Each period's limit, what its period has used and any change waiting, day to month. */
export async function limitStates(platform: Db, memberId: number): Promise<LimitState[]> {
  const rows = await findLimits(platform, memberId);
  const now = platform.now();
  return Promise.all(
    safer.DEPOSIT_LIMIT_PERIODS.map(async (period) => {
      const row = rows.find((candidate) => candidate.period === period);
      const { start, end } = periodBounds(period, now);
      return {
        period,
        amountCents: row?.amount_cents ?? null,
        usedCents: await depositedSince(platform, memberId, start),
        resetsAt: end,
        pending:
          row && row.pending === 1 && row.pending_at !== null
            ? {
                amountCents: row.pending_amount_cents,
                effectiveAt: row.pending_at,
                confirmable: now >= row.pending_at,
              }
            : null,
      };
    }),
  );
}

/** The limit that binds: the least left of the set ones, with its period; undefined without limits. */
export function bindingLimit(states: readonly LimitState[]) {
  let binding: { leftCents: number; state: LimitState } | undefined;
  for (const state of states) {
    if (state.amountCents === null) continue;
    const leftCents = Math.max(0, state.amountCents - state.usedCents);
    if (!binding || leftCents < binding.leftCents) binding = { leftCents, state };
  }
  return binding;
}

/**
 * Refuses a deposit during a break or exclusion, or over what the binding limit leaves. Called
 * inside the deposit's member lock, so two deposits at once count each other.
 */
export async function assertMayDeposit(
  platform: Db,
  memberId: number,
  amountCents: number,
): Promise<void> {
  await assertMayPlay(platform, memberId);
  const binding = bindingLimit(await limitStates(platform, memberId));
  if (!binding || amountCents <= binding.leftCents) return;
  const refusal: SaferRefusal = {
    reason: 'depositLimit',
    remaining: binding.leftCents / 100,
    resetsAt: binding.state.resetsAt,
    period: binding.state.period,
  };
  throw new GatewayError(
    403,
    safer.SAFER_ERROR_CODES.depositLimit,
    `Your ${binding.state.period} deposit limit leaves ${(binding.leftCents / 100).toFixed(2)} until ${new Date(binding.state.resetsAt).toISOString()}.`,
    refusal,
  );
}

/**
 * Sets one period's limit (null removes it). A lower limit, or a first one, applies at once and
 * drops any increase waiting; a higher one or a removal waits 24 hours, then for the member's
 * confirmation; the same amount as in force drops what waits.
 */
export async function setDepositLimit(
  platform: Db,
  memberId: number,
  period: Period,
  amountCents: number | null,
): Promise<void> {
  const config = await readSaferConfig(platform);
  if (!config.depositLimits) throw notAvailable();
  await withMemberLocked(platform, memberId, async (locked) => {
    const now = locked.now();
    const row = (await findLimits(locked, memberId)).find(
      (candidate) => candidate.period === period,
    );
    const current = row?.amount_cents ?? null;
    const write = async (values: Omit<LimitRow, 'member_id' | 'period' | 'updated_at'>) => {
      if (row) {
        await locked.db
          .updateTable('safer_limits')
          .set({ ...values, updated_at: now })
          .where('member_id', '=', memberId)
          .where('period', '=', period)
          .execute();
      } else {
        await locked.db
          .insertInto('safer_limits')
          .values({ member_id: memberId, period, ...values, updated_at: now })
          .execute();
      }
    };
    const cleared = { pending: 0, pending_amount_cents: null, pending_at: null };
    if (amountCents !== null && (current === null || amountCents < current)) {
      await write({ amount_cents: amountCents, ...cleared });
      await writeHistory(locked, memberId, { kind: 'depositLimit', period, value: amountCents });
    } else if (amountCents === current) {
      if (row?.pending === 1) {
        await write({ amount_cents: current, ...cleared });
        await writeHistory(locked, memberId, {
          kind: 'depositLimitCancelled',
          period,
          value: current,
        });
      }
    } else {
      const effectiveAt = now + safer.COOLING_OFF_MS;
      await write({
        amount_cents: current,
        pending: 1,
        pending_amount_cents: amountCents,
        pending_at: effectiveAt,
      });
      await writeHistory(locked, memberId, {
        kind: 'depositLimitPending',
        period,
        value: amountCents,
        until: effectiveAt,
      });
    }
  });
}

/** Applies (or, with `confirm` false, drops) an increase or removal whose 24 hours are over. */
export async function confirmDepositLimit(
  platform: Db,
  memberId: number,
  period: Period,
  confirm: boolean,
): Promise<void> {
  await withMemberLocked(platform, memberId, async (locked) => {
    const now = locked.now();
    const row = (await findLimits(locked, memberId)).find(
      (candidate) => candidate.period === period,
    );
    if (!row || row.pending !== 1 || row.pending_at === null) {
      throw new GatewayError(
        409,
        safer.SAFER_ERROR_CODES.notYet,
        'No change of this limit is waiting.',
      );
    }
    if (confirm && now < row.pending_at) {
      throw new GatewayError(
        409,
        safer.SAFER_ERROR_CODES.notYet,
        `This change may be confirmed from ${new Date(row.pending_at).toISOString()}.`,
        { until: row.pending_at },
      );
    }
    await locked.db
      .updateTable('safer_limits')
      .set({
        amount_cents: confirm ? row.pending_amount_cents : row.amount_cents,
        pending: 0,
        pending_amount_cents: null,
        pending_at: null,
        updated_at: now,
      })
      .where('member_id', '=', memberId)
      .where('period', '=', period)
      .execute();
    await writeHistory(locked, memberId, {
      kind: confirm ? 'depositLimitConfirmed' : 'depositLimitCancelled',
      period,
      value: confirm ? row.pending_amount_cents : row.amount_cents,
    });
  });
}

/**
 * The interval in force: a longer one (or off) that has waited its 24 hours counts as in force;
 * without a choice, the brand's required interval.
 */
export function realityOf(row: MemberRow | undefined, now: number, config: SaferGamblingConfig) {
  if (!config.realityCheck) return { minutes: null, pending: null };
  const due =
    row?.reality_pending === 1 && row.reality_pending_at !== null && now >= row.reality_pending_at;
  const chosen = due ? (row?.reality_pending_minutes ?? null) : (row?.reality_minutes ?? null);
  const minutes = chosen ?? config.realityCheckRequiredMinutes;
  const pending =
    row?.reality_pending === 1 && !due && row.reality_pending_at !== null
      ? { minutes: row.reality_pending_minutes, effectiveAt: row.reality_pending_at }
      : null;
  return { minutes, pending };
}

/** A shorter interval applies at once; a longer one, or off, after 24 hours. */
export async function setRealityCheck(
  platform: Db,
  memberId: number,
  minutes: number | null,
): Promise<void> {
  const config = await readSaferConfig(platform);
  if (!config.realityCheck) throw notAvailable();
  const required = config.realityCheckRequiredMinutes;
  if (required !== null && (minutes === null || minutes > required)) {
    throw new GatewayError(
      400,
      'request_param_err',
      `A reality check at least every ${required} minutes is required here.`,
    );
  }
  await withMemberLocked(platform, memberId, async (locked) => {
    const now = locked.now();
    const current = realityOf(await findMemberState(locked, memberId), now, config).minutes;
    if (minutes !== null && (current === null || minutes <= current)) {
      await updateMemberState(locked, memberId, {
        reality_minutes: minutes,
        reality_pending: 0,
        reality_pending_minutes: null,
        reality_pending_at: null,
      });
      await writeHistory(locked, memberId, { kind: 'realityCheck', value: minutes });
      return;
    }
    const effectiveAt = now + safer.COOLING_OFF_MS;
    await updateMemberState(locked, memberId, {
      reality_minutes: current,
      reality_pending: 1,
      reality_pending_minutes: minutes,
      reality_pending_at: effectiveAt,
    });
    await writeHistory(locked, memberId, {
      kind: 'realityCheckPending',
      value: minutes,
      until: effectiveAt,
    });
  });
}

/** A break of `days` from now (the lock is one day): every session of the member ends. */
export async function takeBreak(
  platform: Platform,
  memberId: number,
  days: number,
  kind: 'break' | 'lock',
): Promise<number> {
  const config = await readSaferConfig(platform);
  if (kind === 'break' ? !config.breaks : !config.panicLock) throw notAvailable();
  const until = platform.now() + days * DAY_MS;
  await withMemberLocked(platform, memberId, async (locked) => {
    const state = await memberState(locked, memberId);
    // A break never shortens one already running.
    await updateMemberState(locked, memberId, {
      break_until: Math.max(until, state.break_until ?? 0),
    });
    await writeHistory(locked, memberId, { kind, value: days, until });
  });
  await revokeMemberSessions(platform, memberId);
  return until;
}

/** Self-exclusion from now for the term: not reversible, every session ends. */
export async function selfExclude(
  platform: Platform,
  memberId: number,
  term: safer.SelfExclusionTerm,
): Promise<number | null> {
  const config = await readSaferConfig(platform);
  if (!config.selfExclusion) throw notAvailable();
  const until = exclusionEnd(term, platform.now());
  await withMemberLocked(platform, memberId, async (locked) => {
    const state = await memberState(locked, memberId);
    await updateMemberState(locked, memberId, {
      excluded_permanently: until === null ? 1 : state.excluded_permanently,
      // An exclusion never shortens one already running.
      excluded_until: until === null ? null : Math.max(until, state.excluded_until ?? 0),
    });
    await writeHistory(locked, memberId, { kind: 'selfExclusion', until });
  });
  await revokeMemberSessions(platform, memberId);
  return until;
}

/** The member's whole safer-gambling state, for the status call. */
export async function saferState(platform: Db, memberId: number) {
  const config = await readSaferConfig(platform);
  const now = platform.now();
  const row = await findMemberState(platform, memberId);
  const limits = await limitStates(platform, memberId);
  const block = await activeBlock(platform, memberId);
  const lastLimitChange = await platform.db
    .selectFrom('safer_history')
    .select('created_at')
    .where('member_id', '=', memberId)
    .where('kind', 'in', ['depositLimit', 'depositLimitConfirmed'])
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const hasLimit = limits.some((limit) => limit.amountCents !== null);
  return {
    now,
    limits,
    binding: bindingLimit(limits),
    reality: realityOf(row, now, config),
    breakUntil: block?.reason === 'break' ? (block.until ?? null) : null,
    exclusion:
      block?.reason === 'selfExclusion'
        ? { until: block.until ?? null, permanent: block.until === null }
        : null,
    reviewDueAt: hasLimit && lastLimitChange ? lastLimitChange.created_at + REVIEW_AFTER_MS : null,
  };
}

/** The stakes and wins of the member's bets since `since` (the session's start), in cents. */
export async function sessionFigures(platform: Db, memberId: number, since: number) {
  const rows = await platform.db
    .selectFrom('bets')
    .select(['amount_cents', 'payout_cents'])
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .execute();
  return {
    stakesCents: rows.reduce((sum, row) => sum + row.amount_cents, 0),
    winsCents: rows.reduce((sum, row) => sum + row.payout_cents, 0),
  };
}

/** The member's history, newest first. */
export async function saferHistory(platform: Db, memberId: number) {
  return platform.db
    .selectFrom('safer_history')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}
