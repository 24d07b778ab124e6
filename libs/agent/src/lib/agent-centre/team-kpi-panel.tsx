import { useTeamKpiQuery } from '@mweb/api-client';
import { formatAmount } from '@mweb/i18n';
import { Button } from '@mweb/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../agent.module.css';
import { QueryState } from '@mweb/ui-connected';

const PERIODS = ['today', 'week', 'month'] as const;
type Period = (typeof PERIODS)[number];

/** The team's headline figures for today, the week or the month. */
export function TeamKpiPanel() {
  const { t } = useTranslation('agent');
  const [period, setPeriod] = useState<Period>('today');
  const kpi = useTeamKpiQuery({ period });
  return (
    <section className={styles['card']} aria-label={t('centre.tab.kpi')}>
      <div className={styles['periods']} role="group" aria-label={t('kpi.period')}>
        {PERIODS.map((id) => (
          <Button
            key={id}
            size="s"
            variant={id === period ? 'primary' : 'secondary'}
            aria-pressed={id === period}
            onClick={() => setPeriod(id)}
          >
            {t(`kpi.${id}`)}
          </Button>
        ))}
      </div>
      <QueryState query={kpi}>
        {(figures) => (
          <dl className={styles['facts']}>
            <dt>{t('kpi.members')}</dt>
            <dd>{figures.members}</dd>
            <dt>{t('kpi.new_members')}</dt>
            <dd>{figures.newMembers}</dd>
            <dt>{t('kpi.active_members')}</dt>
            <dd>{figures.activeMembers}</dd>
            <dt>{t('kpi.deposits')}</dt>
            <dd>{formatAmount(figures.depositAmount)}</dd>
            <dt>{t('kpi.bets')}</dt>
            <dd>{formatAmount(figures.betAmount)}</dd>
            <dt>{t('kpi.profit')}</dt>
            <dd>{formatAmount(figures.profit)}</dd>
          </dl>
        )}
      </QueryState>
    </section>
  );
}
