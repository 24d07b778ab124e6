import { useDepositRecordsQuery } from '@mweb/api-client';
import { useTranslation } from 'react-i18next';
import styles from '../wallet.module.css';
import { MoneyText } from '../money/money-text';
import { QueryState } from '@mweb/ui-connected';

/** The member's deposits, newest first, with their statuses. */
export function DepositRecords({ symbol }: { symbol: string }) {
  const { t } = useTranslation('wallet');
  const records = useDepositRecordsQuery({ pageNo: 1, pageSize: 25 });
  return (
    <section aria-labelledby="deposit-records" className={styles['section']}>
      <h2 id="deposit-records" className={styles['heading']}>
        {t('deposit.records')}
      </h2>
      <QueryState count={2} query={records} isEmpty={(page) => page.content.length === 0}>
        {(page) => <OrderList orders={page.content} symbol={symbol} />}
      </QueryState>
    </section>
  );
}

/** Deposit or withdrawal orders: amount, status, order id and time. */
export function OrderList({
  orders,
  symbol,
}: {
  orders: readonly { orderId: string; amount: number; status: string; createdAt: string }[];
  symbol: string;
}) {
  const { t } = useTranslation('wallet');
  return (
    <ul className={styles['records']}>
      {orders.map((order) => (
        <li key={order.orderId} className={styles['record']}>
          <span className={styles['record-main']}>
            <MoneyText amount={order.amount} symbol={symbol} />
            <span data-status={order.status} className={styles['status']}>
              {t(`status.${order.status}`)}
            </span>
          </span>
          <span className={styles['record-detail']}>
            {order.orderId} ·{' '}
            <time dateTime={order.createdAt}>{dateTimeText(order.createdAt)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A record's time as `yyyy-mm-dd hh:mm` in the member's time zone. */
export function dateTimeText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
