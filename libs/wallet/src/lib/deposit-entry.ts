import { isTrial, type ScreenName } from '@mweb/api-client';

/** Where the deposit entry leads (SPEC.md section 4, "Deposit button"). */
export type DepositDecision =
  | { kind: 'login' }
  | { kind: 'refuse'; message: 'trial_deposit_refused' }
  | { kind: 'open'; screen: ScreenName };

/**
 * Guests log in first; a free-trial account is refused ("Please login an actual account to use this
 * function"); a real member opens the deposit screen.
 */
export function depositDecision(session: { memberType: unknown } | null): DepositDecision {
  if (!session) return { kind: 'login' };
  if (isTrial(session.memberType)) return { kind: 'refuse', message: 'trial_deposit_refused' };
  return { kind: 'open', screen: 'voucherCenter' };
}
