import { Pager as KitPager, type PagerProps } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';

type Props = Pick<PagerProps, 'pageNo' | 'totalPages' | 'onPage'>;

/** The kit's pager in the records' words, with the page of pages between its buttons. */
export function Pager({ pageNo, totalPages, onPage }: Props) {
  const { t } = useTranslation('wallet');
  return (
    <KitPager
      {...{ pageNo, totalPages, onPage }}
      label={t('records.pages')}
      previousLabel={t('records.previous')}
      nextLabel={t('records.next')}
      position={t('records.page_of', { page: pageNo, pages: totalPages })}
    />
  );
}
