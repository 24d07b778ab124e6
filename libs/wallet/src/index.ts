export { walletScreens } from './lib/wallet.screens';
export { checkAmount, feeOf } from './lib/money/amount-rule';
export type { AmountCheck, AmountLimits, AmountProblem } from './lib/money/amount-rule';
