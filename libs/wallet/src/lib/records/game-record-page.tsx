import {
  useBalanceQuery,
  useOrdersQuery,
  useThirdPartyRecordsQuery,
  type Order,
} from '@mweb/api-client';
import { formatMinor } from '@mweb/api-client/money';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@mweb/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../wallet.module.css';
import { dateTimeText } from '../deposit/deposit-records';
import { MoneyText } from '../money/money-text';
import { OrderDetail } from './order-detail';
import { initialFilter, RecordFilters, type RecordFilter } from './record-filters';
import { Transactions } from './transactions';
import { rangeQuery } from './record-range';
import { winLossOf } from './win-loss';
import { ListPager, QueryState } from '@mweb/ui-connected';

const PAGE_SIZE = 20;

type Source = 'orders' | 'thirdParty' | 'transactions';

const SOURCES: readonly Source[] = ['orders', 'thirdParty', 'transactions'];

/** The tab a link asks for (`?tab=transactions` from the member centre), else the orders. */
const sourceOf = (tab: string | null): Source =>
  SOURCES.find((source) => source === tab) ?? 'orders';

/** /m/gameRecord: the member's betting records, filtered, summed, and each order's detail. */
export function GameRecordPage() {
  const { t } = useTranslation('wallet');
  const symbol = useBalanceQuery().data?.currencySymbol ?? '￥';
  const [params] = useSearchParams();
  const [source, setSource] = useState<Source>(() => sourceOf(params.get('tab')));
  const [filter, setFilter] = useState<RecordFilter>(() => initialFilter(new Date()));
  const [pageNo, setPageNo] = useState(1);
  const [opened, setOpened] = useState<string>();
  return (
    <main className={styles['page']}>
      <Tabs
        label={t('records.source')}
        // Three long labels do not fit a 320 px phone side by side: they scroll.
        layout="scroll"
        items={[
          { id: 'orders', label: t('records.source_orders') },
          { id: 'thirdParty', label: t('records.source_third_party') },
          { id: 'transactions', label: t('records.source_transactions') },
        ]}
        selectedId={source}
        onSelect={(id) => {
          setSource(sourceOf(id));
          setPageNo(1);
        }}
      >
        <RecordFilters
          value={filter}
          games={source !== 'transactions'}
          onChange={(next) => {
            setFilter(next);
            setPageNo(1);
          }}
        />
        {source === 'transactions' ? (
          <Transactions days={filter.days} pageNo={pageNo} symbol={symbol} onPage={setPageNo} />
        ) : (
          <Records
            source={source}
            filter={filter}
            pageNo={pageNo}
            symbol={symbol}
            onPage={setPageNo}
            onOpen={setOpened}
          />
        )}
      </Tabs>
      {opened ? (
        <OrderDetail orderId={opened} symbol={symbol} onClose={() => setOpened(undefined)} />
      ) : null}
    </main>
  );
}

interface RecordsProps {
  source: Exclude<Source, 'transactions'>;
  filter: RecordFilter;
  pageNo: number;
  symbol: string;
  onPage: (pageNo: number) => void;
  onOpen: (orderId: string) => void;
}

/** The summary and one page of orders of the filter; nothing is asked while the range is invalid. */
function Records({ source, filter, pageNo, symbol, onPage, onOpen }: RecordsProps) {
  const { t } = useTranslation('wallet');
  const range = rangeQuery(filter.days);
  const query = {
    pageNo,
    pageSize: PAGE_SIZE,
    ...(range.ok ? { startDate: range.startDate, endDate: range.endDate } : {}),
    ...(filter.category ? { gameCategory: filter.category } : {}),
    ...(filter.vendor ? { vendor: filter.vendor } : {}),
  };
  const skip = !range.ok;
  const orders = useOrdersQuery(query, { skip: skip || source !== 'orders' });
  const thirdParty = useThirdPartyRecordsQuery(query, { skip: skip || source !== 'thirdParty' });
  if (skip) return null;
  return (
    <section className={styles['section']} aria-label={t('records.list')}>
      <QueryState count={2} query={source === 'orders' ? orders : thirdParty}>
        {(page) => (
          <>
            <dl className={styles['summary-grid']} aria-label={t('records.summary')}>
              <div>
                <dt>{t('records.order_count')}</dt>
                <dd>{page.summary.orderCount}</dd>
              </div>
              <div>
                <dt>{t('records.bet_amount')}</dt>
                <dd>
                  <MoneyText amount={page.summary.betAmount} symbol={symbol} />
                </dd>
              </div>
              <div>
                <dt>{t('records.valid_bet')}</dt>
                <dd>
                  <MoneyText amount={page.summary.validBetAmount} symbol={symbol} />
                </dd>
              </div>
              <div>
                <dt>{t('records.win_loss')}</dt>
                <dd>
                  <MoneyText amount={page.summary.winLoss} symbol={symbol} />
                </dd>
              </div>
            </dl>
            {page.content.length === 0 ? (
              <p className={styles['summary']}>{t('records_empty')}</p>
            ) : (
              <ul className={styles['records']}>
                {page.content.map((order) => (
                  <OrderRow key={order.orderId} order={order} symbol={symbol} onOpen={onOpen} />
                ))}
              </ul>
            )}
            <ListPager pageNo={pageNo} totalPages={page.totalPages} onPage={onPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function OrderRow({
  order,
  symbol,
  onOpen,
}: {
  order: Order;
  symbol: string;
  onOpen: (orderId: string) => void;
}) {
  const { t } = useTranslation(['wallet', 'games']);
  const winLoss = winLossOf(order);
  return (
    <li className={styles['record']}>
      <button
        type="button"
        className={styles['record-button']}
        aria-haspopup="dialog"
        onClick={() => onOpen(order.orderId)}
      >
        <span className={styles['record-main']}>
          <span className={styles['record-name']}>{order.gameName}</span>
          <span data-status={order.status} className={styles['status']}>
            {t(`wallet:records.status.${order.status}`)}
          </span>
        </span>
        <span className={styles['record-main']}>
          <span>
            {t('wallet:records.bet')} <MoneyText amount={order.betAmount} symbol={symbol} />
          </span>
          {winLoss !== undefined ? (
            <span>
              {t('wallet:records.win_loss')} {formatMinor(winLoss, symbol)}
            </span>
          ) : null}
        </span>
        <span className={styles['record-detail']}>
          {t(`games:category.${order.gameCategory}`, { defaultValue: order.gameCategory })} ·{' '}
          {order.vassalage} · {order.orderId} ·{' '}
          <time dateTime={order.placedAt}>{dateTimeText(order.placedAt)}</time>
        </span>
      </button>
    </li>
  );
}
