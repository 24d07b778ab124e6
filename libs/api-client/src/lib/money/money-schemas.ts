// The contract's zod schemas for the money answers other than the balance. Only loaded on demand
// (see lazy-schema.ts), when a wallet screen's call answers, so zod stays out of the first load.
import { records, wallet } from '@mweb/api-contract';

export const moneySchemas = {
  'wallet.transfer': wallet.transfer.value,
  'wallet.deposit': wallet.deposit.value,
  'wallet.withdraw': wallet.withdraw.value,
  'wallet.cashbackInfo': wallet.cashbackInfo.value,
  'wallet.claimCashback': wallet.claimCashback.value,
  'wallet.depositChannels': wallet.depositChannels.value,
  'wallet.depositRecords': wallet.depositRecords.value,
  'wallet.withdrawReport': wallet.withdrawReport.value,
  'wallet.withdrawInfo': wallet.withdrawInfo.value,
  'records.orders': records.orders.value,
  'records.orderDetail': records.orderDetail.value,
  'records.thirdParty': records.thirdPartyRecords.value,
};

export type MoneyCallId = keyof typeof moneySchemas;
