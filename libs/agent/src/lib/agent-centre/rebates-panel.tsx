import { useDownlineRebatesQuery } from '@mweb/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from './paged-table';

const PAGE_SIZE = 30;

/** The rebate rates the downline has, per member and game category. */
export function RebatesPanel() {
  const { t } = useTranslation('agent');
  const [pageNo, setPageNo] = useState(1);
  const rebates = useDownlineRebatesQuery({ pageNo, pageSize: PAGE_SIZE });
  return (
    <PagedTable
      label={t('centre.tab.rebates')}
      caption={t('rebates.caption')}
      emptyTitle={t('downline.empty')}
      query={rebates}
      columns={[
        { header: t('rebates.member'), cell: (row) => row.userName },
        { header: t('rebates.category'), cell: (row) => row.gameCategory },
        { header: t('rebates.rate'), cell: (row) => `${row.ratePercent}%` },
      ]}
      rowKey={(row) => `${row.userName}-${row.gameCategory}`}
      onPage={setPageNo}
    />
  );
}
