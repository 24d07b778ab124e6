// The shell's renewal timer, in its own chunk: it loads once the page has shown its first content,
// as a home load's own renewal (session-renewal.tsx) has started by then.
import { useRenewSessionMutation } from '@mweb/api-client';
import { selectIsLoggedIn } from '@mweb/api-client/session';
import { useAppSelector } from '@mweb/api-client/store';
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { RENEWAL, renewalDelay } from './session-renewal';

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
