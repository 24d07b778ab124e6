// The balance shows in the header on first load, so its check is hand-written: zod stays out of
// the first-load bundle. balance-schema.spec.ts proves it agrees with the contract's zod shape.
import type { Balance } from '@mweb/api-contract';
import { issue, standardSchema, type Checked } from '../base/standard-schema';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A finite number: the contract's `amount` (never NaN or Infinity on a member's screen). */
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Checks a balance answer and fills in the contract's currency defaults. */
export function checkBalance(input: unknown): Checked<Balance> {
  if (!isRecord(input)) return issue('The balance is not an object.');
  const { sumBalance, balance, currency = 'CNY', currencySymbol = '￥' } = input;
  if (!isAmount(sumBalance)) return issue('sumBalance is not an amount.');
  if (!Array.isArray(balance)) return issue('balance is not a list.');
  const accounts: Balance['balance'] = [];
  for (const account of balance) {
    if (!isRecord(account)) return issue('An account is not an object.');
    const { accountTypeId, availBalance } = account;
    if (typeof accountTypeId !== 'number' || !Number.isInteger(accountTypeId))
      return issue('accountTypeId is not an integer.');
    if (!isAmount(availBalance)) return issue('availBalance is not an amount.');
    accounts.push({ accountTypeId, availBalance });
  }
  if (typeof currency !== 'string' || typeof currencySymbol !== 'string')
    return issue('The currency is not text.');
  return { value: { sumBalance, balance: accounts, currency, currencySymbol } };
}

/** The balance's `responseSchema`. */
export const balanceSchema = standardSchema(checkBalance);
