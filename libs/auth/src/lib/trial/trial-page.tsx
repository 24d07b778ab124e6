import { ScreenLink } from '@mweb/api-client/screens';
import { Button, Empty, Skeleton } from '@mweb/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../forms/form.module.css';
import { useStartTrial } from './use-start-trial';

/** /m/trail: starts free play at once; a trial session already here goes straight home. */
export function TrialPage() {
  const { t } = useTranslation(['auth', 'common']);
  const startTrial = useStartTrial();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const start = async () => {
    setFailed(false);
    if (!(await startTrial())) setFailed(true);
  };

  useEffect(() => {
    // Once per visit, even where React runs effects twice to check them.
    if (started.current) return;
    started.current = true;
    void start();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- started on arrival only
  }, []);

  return (
    <main className={styles['page']}>
      {failed ? (
        <Empty
          title={t('common:status.failed')}
          action={
            <div className={styles['links']}>
              <Button onClick={() => void start()}>{t('common:action.retry')}</Button>
              <ScreenLink className={styles['link']} screen="home">
                {t('common:menu.home')}
              </ScreenLink>
            </div>
          }
        />
      ) : (
        <Skeleton shape="text" count={3} label={t('common:status.please_wait')} />
      )}
    </main>
  );
}
