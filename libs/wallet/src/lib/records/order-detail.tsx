import { useCancelSubOrderMutation, useOrderDetailQuery } from '@mweb/api-client';
import { formatMinor } from '@mweb/api-client/money';
import { Button, ConfirmDialog, Dialog, useNotice } from '@mweb/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../wallet.module.css';
import { dateTimeText } from '../deposit/deposit-records';
import { failureMessage } from '../money/failure-message';
import { MoneyText } from '../money/money-text';
import { Failure } from '../section/failure';
import { winLossOf } from './win-loss';
import { QueryState } from '@mweb/ui-connected';

export interface OrderDetailProps {
  orderId: string;
  symbol: string;
  onClose: () => void;
}

/**
 * One order: its game, amounts, times and sub-orders; an open sub-order can be cancelled, after a
 * confirmation, and its stake goes back to the balance (the balance and the order are asked again).
 */
export function OrderDetail({ orderId, symbol, onClose }: OrderDetailProps) {
  const { t } = useTranslation(['wallet', 'common', 'errors', 'games']);
  const detail = useOrderDetailQuery({ orderId });
  const [cancel, { isLoading }] = useCancelSubOrderMutation();
  const [confirming, setConfirming] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const notice = useNotice();

  if (confirming) {
    return (
      <ConfirmDialog
        open
        title={t('wallet:records.cancel_title')}
        message={t('wallet:records.cancel_question')}
        confirmLabel={t('wallet:records.cancel_confirm')}
        cancelLabel={t('common:action.cancel')}
        busy={isLoading}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => {
          setFailure(undefined);
          cancel({ orderId, subOrderId: confirming })
            .unwrap()
            .then(() => notice.success(t('wallet:records.cancelled')))
            .catch((error: unknown) => setFailure(failureMessage(error, t)))
            .finally(() => setConfirming(undefined));
        }}
      />
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('wallet:records.detail')}
      closeLabel={t('common:action.close')}
    >
      <QueryState count={2} query={detail}>
        {(order) => {
          const winLoss = winLossOf(order);
          return (
            <>
              <dl className={styles['facts']}>
                <dt>{t('wallet:records.game')}</dt>
                <dd>{order.gameName}</dd>
                <dt>{t('wallet:records.category')}</dt>
                <dd>
                  {t(`games:category.${order.gameCategory}`, { defaultValue: order.gameCategory })}
                </dd>
                <dt>{t('wallet:records.vendor')}</dt>
                <dd>{order.vassalage}</dd>
                <dt>{t('wallet:deposit.order')}</dt>
                <dd>{order.orderId}</dd>
                <dt>{t('wallet:records.bet_amount')}</dt>
                <dd>
                  <MoneyText amount={order.betAmount} symbol={symbol} />
                </dd>
                <dt>{t('wallet:records.payout')}</dt>
                <dd>
                  <MoneyText amount={order.winAmount} symbol={symbol} />
                </dd>
                {winLoss !== undefined ? (
                  <>
                    <dt>{t('wallet:records.win_loss')}</dt>
                    <dd dir="ltr">{formatMinor(winLoss, symbol)}</dd>
                  </>
                ) : null}
                <dt>{t('wallet:records.status')}</dt>
                <dd>{t(`wallet:records.status.${order.status}`)}</dd>
                <dt>{t('wallet:records.placed_at')}</dt>
                <dd>
                  <time dateTime={order.placedAt}>{dateTimeText(order.placedAt)}</time>
                </dd>
                {order.settledAt ? (
                  <>
                    <dt>{t('wallet:records.settled_at')}</dt>
                    <dd>
                      <time dateTime={order.settledAt}>{dateTimeText(order.settledAt)}</time>
                    </dd>
                  </>
                ) : null}
              </dl>
              <h3 className={styles['heading']}>{t('wallet:records.sub_orders')}</h3>
              <ul className={styles['records']}>
                {order.subOrders.map((sub) => (
                  <li key={sub.subOrderId} className={styles['record']}>
                    <span className={styles['record-main']}>
                      <span className={styles['record-name']}>{sub.content}</span>
                      <MoneyText amount={sub.betAmount} symbol={symbol} />
                    </span>
                    <span className={styles['record-main']}>
                      <span data-status={sub.status} className={styles['status']}>
                        {t(`wallet:records.status.${sub.status}`)}
                      </span>
                      {sub.status === 'OPEN' ? (
                        <Button variant="secondary" onClick={() => setConfirming(sub.subOrderId)}>
                          {t('wallet:records.cancel')}
                        </Button>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ul>
              <Failure message={failure} />
            </>
          );
        }}
      </QueryState>
    </Dialog>
  );
}
