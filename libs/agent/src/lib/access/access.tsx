import { RequireLogin, isAgent, selectMemberType, useAppSelector } from '@mweb/api-client';
import { Empty } from '@mweb/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../agent.module.css';

export { RequireLogin };

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
