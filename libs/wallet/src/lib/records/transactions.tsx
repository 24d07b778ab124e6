import { useTransactionsQuery } from '@mweb/api-client';
import { useTranslation } from 'react-i18next';
import styles from '../wallet.module.css';
import { dateTimeText } from '../deposit/deposit-records';
import { MoneyText } from '../money/money-text';
import { rangeQuery, type DayRange } from './record-range';
import { ListPager, QueryState } from '@mweb/ui-connected';

const PAGE_SIZE = 20;

export interface TransactionsProps {
  days: DayRange;
  pageNo: number;
  symbol: string;
  onPage: (pageNo: number) => void;
}

/** The wallet's transaction details in the range: every money change and the balance after it. */
export function Transactions({ days, pageNo, symbol, onPage }: TransactionsProps) {
  const { t } = useTranslation('wallet');
  const range = rangeQuery(days);
  const query = {
    pageNo,
    pageSize: PAGE_SIZE,
    ...(range.ok ? { startDate: range.startDate, endDate: range.endDate } : {}),
  };
  const transactions = useTransactionsQuery(query, { skip: !range.ok });
  if (!range.ok) return null;
  return (
    <section className={styles['section']} aria-label={t('records.source_transactions')}>
      <QueryState count={2} query={transactions} isEmpty={(page) => page.content.length === 0}>
        {(page) => (
          <>
            <ul className={styles['records']}>
              {page.content.map((row) => (
                <li key={row.id} className={styles['record']}>
                  <span className={styles['record-main']}>
                    <span className={styles['record-name']}>{t(`records.kind.${row.kind}`)}</span>
                    <MoneyText amount={row.amount} symbol={symbol} />
                  </span>
                  <span className={styles['record-detail']}>
                    {t('records.balance_after')}{' '}
                    <MoneyText amount={row.balanceAfter} symbol={symbol} /> ·{' '}
                    <time dateTime={row.createdAt}>{dateTimeText(row.createdAt)}</time>
                    {row.remark ? ` · ${row.remark}` : ''}
                  </span>
                </li>
              ))}
            </ul>
            <ListPager pageNo={pageNo} totalPages={page.totalPages} onPage={onPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}
