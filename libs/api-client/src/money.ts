// Money: integer minor units, parsing what a member types, formatting with the currency pattern.
export { formatMinor, parseAmountText, toMinor, toWire } from './lib/money/money';
export type { AmountTextProblem, Minor, MoneyPattern } from './lib/money/money';
