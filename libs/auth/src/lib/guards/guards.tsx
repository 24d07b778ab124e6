// The guards other features reuse (SPEC.md sections 4, 6 and 8): what a guest is sent to, and what
// a trial account is told, when they reach for something that needs more.
import { selectIsLoggedIn, selectIsTrial, useAppSelector, useScreenPath } from '@mweb/api-client';
import { useNotice } from '@mweb/ui-kit';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';

/** How long a trial account's refusal shows (in_logged_login and free_reject: 2 s). */
export const REFUSAL_NOTICE_MS = 2_000;

/** The two refusals a trial account meets: most actions, and deposits (SPEC.md section 8). */
export type TrialRefusal = 'free_reject' | 'deposit';

const REFUSAL_KEYS: Record<TrialRefusal, string> = {
  free_reject: 'common:free_reject',
  deposit: 'errors:trial_restricted',
};

/** The login screen's state that brings the member back here afterwards. */
export function loginState(location: { pathname: string; search: string }): { from: string } {
  return { from: `${location.pathname}${location.search}` };
}

export interface MemberGuards {
  /** True when logged in; otherwise sends the guest to /m/login and returns false. */
  requireLogin: () => boolean;
  /** True for a real member; a guest goes to /m/login, a trial account is refused. */
  requireRealMember: (refusal?: TrialRefusal) => boolean;
}

/** Guards for actions (a tap on a favourite, the deposit button). */
export function useMemberGuards(): MemberGuards {
  const { t } = useTranslation(['common', 'errors']);
  const navigate = useNavigate();
  const location = useLocation();
  const notice = useNotice();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const trial = useAppSelector(selectIsTrial);
  const login = useScreenPath('login');
  const requireLogin = () => {
    if (loggedIn) return true;
    if (login) void navigate(login, { state: loginState(location) });
    return false;
  };
  return {
    requireLogin,
    requireRealMember: (refusal = 'free_reject') => {
      if (!requireLogin()) return false;
      if (!trial) return true;
      notice.info(t(REFUSAL_KEYS[refusal]), { duration: REFUSAL_NOTICE_MS });
      return false;
    },
  };
}

/** A screen for logged-in members only: a guest is sent to /m/login and brought back after. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  const login = useScreenPath('login');
  if (loggedIn) return children;
  return login ? <Navigate to={login} replace state={loginState(location)} /> : null;
}

/** A screen for real members only: a guest logs in first, a trial account is refused and sent home. */
export function RequireRealMember({ children }: { children: ReactNode }) {
  const trial = useAppSelector(selectIsTrial);
  return <RequireLogin>{trial ? <RefuseTrial /> : children}</RequireLogin>;
}

function RefuseTrial() {
  const { t } = useTranslation('common');
  const notice = useNotice();
  const navigate = useNavigate();
  const home = useScreenPath('home');
  // The screen itself is never drawn for a trial account: refused, then home.
  useEffect(() => {
    notice.info(t('free_reject'), { duration: REFUSAL_NOTICE_MS });
    void navigate(home, { replace: true });
  }, [notice, navigate, t, home]);
  return null;
}
