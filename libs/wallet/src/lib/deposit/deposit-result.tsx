import { type DepositChannel, type DepositOrder } from '@mweb/api-client';
import { useLeaveApp } from '@mweb/api-client/leaving';
import { Button } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import styles from '../wallet.module.css';
import { MoneyText } from '../money/money-text';

export interface DepositResultProps {
  order: DepositOrder;
  channel: DepositChannel;
  symbol: string;
  onAgain: () => void;
}

/** The order a submit made: what to pay and where, or that an instant deposit is credited. */
export function DepositResult({ order, channel, symbol, onAgain }: DepositResultProps) {
  const { t } = useTranslation('wallet');
  const leave = useLeaveApp();
  const payUrl = order.payUrl;
  return (
    <section className={styles['card']} aria-labelledby="deposit-result">
      <h2 id="deposit-result" className={styles['heading']}>
        {order.status === 'SUCCESS' ? t('deposit.credited') : t('deposit.pending')}
      </h2>
      <dl className={styles['facts']}>
        <dt>{t('deposit.order')}</dt>
        <dd>{order.orderId}</dd>
        <dt>{t('deposit.channel')}</dt>
        <dd>{order.channelName ?? channel.name}</dd>
        <dt>{t('amount.label')}</dt>
        <dd>
          <MoneyText amount={order.amount} symbol={symbol} />
        </dd>
        {order.fee !== undefined ? (
          <>
            <dt>{t('deposit.fee')}</dt>
            <dd>
              <MoneyText amount={order.fee} symbol={symbol} />
            </dd>
          </>
        ) : null}
        <dt>{t('records.status')}</dt>
        <dd>{t(`status.${order.status}`)}</dd>
      </dl>
      {payUrl && order.status === 'PENDING' ? (
        <>
          <p>{t(`deposit.how_to_pay.${channel.kind}`)}</p>
          <Button block onClick={() => void leave.open(payUrl)}>
            {t('deposit.pay_now')}
          </Button>
        </>
      ) : null}
      <Button block variant="secondary" onClick={onAgain}>
        {t('deposit.again')}
      </Button>
    </section>
  );
}
