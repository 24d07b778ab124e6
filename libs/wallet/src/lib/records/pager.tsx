import { Button } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import styles from '../wallet.module.css';

/** Previous and next, when there is more than one page. */
export function Pager({
  pageNo,
  totalPages,
  onPage,
}: {
  pageNo: number;
  totalPages: number;
  onPage: (pageNo: number) => void;
}) {
  const { t } = useTranslation('wallet');
  if (totalPages <= 1) return null;
  return (
    <nav className={styles['pager']} aria-label={t('records.pages')}>
      <Button variant="secondary" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('records.previous')}
      </Button>
      <span>{t('records.page_of', { page: pageNo, pages: totalPages })}</span>
      <Button
        variant="secondary"
        disabled={pageNo >= totalPages}
        onClick={() => onPage(pageNo + 1)}
      >
        {t('records.next')}
      </Button>
    </nav>
  );
}
