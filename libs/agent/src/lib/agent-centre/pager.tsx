import { Button } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import styles from '../agent.module.css';

interface PagerProps {
  pageNo: number;
  totalPages: number;
  onPage: (pageNo: number) => void;
}

/** Previous and next page, and where we are; nothing when everything fits on one page. */
export function Pager({ pageNo, totalPages, onPage }: PagerProps) {
  const { t } = useTranslation('agent');
  if (totalPages <= 1) return null;
  return (
    <nav className={styles['actions']} aria-label={t('page.label', { pageNo, totalPages })}>
      <Button variant="secondary" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('page.previous')}
      </Button>
      <Button
        variant="secondary"
        disabled={pageNo >= totalPages}
        onClick={() => onPage(pageNo + 1)}
      >
        {t('page.next')}
      </Button>
    </nav>
  );
}
