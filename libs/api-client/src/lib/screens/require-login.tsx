import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../store/api-client-store';
import { selectIsLoggedIn } from '../session/session.slice';
import { useScreenPath } from './screen-link';

/**
 * A screen for logged-in members, for the features that cannot import auth's guard: a guest goes
 * to /m/login, which brings them back (the login screen reads `state.from`, as auth's guard sets it).
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  const login = useScreenPath('login');
  if (loggedIn) return children;
  return login ? (
    <Navigate to={login} replace state={{ from: `${location.pathname}${location.search}` }} />
  ) : null;
}
