import {
  useBalanceQuery,
  useBankCardsQuery,
  useSecurityConfigQuery,
  useWithdrawInfoQuery,
  useWithdrawReportQuery,
  type WithdrawOrder,
} from '@mweb/api-client';
import { Button } from '@mweb/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../wallet.module.css';
import { BalanceBlock } from '../balance/balance-block';
import { OrderList } from '../deposit/deposit-records';
import { MoneyText } from '../money/money-text';
import { BindCardStep, PayeeNameStep, PaymentPasswordStep } from './security-steps';
import { WithdrawForm } from './withdraw-form';
import { QueryState, usePasskeyConfirm } from '@mweb/ui-connected';

/** /m/withdraw: withdraw to a bound card, for real members only. */
export function WithdrawPage() {
  const symbol = useBalanceQuery().data?.currencySymbol ?? '￥';
  return (
    <main className={styles['page']}>
      <BalanceBlock />
      <WithdrawPanel symbol={symbol} />
      <WithdrawReport symbol={symbol} />
    </main>
  );
}

/**
 * What the member needs next: the payee name and the payment password first when the security
 * config says they are missing (a member with a passkey confirms with it instead of a payment
 * password), then a card, then the withdrawal; and its result.
 */
function WithdrawPanel({ symbol }: { symbol: string }) {
  const security = useSecurityConfigQuery();
  const cards = useBankCardsQuery();
  const info = useWithdrawInfoQuery();
  const passkey = usePasskeyConfirm('withdraw');
  const [addingCard, setAddingCard] = useState(false);
  const [made, setMade] = useState<WithdrawOrder>();
  if (made)
    return <WithdrawResult order={made} symbol={symbol} onAgain={() => setMade(undefined)} />;
  return (
    <QueryState count={2} query={security}>
      {(config) => {
        if (config.payeeName === null) return <PayeeNameStep />;
        // A member with a passkey confirms with it and needs no payment password; until their
        // passkeys are known, neither step is shown, so that no form gives way to another.
        if (!config.hasPaymentPassword && !passkey.known) return null;
        if (!config.hasPaymentPassword && !passkey.available) return <PaymentPasswordStep />;
        return (
          <QueryState count={2} query={cards}>
            {(list) =>
              list.length === 0 || addingCard ? (
                <BindCardStep
                  payeeName={config.payeeName ?? ''}
                  hasPaymentPassword={config.hasPaymentPassword}
                  onDone={() => setAddingCard(false)}
                />
              ) : (
                <QueryState count={2} query={info}>
                  {(rules) => (
                    <WithdrawForm
                      cards={list}
                      hasPaymentPassword={config.hasPaymentPassword}
                      rules={rules}
                      symbol={symbol}
                      onAddCard={() => setAddingCard(true)}
                      onRequested={setMade}
                    />
                  )}
                </QueryState>
              )
            }
          </QueryState>
        );
      }}
    </QueryState>
  );
}

function WithdrawResult({
  order,
  symbol,
  onAgain,
}: {
  order: WithdrawOrder;
  symbol: string;
  onAgain: () => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <section className={styles['card']} aria-labelledby="withdraw-result">
      <h2 id="withdraw-result" className={styles['heading']}>
        {t('withdraw.requested')}
      </h2>
      <dl className={styles['facts']}>
        <dt>{t('deposit.order')}</dt>
        <dd>{order.orderId}</dd>
        <dt>{t('amount.label')}</dt>
        <dd>
          <MoneyText amount={order.amount} symbol={symbol} />
        </dd>
        <dt>{t('records.status')}</dt>
        <dd>{t(`status.${order.status}`)}</dd>
      </dl>
      <Button block variant="secondary" onClick={onAgain}>
        {t('withdraw.again')}
      </Button>
    </section>
  );
}

/** The member's withdrawals, newest first, with their statuses. */
function WithdrawReport({ symbol }: { symbol: string }) {
  const { t } = useTranslation('wallet');
  const report = useWithdrawReportQuery({ pageNo: 1, pageSize: 25 });
  return (
    <section aria-labelledby="withdraw-report" className={styles['section']}>
      <h2 id="withdraw-report" className={styles['heading']}>
        {t('withdraw.report')}
      </h2>
      <QueryState count={2} query={report} isEmpty={(page) => page.content.length === 0}>
        {(page) => <OrderList orders={page.content} symbol={symbol} />}
      </QueryState>
    </section>
  );
}
