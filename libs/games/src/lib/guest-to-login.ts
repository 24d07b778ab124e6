import { selectIsLoggedIn, useAppSelector, useScreenPath } from '@mweb/api-client';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * For actions a guest may not take (launching, favouriting: SPEC.md section 6): true when logged
 * in; otherwise the guest goes to /m/login, which brings them back here afterwards.
 */
export function useRequireLogin(): () => boolean {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const login = useScreenPath('login');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    if (loggedIn) return true;
    if (login) void navigate(login, { state: { from: `${pathname}${search}` } });
    return false;
  }, [loggedIn, login, navigate, pathname, search]);
}
