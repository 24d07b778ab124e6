export { agentScreens, loadContractPrompts } from './lib/agent.screens';
export {
  CONTRACT_SCREENS,
  mayPromptContracts,
  pendingContractPrompts,
} from './lib/contract-prompts';
export type { ContractKind } from './lib/contract-prompts';
export { checkRebate } from './lib/rebate/rebate-rule';
export type { RebateCheck, RebateRefusal } from './lib/rebate/rebate-rule';
