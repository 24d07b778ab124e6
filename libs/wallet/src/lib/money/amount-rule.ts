import { parseAmountText, type AmountTextProblem, type Minor } from '@mweb/api-client/money';

/** The bounds an amount must keep, in minor units. */
export interface AmountLimits {
  min: Minor;
  max: Minor;
  /** What the member can spend (a withdrawal), when it bounds the amount. */
  available?: Minor;
}

/** Why an amount is refused: its text, or a bound it breaks. */
export type AmountProblem = AmountTextProblem | 'below_min' | 'above_max' | 'above_available';

export type AmountCheck = { ok: true; units: Minor } | { ok: false; problem: AmountProblem };

/**
 * The amount field's rule (deposit and withdraw): at most two decimals, no sign, at least the
 * minimum, at most the maximum and what is available. All in minor units: no float compares.
 */
export function checkAmount(text: string, limits: AmountLimits): AmountCheck {
  const parsed = parseAmountText(text);
  if ('problem' in parsed) return { ok: false, problem: parsed.problem };
  const { units } = parsed;
  if (units === 0 || units < limits.min) return { ok: false, problem: 'below_min' };
  if (units > limits.max) return { ok: false, problem: 'above_max' };
  if (limits.available !== undefined && units > limits.available)
    return { ok: false, problem: 'above_available' };
  return { ok: true, units };
}

/** The fee on an amount at a rate in basis points, rounded half up to the cent. */
export function feeOf(units: Minor, basisPoints: number): Minor {
  return Math.floor((units * basisPoints + 5_000) / 10_000) as Minor;
}
