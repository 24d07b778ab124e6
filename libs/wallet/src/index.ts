export { depositDecision } from './lib/deposit-entry';
export type { DepositDecision } from './lib/deposit-entry';
