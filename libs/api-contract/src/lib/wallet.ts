// Balance is evidenced (E). Transfer, transactions, deposit, withdraw and cashback have no public
// payloads: they are our definition (I), kept small and obvious, under /wps/relay/ like the rest.
import { z } from 'zod';
import { defineCall } from './call';
import { confirmation, PASSKEY_CONFIRM_ERRORS } from './security';
import { amount, isoTime, page, pageQuery, queryInt, requestAmount } from './common';

export const balanceValue = z.object({
  sumBalance: amount,
  balance: z.array(z.object({ accountTypeId: z.number().int(), availBalance: amount })),
  currency: z.string().default('CNY'),
  currencySymbol: z.string().default('￥'),
});

export type Balance = z.infer<typeof balanceValue>;

export const balance = defineCall({
  id: 'wallet.balance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  query: z.object({ typeId: queryInt.default(0) }),
  value: balanceValue,
  needsToken: true,
  evidence: 'E',
});

/** Moves money between the member's accounts (main wallet 0 and a vendor's). */
export const transfer = defineCall({
  id: 'wallet.transfer',
  method: 'POST',
  path: '/wps/relay/WALLET_transfer',
  body: z.object({
    fromAccountTypeId: z.number().int().min(0),
    toAccountTypeId: z.number().int().min(0),
    amount: requestAmount,
  }),
  value: balanceValue,
  errors: ['wallet.insufficient.balance', 'wallet.account.invalid', 'wallet.amount.invalid'],
  needsToken: true,
  evidence: 'I',
});

export const transaction = z.object({
  id: z.string(),
  kind: z.enum(['DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BET', 'PAYOUT', 'REBATE', 'BONUS']),
  amount,
  balanceAfter: amount,
  createdAt: isoTime,
  remark: z.string().optional(),
});

export const dateRangeQuery = z.object({
  startDate: z.string().max(32).optional(),
  endDate: z.string().max(32).optional(),
});

export const transactions = defineCall({
  id: 'wallet.transactions',
  method: 'GET',
  path: '/wps/relay/WALLET_transactionDetails',
  query: pageQuery.extend(dateRangeQuery.shape),
  value: page(transaction),
  needsToken: true,
  evidence: 'I',
});

/**
 * The idempotency key of one submit, made by the client: a double tap or a retry after a time-out
 * carries the same key, and the platform answers it with the order it already made.
 */
export const requestId = z
  .string()
  .regex(/^[\w-]{8,64}$/)
  .optional();

export const depositChannel = z.object({
  channelId: z.string(),
  name: z.string(),
  minAmount: amount,
  maxAmount: amount,
  /** A demo channel credits at once; a real one redirects to the payment page. */
  instant: z.boolean(),
  /** How the member pays: a bank transfer, an e-wallet or a QR code (instant: the demo top-up). */
  kind: z.enum(['BANK', 'EWALLET', 'QR', 'INSTANT']).default('BANK'),
  /** The channel's fee on the amount, in basis points (100 = 1 %), paid on top. */
  feeBasisPoints: z.number().int().min(0).max(10_000).default(0),
});

export type DepositChannel = z.infer<typeof depositChannel>;

export const depositChannels = defineCall({
  id: 'wallet.depositChannels',
  method: 'GET',
  path: '/wps/relay/DEPOSIT_channels',
  value: z.array(depositChannel),
  needsToken: true,
  evidence: 'I',
});

export const depositPromos = defineCall({
  id: 'wallet.depositPromos',
  method: 'GET',
  path: '/wps/relay/DEPOSIT_promos',
  value: z.array(
    z.object({ promoId: z.string(), title: z.string(), bonusPercent: z.number().min(0) }),
  ),
  needsToken: true,
  evidence: 'I',
});

export const depositOrder = z.object({
  orderId: z.string(),
  amount,
  status: z.enum(['PENDING', 'SUCCESS', 'FAILED']),
  createdAt: isoTime,
  /** Where to pay, for channels that are not instant. */
  payUrl: z.string().optional(),
  firstDeposit: z.boolean().optional(),
  /** The channel's fee on top of the amount, and its name. */
  fee: amount.optional(),
  channelName: z.string().optional(),
});

export type DepositOrder = z.infer<typeof depositOrder>;

export const deposit = defineCall({
  id: 'wallet.deposit',
  method: 'POST',
  path: '/wps/relay/DEPOSIT_submit',
  body: z.object({
    channelId: z.string().min(1).max(32),
    amount: requestAmount,
    promoId: z.string().max(32).optional(),
    requestId,
  }),
  value: depositOrder,
  errors: [
    'deposit.amount.out.of.range',
    'deposit.channel.unavailable',
    'free_reject',
    'wallet.amount.invalid',
  ],
  needsToken: true,
  evidence: 'I',
});

export const depositRecords = defineCall({
  id: 'wallet.depositRecords',
  method: 'GET',
  path: '/wps/relay/DEPOSIT_records',
  query: pageQuery.extend(dateRangeQuery.shape),
  value: page(depositOrder),
  needsToken: true,
  evidence: 'I',
});

export const bankCard = z.object({
  bankCardId: z.string(),
  bankName: z.string(),
  /** Only the last four digits ever leave the platform. */
  maskedNumber: z.string(),
  accountName: z.string(),
});

export type BankCard = z.infer<typeof bankCard>;

export const bankCards = defineCall({
  id: 'wallet.bankCards',
  method: 'GET',
  path: '/wps/relay/WITHDRAW_bankCards',
  value: z.array(bankCard),
  needsToken: true,
  evidence: 'I',
});

export const withdrawOrder = z.object({
  orderId: z.string(),
  amount,
  status: z.enum(['PENDING', 'SUCCESS', 'FAILED']),
  createdAt: isoTime,
  bankCardId: z.string(),
  /** The fee taken from the amount. */
  fee: amount.optional(),
});

export type WithdrawOrder = z.infer<typeof withdrawOrder>;

/**
 * Needs a bound bank card, and the payment password or a passkey's answer to a withdrawal
 * confirmation challenge; travels encrypted.
 */
export const withdraw = defineCall({
  id: 'wallet.withdraw',
  method: 'POST',
  path: '/wps/relay/WITHDRAW_submit',
  body: z.object({
    bankCardId: z.string().min(1).max(32),
    amount: requestAmount,
    ...confirmation,
    requestId,
  }),
  value: withdrawOrder,
  errors: [
    'wallet.insufficient.balance',
    'withdraw.amount.out.of.range',
    'withdraw.bank.card.required',
    'withdraw.payment.password.incorrect',
    'withdraw.payment.password.required',
    ...PASSKEY_CONFIRM_ERRORS,
    'free_reject',
    'wallet.amount.invalid',
  ],
  encrypted: true,
  needsToken: true,
  evidence: 'I',
});

/** What a withdrawal may be now: the limits, the fee (taken from the amount) and what is available. */
export const withdrawInfo = defineCall({
  id: 'wallet.withdrawInfo',
  method: 'GET',
  path: '/wps/relay/WITHDRAW_info',
  value: z.object({
    minAmount: amount,
    maxAmount: amount,
    /** The fee on the amount, in basis points (100 = 1 %): the card receives the amount less it. */
    feeBasisPoints: z.number().int().min(0).max(10_000),
    available: amount,
  }),
  needsToken: true,
  evidence: 'I',
});

export const withdrawReport = defineCall({
  id: 'wallet.withdrawReport',
  method: 'GET',
  path: '/wps/relay/WITHDRAW_report',
  query: pageQuery.extend(dateRangeQuery.shape),
  value: page(withdrawOrder),
  needsToken: true,
  evidence: 'I',
});

/** What the member may claim as cashback now (shown when MANPLAYREB3 is on). */
export const cashbackInfo = defineCall({
  id: 'wallet.cashbackInfo',
  method: 'GET',
  path: '/wps/relay/REBATE_manualRebateInfo',
  value: z.object({
    claimable: amount,
    validBetAmount: amount,
    rates: z.array(z.object({ gameCategory: z.string(), ratePercent: z.number().min(0) })),
    /** The valid bets since the last claim and what they earn, per category that has any. */
    categories: z.array(
      z.object({
        gameCategory: z.string(),
        ratePercent: z.number().min(0),
        validBetAmount: amount,
        claimable: amount,
      }),
    ),
  }),
  needsToken: true,
  evidence: 'I',
});

export const claimCashback = defineCall({
  id: 'wallet.claimCashback',
  method: 'POST',
  path: '/wps/relay/REBATE_applyManualRebate',
  value: z.object({ claimed: amount, balance: balanceValue }),
  errors: ['rebate.nothing.to.claim'],
  needsToken: true,
  evidence: 'I',
});
