/** Why a rebate rate is refused before it is sent. */
export type RebateRefusal = 'not_a_rate' | 'above_quota';

export type RebateCheck = { ok: true; ratePercent: number } | { ok: false; refusal: RebateRefusal };

/** A rate as typed: a non-negative percentage with at most two decimals. */
const RATE = /^\d{1,3}(?:\.\d{1,2})?$/;

/**
 * Whether an agent may give a downline this rebate rate: a percentage with at most two decimals,
 * and no more than the agent's own quota for the category. Compared in hundredths of a percent,
 * so that 1.2 against a quota of 1.2 is never refused by a rounding error. The platform holds the
 * same limit.
 */
export function checkRebate(typed: string, quotaPercent: number): RebateCheck {
  const text = typed.trim();
  if (!RATE.test(text)) return { ok: false, refusal: 'not_a_rate' };
  const hundredths = Math.round(Number(text) * 100);
  if (hundredths > Math.round(quotaPercent * 100)) return { ok: false, refusal: 'above_quota' };
  return { ok: true, ratePercent: hundredths / 100 };
}
