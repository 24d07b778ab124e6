import { selectIsLoggedIn, selectIsTrial, useAppSelector, useScreenPath } from '@mweb/api-client';
import { useNotice } from '@mweb/ui-kit';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';

/** How long a trial account's refusal shows (free_reject: 2 s, SPEC.md section 9). */
export const REFUSAL_NOTICE_MS = 2_000;

/**
 * For the inbox and live chat (SPEC.md section 4): true for a real member; a guest goes to
 * /m/login, which brings them back here (it reads `state.from`); a trial account is told
 * free_reject for 2 s and stays where it is.
 */
export function useRequireRealMember(): () => boolean {
  const { t } = useTranslation('common');
  const notice = useNotice();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const trial = useAppSelector(selectIsTrial);
  const login = useScreenPath('login');
  return useCallback(() => {
    if (!loggedIn) {
      if (login) void navigate(login, { state: { from: `${pathname}${search}` } });
      return false;
    }
    if (!trial) return true;
    notice.info(t('free_reject'), { duration: REFUSAL_NOTICE_MS });
    return false;
  }, [loggedIn, trial, login, navigate, pathname, search, notice, t]);
}

/**
 * A screen for real members (the inbox): a guest is sent to /m/login and brought back after; a
 * trial account is refused with free_reject for 2 s and sent to the home page, never shown it.
 */
export function RealMembersOnly({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const trial = useAppSelector(selectIsTrial);
  const location = useLocation();
  const login = useScreenPath('login');
  if (!loggedIn) {
    return login ? (
      <Navigate to={login} replace state={{ from: `${location.pathname}${location.search}` }} />
    ) : null;
  }
  return trial ? <RefuseTrial /> : children;
}

function RefuseTrial() {
  const { t } = useTranslation('common');
  const notice = useNotice();
  const navigate = useNavigate();
  const home = useScreenPath('home');
  useEffect(() => {
    notice.info(t('free_reject'), { duration: REFUSAL_NOTICE_MS });
    if (home) void navigate(home, { replace: true });
  }, [notice, navigate, t, home]);
  return null;
}
