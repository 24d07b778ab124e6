// What the safer-gambling screens' tests share: the screen test kit with the safer-gambling
// dictionary and ui-kit's notices.
import type { SaferStatusValue } from '@mweb/api-client';
import { setUpScreenTests as setUpKit } from '@mweb/api-client/screen-tests';
import { NoticeProvider } from '@mweb/ui-kit';

export { GATEWAY, locationText, renderScreen } from '@mweb/api-client/screen-tests';

/** MSW with the contract's fixtures, the safer-gambling dictionary and the notices. */
export const setUpScreenTests = () =>
  setUpKit({ namespaces: ['safer-gambling'], wrap: NoticeProvider });

/** A member's status as the platform answers it: a daily limit of 100 with a raise to 200 waiting. */
export function memberStatus(now = Date.UTC(2026, 10, 25, 10)): SaferStatusValue {
  const hour = 3_600_000;
  return {
    now,
    depositLimits: [
      {
        period: 'day',
        amount: 100,
        used: 40,
        resetsAt: now + 14 * hour,
        pending: { amount: 200, effectiveAt: now + 20 * hour, confirmable: false },
      },
      { period: 'week', amount: null, used: 40, resetsAt: now + 110 * hour, pending: null },
      { period: 'month', amount: null, used: 40, resetsAt: now + 134 * hour, pending: null },
    ],
    depositRemaining: 60,
    realityCheck: { minutes: 30, pending: null },
    breakUntil: null,
    exclusion: null,
    reviewDueAt: null,
    session: { startedAt: now - hour, stakes: 25, wins: 10 },
    hasDeposited: true,
  };
}
