export { agentScreens } from './lib/agent.screens';
export { loadContractPrompts } from './lib/contract-prompt/load-contract-prompts';
export {
  CONTRACT_SCREENS,
  mayPromptContracts,
  pendingContractPrompts,
} from './lib/contract-prompts';
export type { ContractKind } from './lib/contract-prompts';
export { checkRebate } from './lib/rebate/rebate-rule';
export type { RebateCheck, RebateRefusal } from './lib/rebate/rebate-rule';
