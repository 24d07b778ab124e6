export { agentScreens } from './lib/agent.screens';
export { loadContractPrompts } from './lib/contract-prompt/load-contract-prompts';
