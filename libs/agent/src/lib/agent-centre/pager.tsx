import { Pager as KitPager, type PagerProps } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';

type Props = Pick<PagerProps, 'pageNo' | 'totalPages' | 'onPage'>;

/** The kit's pager in the agent centre's words: the page it is on is read out with the list's name. */
export function Pager({ pageNo, totalPages, onPage }: Props) {
  const { t } = useTranslation('agent');
  return (
    <KitPager
      {...{ pageNo, totalPages, onPage }}
      label={t('page.label', { pageNo, totalPages })}
      previousLabel={t('page.previous')}
      nextLabel={t('page.next')}
    />
  );
}
