import { useFundsConsolidatedQuery } from '@mweb/api-client';
import { useScreenPaths } from '@mweb/api-client/screens';
import { selectMemberType } from '@mweb/api-client/session';
import { selectFlag } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { ConfirmDialog } from '@mweb/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  CONTRACT_SCREENS,
  CONTRACT_TITLE_KEYS,
  mayPromptContracts,
  pendingContractPrompts,
  type ContractKind,
} from '../contract-prompts';

/**
 * The home page's contract prompt (SPEC.md section 4): asks the funds call, when the member type
 * and AGENTPOLICY3 allow, and offers each pending contract in turn. "Sign now" opens the
 * contract's screen; "Later" sets it aside until the next home load.
 */
export function ContractPrompts() {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  const pathTo = useScreenPaths();
  const memberType = useAppSelector(selectMemberType);
  const agentPolicy = useAppSelector((state) => selectFlag(state, 'AGENTPOLICY3'));
  const asks = mayPromptContracts(memberType, agentPolicy);
  const funds = useFundsConsolidatedQuery(undefined, { skip: !asks });
  const [setAside, setSetAside] = useState<readonly ContractKind[]>([]);
  const pending = pendingContractPrompts({
    memberType,
    agentPolicyEnabled: agentPolicy,
    requests: asks ? funds.data : null,
  });
  const kind = pending.find((candidate) => !setAside.includes(candidate));
  const path = kind ? pathTo(CONTRACT_SCREENS[kind]) : null;
  if (!kind || !path) return null;
  return (
    <ConfirmDialog
      open
      title={t(CONTRACT_TITLE_KEYS[kind])}
      message={t('contract.pending')}
      confirmLabel={t('contract.sign')}
      cancelLabel={t('contract.later')}
      onConfirm={() => void navigate(path)}
      onCancel={() => setSetAside([...setAside, kind])}
    />
  );
}
