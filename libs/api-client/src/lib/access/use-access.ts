import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useScreenPaths } from '../screens/screen-link';
import { selectSession } from '../session/session.slice';
import { useAppDispatch, useAppSelector } from '../store/api-client-store';
import { accessRefused, accessVerdict, type ScreenAccess, type TrialRefusal } from './access';

/** The verdict on `access` for the session, as it changes. */
export function useAccessVerdict(access: ScreenAccess) {
  return useAppSelector((state) => accessVerdict(access, selectSession(state)));
}

/**
 * Asks for access: true when the session may. Otherwise false, and a guest goes to /m/login,
 * which brings them back here afterwards (it reads `state.from`); a trial account is refused
 * (`trial`, free_reject by default) and, on a screen (`screen`), sent home; the register prompt
 * leaves the choice to the player. An agent-only screen shows that it is, which the shell draws.
 */
export function useAccess(screen = false): (access: ScreenAccess, trial?: TrialRefusal) => boolean {
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const pathTo = useScreenPaths();
  return useCallback(
    (access, trial = 'free_reject') => {
      const verdict = accessVerdict(access, session);
      if (verdict === 'login') {
        const login = pathTo('login');
        if (login) void navigate(login, { replace: screen, state: { from: pathname + search } });
      } else if (verdict === 'trial') {
        dispatch(accessRefused(trial));
        // The screen is never drawn for a trial account: refused, then home.
        if (screen && trial !== 'register') void navigate(pathTo('home'), { replace: true });
      }
      return verdict === 'open';
    },
    [session, dispatch, navigate, pathname, search, pathTo, screen],
  );
}
