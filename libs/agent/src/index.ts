export { pendingContractPrompts } from './lib/contract-prompts';
export type { ContractKind } from './lib/contract-prompts';
