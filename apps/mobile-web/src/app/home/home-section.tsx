import { Button } from '@mweb/ui-kit';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './home-section.module.css';

export interface HomeSectionProps {
  title: string;
  /** Shown in place of the content when the section's own call failed or answered nonsense. */
  failed?: boolean;
  onRetry?: () => void;
  /** A link or action beside the title (a "more" link). */
  end?: ReactNode;
  children?: ReactNode;
}

/**
 * One section of the home page below the fold, titled for screen readers and sighted users alike.
 * A failed answer is explained here, in this section only, with a retry: the rest of the page
 * goes on without it.
 */
export function HomeSection({ title, failed = false, onRetry, end, children }: HomeSectionProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles['section']}>
      <div className={styles['head']}>
        <h2 id={titleId} className={styles['title']}>
          {title}
        </h2>
        {end}
      </div>
      {failed ? (
        <p className={styles['failure']} role="status">
          <span>{t('home.section_failed')}</span>
          {onRetry ? (
            <Button size="s" variant="secondary" onClick={onRetry}>
              {t('action.retry')}
            </Button>
          ) : null}
        </p>
      ) : (
        children
      )}
    </section>
  );
}
