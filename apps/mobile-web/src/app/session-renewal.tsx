// Keeps a member's session alive while they use the app (SPEC.md section 4, "Home load": a logged-in
// home load renews the session). The renewal answers the session's new expiry; the next renewal is
// timed from it, so an active member is never logged out mid-session. An expired or revoked session
// answers `login.not.session`, which the gateway layer turns into the usual logout and its message.
import { useRenewSessionMutation } from '@mweb/api-client';
import { selectIsLoggedIn } from '@mweb/api-client/session';
import { useAppSelector } from '@mweb/api-client/store';
import { useEffect } from 'react';

/** The home page and the shell's timer share one renewal's answer. */
export const RENEWAL = { fixedCacheKey: 'session-renewal' } as const;

/** Renew this long before the session would expire, so a slow network still makes it in time. */
export const RENEW_BEFORE_EXPIRY_MS = 2 * 60_000;
/** Never sooner than this after the last renewal, whatever an odd expiry says. */
export const MIN_RENEWAL_GAP_MS = 30_000;

/** The delay until the next renewal, from the expiry the last one answered. */
export function renewalDelay(expiresAt: string, now: number): number {
  const expiry = Date.parse(expiresAt);
  if (Number.isNaN(expiry)) return MIN_RENEWAL_GAP_MS;
  return Math.max(MIN_RENEWAL_GAP_MS, expiry - RENEW_BEFORE_EXPIRY_MS - now);
}

/** The home page's renewal: once per logged-in home load. */
export function useRenewOnHomeLoad(): void {
  const token = useAppSelector(selectIsLoggedIn);
  const [renew] = useRenewSessionMutation(RENEWAL);
  useEffect(() => {
    if (token) void renew();
  }, [token, renew]);
}
