import type { SaferGamblingConfig } from '@mweb/api-contract';
import type { SiteState } from './site.slice';

/**
 * A gateway that says nothing of safer gambling: every tool a member may use on, the session
 * clock and the lock (which a brand turns on) off, no required reality check. Apart from the
 * slice, so that only the screens that read it carry it, not the first load.
 */
const SAFER_GAMBLING_DEFAULT: SaferGamblingConfig = {
  depositLimits: true,
  realityCheck: true,
  realityCheckRequiredMinutes: null,
  breaks: true,
  selfExclusion: true,
  panicLock: false,
  sessionClock: false,
  limitPrompts: true,
  helpLinks: [],
};

/** Which safer-gambling tools the brand turns on, and its market's defaults. */
export const selectSaferGambling = (state: { site: SiteState }): SaferGamblingConfig =>
  state.site.saferGambling ?? SAFER_GAMBLING_DEFAULT;
