// Safer gambling has no public payloads: every call here is our definition (I). The rules they
// carry come from the regulators (UKGC RTS 12/13/1 and LCCP 3.5, the MGA's player protection
// directive, GlüStV 2021 sections 6c and 6i, Sweden's Spelpaus); the platform enforces them, the
// app only shows them. Times are epoch milliseconds, amounts the gateway's numbers.
import { z } from 'zod';
import { defineCall } from './call';
import { amount, requestAmount } from './common';
import {
  DEPOSIT_LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  SAFER_HISTORY_KINDS,
  SELF_EXCLUSION_TERMS,
  MAX_BREAK_DAYS,
} from './safer-rules';

// The rules' numbers travel with the calls, for the platform that enforces them.
export * from './safer-rules';

/**
 * Which tools a brand turns on and its market's defaults, in the status answer's
 * `info.saferGambling`. A gateway that leaves it out means every tool on, the session clock and
 * lock off, and no required reality check.
 */
export const saferGamblingConfig = z.object({
  depositLimits: z.boolean(),
  realityCheck: z.boolean(),
  /** The interval a member gets without choosing one, and may not turn off, where the market requires it. */
  realityCheckRequiredMinutes: z.number().int().min(10).max(240).nullable(),
  breaks: z.boolean(),
  selfExclusion: z.boolean(),
  /** GlüStV's one-tap 24-hour lock ("panic button"), shown wherever play starts. */
  panicLock: z.boolean(),
  /** The session's elapsed time and net result in the header. */
  sessionClock: z.boolean(),
  /** Offer setting a deposit limit at registration and before the first deposit. */
  limitPrompts: z.boolean(),
  /** Help organisations an exclusion's refusal links to. */
  helpLinks: z.array(z.object({ name: z.string(), url: z.string() })),
});

export type SaferGamblingConfig = z.infer<typeof saferGamblingConfig>;

/**
 * What a refusal for a safer-gambling reason carries in the failure envelope's `value`, so the app
 * can name the end date, the amount left and when the period resets in the member's language.
 */
export const saferRefusal = z.object({
  reason: z.enum(['break', 'selfExclusion', 'depositLimit']),
  /** When the break or exclusion ends; null for a permanent exclusion. */
  until: z.number().int().nullable().optional(),
  /** What the binding limit still allows. */
  remaining: amount.optional(),
  /** When the binding limit's period starts over. */
  resetsAt: z.number().int().optional(),
  period: z.enum(DEPOSIT_LIMIT_PERIODS).optional(),
});

export type SaferRefusal = z.infer<typeof saferRefusal>;

const depositLimit = z.object({
  period: z.enum(DEPOSIT_LIMIT_PERIODS),
  /** The limit in force; null when none. */
  amount: amount.nullable(),
  /** Deposits counted in the current period. */
  used: amount,
  /** When the current period (a calendar day, week from Monday, month, in UTC) starts over. */
  resetsAt: z.number().int(),
  /** An increase or removal waiting for its 24 hours and then the member's confirmation. */
  pending: z
    .object({ amount: amount.nullable(), effectiveAt: z.number().int(), confirmable: z.boolean() })
    .nullable(),
});

export const saferStatusValue = z.object({
  now: z.number().int(),
  depositLimits: z.array(depositLimit),
  /** What may still be deposited under the lowest binding limit; null without limits. */
  depositRemaining: amount.nullable(),
  realityCheck: z.object({
    /** The interval in force, in minutes; null when off. */
    minutes: z.number().int().nullable(),
    pending: z
      .object({ minutes: z.number().int().nullable(), effectiveAt: z.number().int() })
      .nullable(),
  }),
  breakUntil: z.number().int().nullable(),
  exclusion: z.object({ until: z.number().int().nullable(), permanent: z.boolean() }).nullable(),
  /** When the member should review the limits again (six months after the last change). */
  reviewDueAt: z.number().int().nullable(),
  /** This session: when it began, and the stakes and wins since then. */
  session: z.object({ startedAt: z.number().int(), stakes: amount, wins: amount }),
  /** Whether the member has ever made a deposit that went through (the first-deposit prompt). */
  hasDeposited: z.boolean(),
});

export type SaferStatusValue = z.infer<typeof saferStatusValue>;

/** The member's limits, interval, break or exclusion and this session's figures. */
export const status = defineCall({
  id: 'safer.status',
  method: 'GET',
  path: '/wps/member/safer/status',
  value: saferStatusValue,
  needsToken: true,
  noCache: true,
  evidence: 'I',
});

/**
 * Sets (or removes, with `amount: null`) one period's deposit limit. Lower applies at once; higher
 * or removed waits 24 hours and then for `confirmDepositLimit`.
 */
export const setDepositLimit = defineCall({
  id: 'safer.setDepositLimit',
  method: 'POST',
  path: '/wps/member/safer/depositLimit',
  body: z.object({ period: z.enum(DEPOSIT_LIMIT_PERIODS), amount: requestAmount.nullable() }),
  value: saferStatusValue,
  errors: ['wallet.amount.invalid', 'free_reject'],
  needsToken: true,
  evidence: 'I',
});

/** Confirms a pending increase or removal once its 24 hours are over; `confirm: false` drops it. */
export const confirmDepositLimit = defineCall({
  id: 'safer.confirmDepositLimit',
  method: 'POST',
  path: '/wps/member/safer/depositLimit/confirm',
  body: z.object({ period: z.enum(DEPOSIT_LIMIT_PERIODS), confirm: z.boolean() }),
  value: saferStatusValue,
  errors: ['safer.change.not.due'],
  needsToken: true,
  evidence: 'I',
});

/** The reality-check interval in minutes, or null for off (refused where the brand requires one). */
export const setRealityCheck = defineCall({
  id: 'safer.setRealityCheck',
  method: 'POST',
  path: '/wps/member/safer/realityCheck',
  body: z.object({
    minutes: z
      .number()
      .int()
      .min(REALITY_CHECK_MINUTES.min)
      .max(REALITY_CHECK_MINUTES.max)
      .nullable(),
  }),
  value: saferStatusValue,
  needsToken: true,
  evidence: 'I',
});

/** A break of 1 to 42 days, from now: every session ends, the caller's too. */
export const takeBreak = defineCall({
  id: 'safer.takeBreak',
  method: 'POST',
  path: '/wps/member/safer/break',
  body: z.object({ days: z.number().int().min(1).max(MAX_BREAK_DAYS) }),
  value: z.object({ until: z.number().int() }),
  needsToken: true,
  evidence: 'I',
});

/**
 * Self-exclusion: `confirmed` must be true, the answer to a box the member ticked that says what
 * it means. Not reversible before its end; every session ends.
 */
export const selfExclude = defineCall({
  id: 'safer.selfExclude',
  method: 'POST',
  path: '/wps/member/safer/selfExclusion',
  body: z.object({ term: z.enum(SELF_EXCLUSION_TERMS), confirmed: z.literal(true) }),
  value: z.object({ until: z.number().int().nullable() }),
  needsToken: true,
  evidence: 'I',
});

/** The one-tap 24-hour lock: no confirmation, immediate, ends every session. */
export const panicLock = defineCall({
  id: 'safer.panicLock',
  method: 'POST',
  path: '/wps/member/safer/lock',
  value: z.object({ until: z.number().int() }),
  needsToken: true,
  evidence: 'I',
});

/** Every change of a limit, interval, break or exclusion, newest first. */
export const history = defineCall({
  id: 'safer.history',
  method: 'GET',
  path: '/wps/member/safer/history',
  value: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(SAFER_HISTORY_KINDS),
      at: z.number().int(),
      period: z.enum(DEPOSIT_LIMIT_PERIODS).nullable(),
      /** The limit (an amount), the interval (minutes) or the days; null for none or off. */
      value: z.number().nullable(),
      /** When a break, exclusion or pending change ends or applies. */
      until: z.number().int().nullable(),
    }),
  ),
  needsToken: true,
  evidence: 'I',
});
