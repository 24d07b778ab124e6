import { Pager } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';

export interface ListPagerProps {
  /** The page shown, from 1. */
  pageNo: number;
  /** How many pages the list has; nothing shows for one. */
  totalPages: number;
  /** Asked for the page to show next. */
  onPage: (pageNo: number) => void;
}

/** The one pager of paged lists, in one set of words: "Previous", "Next" and "2 / 5". */
export function ListPager({ pageNo, totalPages, onPage }: ListPagerProps) {
  const { t } = useTranslation('common');
  return (
    <Pager
      pageNo={pageNo}
      totalPages={totalPages}
      onPage={onPage}
      label={t('pagination.label')}
      previousLabel={t('action.previous')}
      nextLabel={t('action.next')}
      position={t('pagination.page', { current: pageNo, total: totalPages })}
    />
  );
}
