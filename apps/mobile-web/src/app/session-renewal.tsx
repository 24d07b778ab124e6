// Keeps a member's session alive while they use the app (SPEC.md section 4, "Home load": a logged-in
// home load renews the session). The renewal answers the session's new expiry; the next renewal is
// timed from it, so an active member is never logged out mid-session. An expired or revoked session
// answers `login.not.session`, which the gateway layer turns into the usual logout and its message.
import { useRenewSessionMutation } from '@mweb/api-client';
import { selectIsLoggedIn } from '@mweb/api-client/session';
import { useAppSelector } from '@mweb/api-client/store';
import { useEffect } from 'react';
import { useStore } from 'react-redux';

/** The home page and the shell's timer share one renewal's answer. */
const RENEWAL = { fixedCacheKey: 'session-renewal' } as const;

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

/**
 * The shell's renewal timer: renews when a session starts on a screen other than home (a link
 * opened, a login), then again before each expiry the last renewal answered. Renders nothing.
 */
export function SessionRenewal() {
  const token = useAppSelector(selectIsLoggedIn);
  const store = useStore<{ api: { mutations: Record<string, unknown> } }>();
  const [renew, { data }] = useRenewSessionMutation(RENEWAL);
  useEffect(() => {
    if (!token) return;
    // A tick later, so that a home load's own renewal, started in the same commit, is seen and
    // the session is not renewed twice.
    const timer = setTimeout(() => {
      if (store.getState().api.mutations[RENEWAL.fixedCacheKey] === undefined) void renew();
    }, 0);
    return () => clearTimeout(timer);
  }, [token, store, renew]);
  const expiresAt = data?.expiresAt;
  useEffect(() => {
    if (!token || !expiresAt) return;
    const timer = setTimeout(() => void renew(), renewalDelay(expiresAt, Date.now()));
    return () => clearTimeout(timer);
  }, [token, expiresAt, renew]);
  return null;
}
