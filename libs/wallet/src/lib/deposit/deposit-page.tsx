import {
  useBalanceQuery,
  useDepositChannelsQuery,
  useDepositPromosQuery,
  type DepositChannel,
  type DepositOrder,
} from '@mweb/api-client';
import { selectTemplates } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { Tabs } from '@mweb/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../wallet.module.css';
import { BalanceBlock } from '../balance/balance-block';
import { DepositForm } from './deposit-form';
import { DepositRecords } from './deposit-records';
import { DepositResult } from './deposit-result';
import { LimitPrompt, QueryState } from '@mweb/ui-connected';

/** The template flag `dep_func`: '1' gives the new deposit view, anything else the base view. */
export function depositView(templates: Record<string, string>): 'new' | 'base' {
  return templates['dep_func'] === '1' ? 'new' : 'base';
}

/** /m/voucherCenter: deposit (real members only, as its screen record says). */
export function DepositPage() {
  const templates = useAppSelector(selectTemplates);
  return depositView(templates) === 'new' ? <NewDepositView /> : <BaseDepositView />;
}

/** The currency symbol of the member's wallet (the spec's default until the balance answers). */
function useSymbol(): string {
  return useBalanceQuery().data?.currencySymbol ?? '￥';
}

/** The base view: balance, the form with channels as a list, and the records below. */
function BaseDepositView() {
  const symbol = useSymbol();
  return (
    <main className={styles['page']} data-view="base">
      <BalanceBlock />
      <DepositPanel symbol={symbol} picker="list" />
      <DepositRecords symbol={symbol} />
    </main>
  );
}

/** The new view: balance, then tabs between the form (channels as tiles) and the records. */
function NewDepositView() {
  const { t } = useTranslation('wallet');
  const symbol = useSymbol();
  const [tab, setTab] = useState<'deposit' | 'records'>('deposit');
  return (
    <main className={styles['page']} data-view="new">
      <BalanceBlock />
      <Tabs
        label={t('deposit.title')}
        layout="fill"
        items={[
          { id: 'deposit', label: t('deposit.title') },
          { id: 'records', label: t('deposit.records') },
        ]}
        selectedId={tab}
        onSelect={(id) => setTab(id === 'records' ? 'records' : 'deposit')}
      >
        {tab === 'deposit' ? (
          <DepositPanel symbol={symbol} picker="tiles" />
        ) : (
          <DepositRecords symbol={symbol} />
        )}
      </Tabs>
    </main>
  );
}

/** The channels and promotions, then the form, or the order the form made. */
function DepositPanel({ symbol, picker }: { symbol: string; picker: 'tiles' | 'list' }) {
  const channels = useDepositChannelsQuery();
  const promos = useDepositPromosQuery();
  const [made, setMade] = useState<{ order: DepositOrder; channel: DepositChannel }>();
  if (made) {
    return (
      <DepositResult
        order={made.order}
        channel={made.channel}
        symbol={symbol}
        onAgain={() => setMade(undefined)}
      />
    );
  }
  return (
    <>
      {/* Before the first deposit, the offer to set a deposit limit (where the brand turns it on). */}
      <LimitPrompt moment="firstDeposit" />
      <QueryState count={2} query={channels} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <DepositForm
            channels={list}
            promos={promos.data ?? []}
            symbol={symbol}
            picker={picker}
            onOrdered={(order, channel) => setMade({ order, channel })}
          />
        )}
      </QueryState>
    </>
  );
}
