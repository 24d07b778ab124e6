import { useBalanceQuery, useCashbackInfoQuery, useClaimCashbackMutation } from '@mweb/api-client';
import { useScreenPath } from '@mweb/api-client/screens';
import { selectFlag } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { Button } from '@mweb/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import styles from '../wallet.module.css';
import { BalanceBlock } from '../balance/balance-block';
import { failureMessage } from '../money/failure-message';
import { MoneyText } from '../money/money-text';
import { Failure } from '../section/failure';
import { QueryState } from '@mweb/ui-connected';

/**
 * /m/member/manualRebate: the cashback the member's valid bets have earned since the last claim,
 * by category, and its claim. Only where the site offers it (MANPLAYREB3); real members only, as
 * for every money screen (its screen record).
 */
export function CashbackPage() {
  const offered = useAppSelector((state) => selectFlag(state, 'MANPLAYREB3'));
  const home = useScreenPath('home');
  if (!offered) return <Navigate to={home} replace />;
  return <Cashback />;
}

function Cashback() {
  const { t } = useTranslation(['wallet', 'games', 'errors']);
  const symbol = useBalanceQuery().data?.currencySymbol ?? '￥';
  const info = useCashbackInfoQuery();
  const [claim, { isLoading }] = useClaimCashbackMutation();
  const [claimed, setClaimed] = useState<number>();
  const [failure, setFailure] = useState<string>();
  return (
    <main className={styles['page']}>
      <BalanceBlock />
      {claimed !== undefined ? (
        <section className={styles['card']} aria-labelledby="cashback-result">
          <h2 id="cashback-result" className={styles['heading']}>
            {t('wallet:cashback.claimed')}
          </h2>
          <p className={styles['summary']}>
            {t('wallet:cashback.credited')} <MoneyText amount={claimed} symbol={symbol} />
          </p>
          <Button block variant="secondary" onClick={() => setClaimed(undefined)}>
            {t('wallet:cashback.back')}
          </Button>
        </section>
      ) : (
        <section className={styles['section']} aria-labelledby="cashback-heading">
          <h2 id="cashback-heading" className={styles['heading']}>
            {t('wallet:cashback.by_category')}
          </h2>
          <QueryState count={2} query={info}>
            {(cashback) => (
              <>
                {cashback.categories.length === 0 ? (
                  <p className={styles['summary']}>{t('wallet:cashback.none_yet')}</p>
                ) : (
                  <ul className={styles['records']}>
                    {cashback.categories.map((category) => (
                      <li key={category.gameCategory} className={styles['record']}>
                        <span className={styles['record-main']}>
                          <span className={styles['record-name']}>
                            {t(`games:category.${category.gameCategory}`, {
                              defaultValue: category.gameCategory,
                            })}
                          </span>
                          <MoneyText amount={category.claimable} symbol={symbol} />
                        </span>
                        <span className={styles['record-detail']}>
                          {t('wallet:cashback.valid_bets')}{' '}
                          <MoneyText amount={category.validBetAmount} symbol={symbol} /> ·{' '}
                          {t('wallet:cashback.rate', { rate: category.ratePercent })}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
                <dl className={styles['summary-grid']} aria-label={t('wallet:records.summary')}>
                  <div>
                    <dt>{t('wallet:cashback.valid_bets')}</dt>
                    <dd>
                      <MoneyText amount={cashback.validBetAmount} symbol={symbol} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('wallet:cashback.claimable')}</dt>
                    <dd>
                      <MoneyText amount={cashback.claimable} symbol={symbol} />
                    </dd>
                  </div>
                </dl>
                <Failure message={failure} />
                <Button
                  block
                  loading={isLoading}
                  disabled={cashback.claimable <= 0}
                  onClick={() => {
                    if (isLoading) return;
                    setFailure(undefined);
                    claim()
                      .unwrap()
                      .then((result) => setClaimed(result.claimed))
                      .catch((error: unknown) => setFailure(failureMessage(error, t)));
                  }}
                >
                  {t('wallet:cashback.claim')}
                </Button>
              </>
            )}
          </QueryState>
        </section>
      )}
    </main>
  );
}
