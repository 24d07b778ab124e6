import {
  isApiError,
  useAnswerDailySalaryContractMutation,
  useAnswerDividendContractMutation,
  useAnswerHourlySalaryContractMutation,
  useDailySalaryContractQuery,
  useDividendContractQuery,
  useHourlySalaryContractQuery,
  type ValueOf,
} from '@mweb/api-client';
import { useNotice } from '@mweb/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_TITLE_KEYS, type ContractKind } from '../contract-prompts';
import { ContractView, type ContractState } from './contract-view';

type Answer = 'accept' | 'decline';

/** The parts of a contract's view query the screen reads; the three kinds answer alike. */
interface ContractQuery {
  data?: ValueOf<'contracts.dailySalary'>;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface ContractScreenProps {
  kind: ContractKind;
  query: ContractQuery;
  answer: (answer: Answer) => { unwrap: () => Promise<unknown> };
  answering: boolean;
}

function stateOf(query: ContractQuery): ContractState {
  if (query.isLoading) return { status: 'loading' };
  if (query.isError || !query.data) return { status: 'failed', retry: () => void query.refetch() };
  return query.data.contract
    ? { status: 'loaded', contract: query.data.contract }
    : { status: 'none' };
}

function ContractScreen({ kind, query, answer, answering }: ContractScreenProps) {
  const { t } = useTranslation(['agent', 'errors']);
  const notice = useNotice();
  const [failure, setFailure] = useState<string>();
  const onAnswer = (choice: Answer) => {
    setFailure(undefined);
    answer(choice)
      .unwrap()
      .then(() => {
        notice.success(
          t(choice === 'accept' ? 'agent:contract.accepted' : 'agent:contract.declined'),
        );
      })
      .catch((error: unknown) => {
        setFailure(isApiError(error) && error.message ? error.message : t('errors:unknown_error'));
      });
  };
  return (
    <ContractView
      title={t(CONTRACT_TITLE_KEYS[kind])}
      state={stateOf(query)}
      onAnswer={onAnswer}
      busy={answering}
      failure={failure}
    />
  );
}

/** /m/member/agent/getSalaryContract: the daily-salary contract, to accept or decline. */
export function SalaryContractPage() {
  const query = useDailySalaryContractQuery();
  const [answer, { isLoading }] = useAnswerDailySalaryContractMutation();
  return <ContractScreen kind="daily-salary" query={query} answer={answer} answering={isLoading} />;
}

/** /m/member/agent/getDevidendContract: the dividend contract, to accept or decline. */
export function DividendContractPage() {
  const query = useDividendContractQuery();
  const [answer, { isLoading }] = useAnswerDividendContractMutation();
  return <ContractScreen kind="dividend" query={query} answer={answer} answering={isLoading} />;
}

/** /m/member/agent/getHourContract: the hourly-salary contract, to accept or decline. */
export function HourContractPage() {
  const query = useHourlySalaryContractQuery();
  const [answer, { isLoading }] = useAnswerHourlySalaryContractMutation();
  return (
    <ContractScreen kind="hourly-salary" query={query} answer={answer} answering={isLoading} />
  );
}
