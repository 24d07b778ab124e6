import {
  isAgent,
  selectIsLoggedIn,
  selectMemberType,
  useAppSelector,
  useScreenPath,
} from '@mweb/api-client';
import { Empty } from '@mweb/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import styles from '../agent.module.css';

/**
 * A screen for logged-in members: a guest goes to /m/login, which brings them back (the login
 * screen reads `state.from`, as auth's own guard sets it; features cannot import each other).
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

/** A screen for agents (types 1 and 2); anyone else logged in is told it is for agents only. */
export function RequireAgent({ children }: { children: ReactNode }) {
  return (
    <RequireLogin>
      <AgentsOnly>{children}</AgentsOnly>
    </RequireLogin>
  );
}

function AgentsOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('agent');
  const memberType = useAppSelector(selectMemberType);
  if (isAgent(memberType)) return children;
  return (
    <main className={styles['page']}>
      <Empty title={t('agents_only')} />
    </main>
  );
}
