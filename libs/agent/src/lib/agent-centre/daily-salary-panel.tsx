import { useDailySalaryRecordsQuery } from '@mweb/api-client';
import { formatAmount } from '@mweb/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from './paged-table';

const PAGE_SIZE = 30;

/** The daily-salary records: each day's team turnover and the salary it earned. */
export function DailySalaryPanel() {
  const { t } = useTranslation('agent');
  const [pageNo, setPageNo] = useState(1);
  const records = useDailySalaryRecordsQuery({ pageNo, pageSize: PAGE_SIZE });
  return (
    <PagedTable
      label={t('centre.tab.salary')}
      caption={t('salary.caption')}
      emptyTitle={t('salary.empty')}
      query={records}
      columns={[
        { header: t('salary.date'), cell: (row) => row.date },
        { header: t('salary.turnover'), cell: (row) => formatAmount(row.turnover) },
        { header: t('salary.salary'), cell: (row) => formatAmount(row.salary) },
      ]}
      rowKey={(row) => row.date}
      onPage={setPageNo}
    />
  );
}
