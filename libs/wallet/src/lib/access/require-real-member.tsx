import {
  selectIsLoggedIn,
  selectMemberType,
  useAppSelector,
  useScreenPath,
} from '@mweb/api-client';
import { useNotice } from '@mweb/ui-kit';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { depositDecision } from '../deposit-entry';

/** How long a trial account's refusal shows (SPEC.md section 9: 2 s). */
const REFUSAL_MS = 2_000;

/**
 * A money screen for real members (deposit, withdraw, cashback), by the deposit entry's rule: a
 * guest logs in first and comes back (the login screen reads `state.from`, as auth's guard sets
 * it; features cannot import each other), a trial account is refused with the spec's message.
 */
export function RequireRealMember({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const memberType = useAppSelector(selectMemberType);
  const decision = depositDecision(loggedIn ? { memberType } : null);
  if (decision.kind === 'open') return children;
  if (decision.kind === 'refuse') return <RefuseTrial />;
  return <ToLogin />;
}

/** A screen of the member's own records, which a trial account has too: guests log in first. */
export function RequireMember({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return loggedIn ? children : <ToLogin />;
}

/** To the login screen, which brings the member back here afterwards. */
function ToLogin() {
  const location = useLocation();
  const login = useScreenPath('login');
  return login ? (
    <Navigate to={login} replace state={{ from: `${location.pathname}${location.search}` }} />
  ) : null;
}

function RefuseTrial() {
  const { t } = useTranslation('wallet');
  const notice = useNotice();
  const navigate = useNavigate();
  const home = useScreenPath('home');
  // The screen is never drawn for a trial account: refused, then home.
  useEffect(() => {
    notice.info(t('trial_deposit_refused'), { duration: REFUSAL_MS });
    void navigate(home, { replace: true });
  }, [notice, navigate, t, home]);
  return null;
}
