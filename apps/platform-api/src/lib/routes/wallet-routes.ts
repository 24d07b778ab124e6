import { wallet } from '@mweb/api-contract';
import type { FastifyInstance } from 'fastify';
import { GatewayError } from '../gateway/gateway-error';
import { registerCall } from '../gateway/register-call';
import { verifyPassword } from '../security/passwords';
import { randomId } from '../security/tokens';
import { findOwnBankCardId, listBankCards } from '../services/bank-cards';
import { adjustBalance } from '../services/members';
import type { PageRequest } from '../services/paging';
import type { Platform } from '../services/platform';
import {
  CASHBACK_RATES,
  findBalance,
  findOrdersPage,
  findTransactionsPage,
  hasSuccessfulDeposit,
  recordOrder,
  unclaimedCashback,
} from '../services/wallet';
import { dateRange } from './date-range';
import { requireRealMember } from './member-guards';
import { pageFields } from './page-answer';
import { fromCents, toCents, toIso } from './shapes';

export const DEPOSIT_CHANNELS = [
  {
    channelId: 'DEMO',
    name: 'Demo instant top-up',
    minAmount: 10,
    maxAmount: 50_000,
    instant: true,
  },
  { channelId: 'BANK', name: 'Bank transfer', minAmount: 100, maxAmount: 500_000, instant: false },
] as const;

const TRANSACTION_KINDS = [
  'DEPOSIT',
  'WITHDRAW',
  'TRANSFER',
  'BET',
  'PAYOUT',
  'REBATE',
  'BONUS',
] as const;
type TransactionKind = (typeof TRANSACTION_KINDS)[number];
const asKind = (kind: string): TransactionKind =>
  TRANSACTION_KINDS.find((k) => k === kind) ?? 'BONUS';
const ORDER_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;
const asStatus = (status: string) => ORDER_STATUSES.find((s) => s === status) ?? 'PENDING';

const TRIAL_REFUSAL = 'Please login an actual account to use this function';
const insufficient = () =>
  new GatewayError(400, 'wallet.insufficient.balance', 'The balance is not enough.');

/** What deposit and withdrawal records share. */
const orderSummary = (row: {
  id: string;
  amount_cents: number;
  status: string;
  created_at: number;
}) => ({
  orderId: row.id,
  amount: fromCents(row.amount_cents),
  status: asStatus(row.status),
  createdAt: toIso(row.created_at),
});

export function registerWalletRoutes(app: FastifyInstance, platform: Platform): void {
  const balanceOf = async (memberId: number) => {
    const row = await findBalance(platform, memberId);
    const amount = fromCents(row.balance_cents);
    return {
      sumBalance: amount,
      balance: [{ accountTypeId: 0, availBalance: amount }],
      currency: row.currency,
      currencySymbol: '￥',
    };
  };

  registerCall(app, platform, wallet.balance, async ({ member }) => balanceOf(member?.id ?? 0));

  // One seamless wallet: vendor accounts draw on the main balance, so a transfer moves nothing.
  registerCall(app, platform, wallet.transfer, async ({ body, member }) => {
    const real = requireRealMember(member, TRIAL_REFUSAL);
    const known = [0, 1];
    if (
      body.fromAccountTypeId === body.toAccountTypeId ||
      !known.includes(body.fromAccountTypeId) ||
      !known.includes(body.toAccountTypeId)
    ) {
      throw new GatewayError(400, 'wallet.account.invalid', 'No such account to transfer between.');
    }
    const balance = await balanceOf(real.id);
    if (toCents(body.amount) > toCents(balance.sumBalance)) throw insufficient();
    return balance;
  });

  registerCall(app, platform, wallet.transactions, async ({ query, member }) => {
    const { rows, total } = await findTransactionsPage(
      platform,
      member?.id ?? 0,
      dateRange(query),
      query,
    );
    return {
      content: rows.map((row) => ({
        id: String(row.id),
        kind: asKind(row.kind),
        amount: fromCents(row.amount_cents),
        balanceAfter: fromCents(row.balance_after_cents),
        createdAt: toIso(row.created_at),
        remark: row.note,
      })),
      ...pageFields(total, query),
    };
  });

  registerCall(app, platform, wallet.depositChannels, () =>
    DEPOSIT_CHANNELS.map((c) => ({ ...c })),
  );

  registerCall(app, platform, wallet.depositPromos, () => [
    { promoId: 'NONE', title: 'No bonus', bonusPercent: 0 },
    { promoId: 'FIRST100', title: 'First deposit 100%', bonusPercent: 100 },
  ]);

  registerCall(app, platform, wallet.deposit, async ({ body, member }) => {
    const real = requireRealMember(member, TRIAL_REFUSAL);
    const channel = DEPOSIT_CHANNELS.find((c) => c.channelId === body.channelId);
    if (!channel)
      throw new GatewayError(400, 'deposit.channel.unavailable', 'No such deposit channel.');
    if (body.amount < channel.minAmount || body.amount > channel.maxAmount) {
      throw new GatewayError(
        400,
        'deposit.amount.out.of.range',
        `Deposit between ${channel.minAmount} and ${channel.maxAmount}.`,
      );
    }
    const earlier = await hasSuccessfulDeposit(platform, real.id);
    const id = `D${randomId(9)}`;
    const now = platform.now();
    const status: 'SUCCESS' | 'PENDING' = channel.instant ? 'SUCCESS' : 'PENDING';
    const firstDeposit = channel.instant && !earlier;
    await recordOrder(platform, {
      id,
      member_id: real.id,
      kind: 'DEPOSIT',
      channel: channel.channelId,
      bank_card_id: null,
      amount_cents: toCents(body.amount),
      status,
      first_deposit: firstDeposit ? 1 : 0,
      created_at: now,
    });
    if (channel.instant)
      await adjustBalance(platform, real.id, toCents(body.amount), 'DEPOSIT', `Deposit ${id}`);
    return {
      orderId: id,
      amount: body.amount,
      status,
      createdAt: toIso(now),
      firstDeposit,
      ...(channel.instant ? {} : { payUrl: `/platform/pay/${id}` }),
    };
  });

  const ordersPage = async (
    memberId: number,
    kind: 'DEPOSIT' | 'WITHDRAW',
    query: Parameters<typeof dateRange>[0] & PageRequest,
  ) => {
    const { rows, total } = await findOrdersPage(platform, memberId, kind, dateRange(query), query);
    return { rows, paging: pageFields(total, query) };
  };

  registerCall(app, platform, wallet.depositRecords, async ({ query, member }) => {
    const { rows, paging } = await ordersPage(member?.id ?? 0, 'DEPOSIT', query);
    return {
      ...paging,
      content: rows.map((row) => ({
        ...orderSummary(row),
        firstDeposit: row.first_deposit === 1,
      })),
    };
  });

  registerCall(app, platform, wallet.bankCards, async ({ member }) => {
    const rows = await listBankCards(platform, member?.id ?? 0);
    return rows.map((row) => ({
      bankCardId: String(row.id),
      bankName: row.bank_name,
      maskedNumber: `**** ${row.card_number.slice(-4)}`,
      accountName: row.holder_name,
    }));
  });

  registerCall(app, platform, wallet.withdraw, async ({ body, member }) => {
    const real = requireRealMember(member, TRIAL_REFUSAL);
    const cardId = await findOwnBankCardId(platform, real.id, body.bankCardId);
    if (cardId === undefined)
      throw new GatewayError(400, 'withdraw.bank.card.required', 'Bind a bank card first.');
    if (!real.payment_password_hash) {
      throw new GatewayError(
        400,
        'withdraw.payment.password.required',
        'Set a payment password first.',
      );
    }
    if (!(await verifyPassword(body.paymentPassword, real.payment_password_hash))) {
      throw new GatewayError(
        400,
        'withdraw.payment.password.incorrect',
        'The payment password is incorrect.',
      );
    }
    const id = `W${randomId(9)}`;
    const balance = await adjustBalance(
      platform,
      real.id,
      -toCents(body.amount),
      'WITHDRAW',
      `Withdrawal ${id}`,
    );
    if (balance === undefined) throw insufficient();
    const now = platform.now();
    await recordOrder(platform, {
      id,
      member_id: real.id,
      kind: 'WITHDRAW',
      channel: 'BANK',
      bank_card_id: cardId,
      amount_cents: toCents(body.amount),
      status: 'PENDING',
      first_deposit: 0,
      created_at: now,
    });
    return {
      orderId: id,
      amount: body.amount,
      status: 'PENDING' as const,
      createdAt: toIso(now),
      bankCardId: String(cardId),
    };
  });

  registerCall(app, platform, wallet.withdrawReport, async ({ query, member }) => {
    const { rows, paging } = await ordersPage(member?.id ?? 0, 'WITHDRAW', query);
    return {
      ...paging,
      content: rows.map((row) => ({
        ...orderSummary(row),
        bankCardId: String(row.bank_card_id ?? ''),
      })),
    };
  });

  registerCall(app, platform, wallet.cashbackInfo, async ({ member }) => {
    const { validCents, claimableCents } = await unclaimedCashback(platform, member?.id ?? 0);
    return {
      claimable: fromCents(claimableCents),
      validBetAmount: fromCents(validCents),
      rates: CASHBACK_RATES,
    };
  });

  registerCall(app, platform, wallet.claimCashback, async ({ member }) => {
    const real = requireRealMember(member, TRIAL_REFUSAL);
    const { claimableCents } = await unclaimedCashback(platform, real.id);
    if (claimableCents <= 0)
      throw new GatewayError(400, 'rebate.nothing.to.claim', 'Nothing to claim yet.');
    await adjustBalance(platform, real.id, claimableCents, 'REBATE', 'Manual cashback');
    return { claimed: fromCents(claimableCents), balance: await balanceOf(real.id) };
  });
}
