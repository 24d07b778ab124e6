import { useLeaveApp } from '@mweb/api-client/leaving';
import { selectSaferGambling } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './safer-help.module.css';

/**
 * The help organisations the brand names (GamCare, BeGambleAware, Spelpaus...), beside a
 * self-exclusion's refusal. Their URLs are the server's: the app's one policy decides at the tap.
 */
export function SaferHelp() {
  const { t } = useTranslation('common');
  const { helpLinks } = useAppSelector(selectSaferGambling);
  const leave = useLeaveApp();
  const introId = useId();
  if (helpLinks.length === 0) return null;
  return (
    <div className={styles['help']}>
      <p id={introId}>{t('safer.help_intro')}</p>
      <ul aria-labelledby={introId} className={styles['list']}>
        {helpLinks.map((link) => (
          <li key={link.url}>
            <button
              type="button"
              className={styles['link']}
              onClick={() => void leave.open(link.url)}
            >
              {link.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
