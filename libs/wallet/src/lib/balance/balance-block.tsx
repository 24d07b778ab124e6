import { useBalanceQuery } from '@mweb/api-client';
import { IconButton } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import styles from '../wallet.module.css';
import { MoneyText } from '../money/money-text';

/**
 * The member's balance with its refresh. Every money mutation invalidates the balance's tag, so
 * what shows is never older than the last change; the button asks again on demand.
 */
export function BalanceBlock() {
  const { t } = useTranslation('wallet');
  const balance = useBalanceQuery();
  return (
    <section className={styles['balance']} aria-label={t('balance')}>
      <span className={styles['balance-label']}>{t('balance')}</span>
      <span className={styles['balance-amount']} aria-live="polite" aria-busy={balance.isFetching}>
        {balance.data ? (
          <MoneyText amount={balance.data.sumBalance} symbol={balance.data.currencySymbol} />
        ) : balance.isError ? (
          t('balance_retry')
        ) : (
          '…'
        )}
      </span>
      <IconButton
        label={t('refresh_balance')}
        onClick={() => void balance.refetch()}
        disabled={balance.isFetching}
        icon={<span>↻</span>}
      />
    </section>
  );
}
