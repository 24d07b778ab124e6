import { useAffiliateUrlsQuery } from '@mweb/api-client';
import { Button } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import styles from '../agent.module.css';
import { useCopy } from '../invite/use-copy';
import { QueryState } from '@mweb/ui-connected';

/** The agent's invitation links, with how many registered through each. */
export function AffiliateUrlsPanel() {
  const { t } = useTranslation('agent');
  const copy = useCopy();
  const urls = useAffiliateUrlsQuery();
  return (
    <section className={styles['card']} aria-label={t('centre.tab.links')}>
      <QueryState query={urls} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ul className={styles['list']}>
            {list.map((entry) => (
              <li key={entry.url} className={styles['card']}>
                <p className={styles['link']}>{entry.url}</p>
                <p className={styles['muted']}>
                  {t('links.registrations', { count: entry.registrations })}
                </p>
                <Button variant="secondary" onClick={() => copy(entry.url)}>
                  {t('invite.copy_link')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
