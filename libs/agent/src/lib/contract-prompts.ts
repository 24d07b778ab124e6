import { type ScreenName } from '@mweb/api-client/screens';
import { getsContractPrompts } from '@mweb/api-client/session';

export type ContractKind = 'daily-salary' | 'dividend' | 'hourly-salary';

/** The screen where each kind of contract is read and answered (SPEC.md section 2). */
export const CONTRACT_SCREENS = {
  'daily-salary': 'salaryContract',
  dividend: 'dividendContract',
  'hourly-salary': 'hourContract',
} as const satisfies Record<ContractKind, ScreenName>;

/** The `agent` dictionary key naming each kind of contract. */
export const CONTRACT_TITLE_KEYS: Record<ContractKind, string> = {
  'daily-salary': 'contract.daily_salary',
  dividend: 'contract.dividend',
  'hourly-salary': 'contract.hourly_salary',
};

/** The pending-request flags of the consolidated funds call that each contract answers to. */
const CONTRACT_FLAGS: readonly (readonly [ContractKind, string])[] = [
  ['daily-salary', 'dailysalreqtype'],
  ['dividend', 'divtypecompperiodreq'],
  ['hourly-salary', 'contracthoursalreq'],
];

/** A flag is set when the server sends a truthy value: `1`, `'1'`, `true` or a non-empty code. */
function isSet(value: unknown): boolean {
  if (typeof value === 'string')
    return value !== '' && value !== '0' && value.toLowerCase() !== 'false';
  if (typeof value === 'number') return value !== 0 && Number.isFinite(value);
  return value === true;
}

/**
 * Whether the home page asks about pending contracts at all: only with AGENTPOLICY3 on and only
 * for member types other than 4, 40, 41 and 42 (a guest has no type, which reads as 4).
 */
export function mayPromptContracts(memberType: unknown, agentPolicyEnabled: boolean): boolean {
  return agentPolicyEnabled && getsContractPrompts(memberType);
}

/**
 * The contracts an agent is asked to sign on the home page: only with AGENTPOLICY3 on, only for
 * member types other than 4, 40, 41 and 42, and only where the server reports a pending request.
 */
export function pendingContractPrompts(input: {
  memberType: unknown;
  agentPolicyEnabled: boolean;
  requests: Readonly<Record<string, unknown>> | null | undefined;
}): ContractKind[] {
  if (!mayPromptContracts(input.memberType, input.agentPolicyEnabled) || !input.requests) return [];
  const requests = input.requests;
  return CONTRACT_FLAGS.filter(([, flag]) => isSet(requests[flag])).map(([kind]) => kind);
}
