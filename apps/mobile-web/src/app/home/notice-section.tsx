import { useAnnouncementsQuery } from '@mweb/api-client';
import { ScreenLink } from '@mweb/api-client/screens';
import { selectMerchantCode } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { useTranslation } from 'react-i18next';
import { HomeSection } from './home-section';
import styles from './home-section.module.css';

/** How many of the latest announcements the section lists. */
export const NOTICE_ROWS = 3;

/**
 * The notice section: the latest announcements, each leading to /m/notice. It asks what the
 * marquee asks, so the cache answers both with one call.
 */
export function HomeNoticeSection() {
  const { t } = useTranslation('common');
  const merchantCode = useAppSelector(selectMerchantCode);
  const { data, isError, refetch } = useAnnouncementsQuery({
    types: 'PL',
    platform: 'M',
    merchantCode,
  });
  const latest = (data ?? []).slice(0, NOTICE_ROWS);
  return (
    <HomeSection
      title={t('home.notice')}
      failed={isError}
      onRetry={() => void refetch()}
      end={
        <ScreenLink screen="notice" className={styles['link']}>
          {t('home.more')}
        </ScreenLink>
      }
    >
      {data !== undefined && latest.length === 0 ? (
        <p className={styles['muted']}>{t('home.no_announcement')}</p>
      ) : (
        <ul className={styles['list']}>
          {latest.map((item) => (
            <li key={item.id} className={styles['row']}>
              <ScreenLink screen="notice" className={`${styles['link']} ${styles['ellipsis']}`}>
                <span className={styles['ellipsis']}>{item.title}</span>
              </ScreenLink>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
