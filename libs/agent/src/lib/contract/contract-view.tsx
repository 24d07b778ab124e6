import type { ValueOf } from '@mweb/api-client';
import { formatAmount, formatDate } from '@mweb/i18n';
import { QueryState } from '@mweb/ui-connected';
import { Button } from '@mweb/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../agent.module.css';

/** A contract as the gateway sends it. */
export type AgentContract = NonNullable<ValueOf<'contracts.dailySalary'>['contract']>;

/** What the contract screen shows: loading, a failure, nothing to sign, or the contract. */
export type ContractState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'none' }
  | { status: 'loaded'; contract: AgentContract };

export interface ContractViewProps {
  /** The contract kind's title, already translated. */
  title: string;
  state: ContractState;
  /** Accept or decline the pending contract. */
  onAnswer: (answer: 'accept' | 'decline') => void;
  /** While an answer is on its way. */
  busy: boolean;
  /** The failure of the last answer, already in words. */
  failure?: string;
}

const PERIOD_KEYS: Record<AgentContract['period'], string> = {
  DAY: 'contract.period.day',
  HALF_MONTH: 'contract.period.half_month',
  MONTH: 'contract.period.month',
  HOUR: 'contract.period.hour',
};

const STATUS_KEYS: Record<AgentContract['status'], string> = {
  PENDING: 'contract.status.pending',
  ACCEPTED: 'contract.status.accepted',
  DECLINED: 'contract.status.declined',
};

/** The screen's frame around a state in place of the contract. */
const inPage = (state: ReactNode) => <main className={styles['page']}>{state}</main>;

/** A contract's terms (tiers, rates, period, who offered it) with accept and decline. */
export function ContractView({ title, state, onAnswer, busy, failure }: ContractViewProps) {
  const { t } = useTranslation('agent');
  const call = {
    isLoading: state.status === 'loading',
    isError: state.status === 'failed',
    // Nothing to sign is an empty answer, not a missing one.
    data: state.status === 'loaded' ? state.contract : state.status === 'none' ? null : undefined,
    refetch: state.status === 'failed' ? state.retry : undefined,
  };
  return (
    <QueryState
      query={call}
      isEmpty={(contract) => contract === null}
      emptyTitle={t('contract.none')}
      count={4}
      frame={inPage}
    >
      {(contract) =>
        contract ? <ContractTerms {...{ title, contract, onAnswer, busy, failure }} /> : null
      }
    </QueryState>
  );
}

function ContractTerms({
  title,
  contract,
  onAnswer,
  busy,
  failure,
}: Omit<ContractViewProps, 'state'> & { contract: AgentContract }) {
  const { t, i18n } = useTranslation(['agent', 'common']);
  return (
    <main className={styles['page']}>
      <section className={styles['card']} aria-labelledby="contract-title">
        <h1 id="contract-title" className={styles['heading']}>
          {title}
        </h1>
        <p className={styles['status']}>{t(`agent:${STATUS_KEYS[contract.status]}`)}</p>
        <dl className={styles['facts']}>
          <dt>{t('agent:contract.offered_by')}</dt>
          <dd>{contract.offeredBy}</dd>
          <dt>{t('agent:contract.offered_at')}</dt>
          <dd>{formatDate(contract.offeredAt, i18n.language)}</dd>
          <dt>{t('agent:contract.period')}</dt>
          <dd>{t(`agent:${PERIOD_KEYS[contract.period]}`)}</dd>
        </dl>
        <table className={styles['table']}>
          <caption className={styles['muted']}>{t('agent:contract.tiers')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('agent:contract.threshold')}</th>
              <th scope="col">{t('agent:contract.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {contract.tiers.map((tier) => (
              <tr key={tier.threshold}>
                <td>{formatAmount(tier.threshold)}</td>
                <td>{`${tier.ratePercent}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {failure ? (
        <p className={styles['alert']} role="alert">
          {failure}
        </p>
      ) : null}
      {contract.status === 'PENDING' ? (
        <div className={styles['actions']}>
          <Button variant="secondary" disabled={busy} onClick={() => onAnswer('decline')}>
            {t('agent:contract.decline')}
          </Button>
          <Button disabled={busy} onClick={() => onAnswer('accept')}>
            {t('agent:contract.accept')}
          </Button>
        </div>
      ) : null}
    </main>
  );
}
