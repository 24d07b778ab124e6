// The safer-gambling rules' numbers and names, zod-free so the client's bundle can read them
// (the schemas in safer.ts use them too). Our definition (I).

/** The periods a deposit limit covers; the lowest amount left of the set ones binds. */
export const DEPOSIT_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/** The self-exclusion terms a member may choose. */
export const SELF_EXCLUSION_TERMS = ['6m', '1y', '5y', 'permanent'] as const;
export type SelfExclusionTerm = (typeof SELF_EXCLUSION_TERMS)[number];

/** The reality-check interval's bounds, in minutes (10 minutes to 4 hours). */
export const REALITY_CHECK_MINUTES = { min: 10, max: 240 } as const;

/** The longest break a member may take, in days (six weeks). */
export const MAX_BREAK_DAYS = 42;

/** How long an increase (of a limit or a reality-check interval) waits before it may apply. */
export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;

export const SAFER_HISTORY_KINDS = [
  'depositLimit',
  'depositLimitPending',
  'depositLimitConfirmed',
  'depositLimitCancelled',
  'realityCheck',
  'realityCheckPending',
  'break',
  'lock',
  'selfExclusion',
] as const;

/** Codes of the refusals: the family's for an exclusion at login, our own for the rest. */
export const SAFER_ERROR_CODES = {
  selfExcludedLogin: 'login_blocked_by_self_exclusion',
  breakLogin: 'login_blocked_by_break',
  blocked: 'safer.blocked',
  depositLimit: 'safer.deposit.limit.exceeded',
  notYet: 'safer.change.not.due',
} as const;
