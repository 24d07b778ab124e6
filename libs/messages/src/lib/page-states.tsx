import { Button, Empty, Skeleton } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import styles from './messages.module.css';

/** A screen waiting for its first answer. */
export function Loading() {
  const { t } = useTranslation('common');
  return (
    <main className={styles['page']}>
      <Skeleton shape="text" count={6} label={t('status.loading')} />
    </main>
  );
}

/** A screen whose answer failed: the member can try again. */
export function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <main className={styles['page']}>
      <Empty
        title={t('errors:network')}
        action={<Button onClick={onRetry}>{t('common:action.retry')}</Button>}
      />
    </main>
  );
}
