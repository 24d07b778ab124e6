import { wallet } from '@mweb/api-contract';
import type { FastifyInstance } from 'fastify';
import { GatewayError } from '../gateway/gateway-error';
import { registerCall } from '../gateway/register-call';
import { randomId } from '../security/tokens';
import { findOwnBankCardId, listBankCards } from '../services/bank-cards';
import { withMemberLocked } from '../db/member-lock';
import { adjustBalance } from '../services/members';
import type { PageRequest } from '../services/paging';
import type { Platform } from '../services/platform';
import { assertMayDeposit } from '../services/safer-gambling';
import { openSession } from '../services/sessions';
import {
  CASHBACK_RATES,
  findBalance,
  findOrdersPage,
  findTransactionsPage,
  hasSuccessfulDeposit,
  findOrderByRequest,
  insertOrder,
  unclaimedCashback,
  type OrderRow,
} from '../services/wallet';
import { confirmChange } from './confirmation';
import { dateRange } from './date-range';
import { requireRealMember } from './member-guards';
import { pageFields } from './page-answer';
import { centsOf, fromCents, toIso } from './shapes';

/** The demo merchant's channels: an instant demo top-up, then the kinds a real merchant offers. */
export const DEPOSIT_CHANNELS = [
  {
    channelId: 'DEMO',
    name: 'Demo instant top-up',
    minAmount: 10,
    maxAmount: 50_000,
    instant: true,
    kind: 'INSTANT',
    feeBasisPoints: 0,
  },
  {
    channelId: 'BANK',
    name: 'Bank transfer',
    minAmount: 100,
    maxAmount: 500_000,
    instant: false,
    kind: 'BANK',
    feeBasisPoints: 0,
  },
  {
    channelId: 'EWALLET',
    name: 'E-wallet',
    minAmount: 50,
    maxAmount: 20_000,
    instant: false,
    kind: 'EWALLET',
    feeBasisPoints: 150,
  },
  {
    channelId: 'QR',
    name: 'QR code',
    minAmount: 10,
    maxAmount: 5_000,
    instant: false,
    kind: 'QR',
    feeBasisPoints: 100,
  },
] as const;

/** The demo merchant's withdrawal limits and fee (taken from the amount). */
const WITHDRAW_LIMITS = { minAmount: 50, maxAmount: 50_000, feeBasisPoints: 50 };

/** A fee at a rate in basis points, rounded half up to the cent (as the app shows it). */
const feeCents = (amountCents: number, basisPoints: number) =>
  Math.floor((amountCents * basisPoints + 5_000) / 10_000);

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
    const amountCents = centsOf(body.amount);
    const { balance_cents } = await findBalance(platform, real.id);
    if (amountCents > balance_cents) throw insufficient();
    return balanceOf(real.id);
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

  /** Whether an order waits on the payment page of its channel. */
  const awaitsPayment = (row: OrderRow) =>
    row.status === 'PENDING' && !DEPOSIT_CHANNELS.find((c) => c.channelId === row.channel)?.instant;

  /**
   * The proof a payment page asks for: a launch token bound to the caller's session (as the
   * lottery page's), made only when an answer has a payment page to link.
   */
  const payToken = async (rows: OrderRow[], memberId: number, token: string | undefined) =>
    token && rows.some(awaitsPayment) ? openSession(platform, memberId, token) : undefined;

  /** What a deposit answers, for a new order or the one a repeated key already made. */
  const depositAnswer = (row: OrderRow, proof: string | undefined) => {
    const channel = DEPOSIT_CHANNELS.find((c) => c.channelId === row.channel);
    return {
      ...orderSummary(row),
      firstDeposit: row.first_deposit === 1,
      fee: fromCents(row.fee_cents),
      ...(channel ? { channelName: channel.name } : {}),
      ...(proof && awaitsPayment(row)
        ? { payUrl: `/platform/pay/${row.id}?${new URLSearchParams({ token: proof }).toString()}` }
        : {}),
    };
  };

  registerCall(app, platform, wallet.deposit, async ({ body, member, token }) => {
    const real = requireRealMember(member, TRIAL_REFUSAL);
    const requestId = body.requestId ?? null;
    const amountCents = centsOf(body.amount);
    const channel = DEPOSIT_CHANNELS.find((c) => c.channelId === body.channelId);
    if (!channel)
      throw new GatewayError(400, 'deposit.channel.unavailable', 'No such deposit channel.');
    if (amountCents < channel.minAmount * 100 || amountCents > channel.maxAmount * 100) {
      throw new GatewayError(
        400,
        'deposit.amount.out.of.range',
        `Deposit between ${channel.minAmount} and ${channel.maxAmount}.`,
      );
    }
    // Under the member's lock: a repeated key finds the order its first request committed, and
    // only one of twenty deposits at once can be the first.
    const row = await withMemberLocked(platform, real.id, async (locked) => {
      if (requestId) {
        const earlier = await findOrderByRequest(locked, real.id, requestId);
        if (earlier) return earlier;
      }
      // Under the same lock as the order's insert: two deposits at once count each other.
      await assertMayDeposit(locked, real.id, amountCents);
      const first = !(await hasSuccessfulDeposit(locked, real.id));
      const order = await insertOrder(locked, {
        id: `D${randomId(9)}`,
        member_id: real.id,
        kind: 'DEPOSIT',
        channel: channel.channelId,
        bank_card_id: null,
        amount_cents: amountCents,
        fee_cents: feeCents(amountCents, channel.feeBasisPoints),
        status: channel.instant ? 'SUCCESS' : 'PENDING',
        first_deposit: channel.instant && first ? 1 : 0,
        created_at: platform.now(),
        request_id: requestId,
      });
      if (channel.instant)
        await adjustBalance(locked, real.id, amountCents, 'DEPOSIT', `Deposit ${order.id}`);
      return order;
    });
    return depositAnswer(row, await payToken([row], real.id, token));
  });

  const ordersPage = async (
    memberId: number,
    kind: 'DEPOSIT' | 'WITHDRAW',
    query: Parameters<typeof dateRange>[0] & PageRequest,
  ) => {
    const { rows, total } = await findOrdersPage(platform, memberId, kind, dateRange(query), query);
    return { rows, paging: pageFields(total, query) };
  };

  registerCall(app, platform, wallet.depositRecords, async ({ query, member, token }) => {
    const memberId = member?.id ?? 0;
    const { rows, paging } = await ordersPage(memberId, 'DEPOSIT', query);
    const proof = await payToken(rows, memberId, token);
    return { ...paging, content: rows.map((row) => depositAnswer(row, proof)) };
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

  const withdrawAnswer = (row: OrderRow) => ({
    ...orderSummary(row),
    bankCardId: String(row.bank_card_id ?? ''),
    fee: fromCents(row.fee_cents),
  });

  registerCall(app, platform, wallet.withdraw, async ({ body, member, request }) => {
    const real = requireRealMember(member, TRIAL_REFUSAL);
    const requestId = body.requestId ?? null;
    const amountCents = centsOf(body.amount);
    const cardId = await findOwnBankCardId(platform, real.id, body.bankCardId);
    if (cardId === undefined)
      throw new GatewayError(400, 'withdraw.bank.card.required', 'Bind a bank card first.');
    // The confirmation is checked before the transaction; the ledger move below is unchanged.
    await confirmChange(platform, request, real, 'withdraw', body, {
      required: 'withdraw.payment.password.required',
      incorrect: 'withdraw.payment.password.incorrect',
    });
    if (
      amountCents < WITHDRAW_LIMITS.minAmount * 100 ||
      amountCents > WITHDRAW_LIMITS.maxAmount * 100
    ) {
      throw new GatewayError(
        400,
        'withdraw.amount.out.of.range',
        `Withdraw between ${WITHDRAW_LIMITS.minAmount} and ${WITHDRAW_LIMITS.maxAmount}.`,
      );
    }
    // The order and its money in one transaction under the member's lock: a withdrawal beyond the
    // balance leaves no order behind, and a repeated key waits for its first request and answers
    // the order that request committed, or tries again once it failed.
    const row = await withMemberLocked(platform, real.id, async (locked) => {
      if (requestId) {
        const earlier = await findOrderByRequest(locked, real.id, requestId);
        if (earlier) return earlier;
      }
      const order = await insertOrder(locked, {
        id: `W${randomId(9)}`,
        member_id: real.id,
        kind: 'WITHDRAW',
        channel: 'BANK',
        bank_card_id: cardId,
        amount_cents: amountCents,
        fee_cents: feeCents(amountCents, WITHDRAW_LIMITS.feeBasisPoints),
        status: 'PENDING',
        first_deposit: 0,
        created_at: platform.now(),
        request_id: requestId,
      });
      const balance = await adjustBalance(
        locked,
        real.id,
        -amountCents,
        'WITHDRAW',
        `Withdrawal ${order.id}`,
      );
      // Thrown inside the transaction, so the order is rolled back with it.
      if (balance === undefined) throw insufficient();
      return order;
    });
    return withdrawAnswer(row);
  });

  registerCall(app, platform, wallet.withdrawInfo, async ({ member }) => {
    const row = await findBalance(platform, member?.id ?? 0);
    return { ...WITHDRAW_LIMITS, available: fromCents(row.balance_cents) };
  });

  registerCall(app, platform, wallet.withdrawReport, async ({ query, member }) => {
    const { rows, paging } = await ordersPage(member?.id ?? 0, 'WITHDRAW', query);
    return { ...paging, content: rows.map(withdrawAnswer) };
  });

  registerCall(app, platform, wallet.cashbackInfo, async ({ member }) => {
    const { validCents, claimableCents, categories } = await unclaimedCashback(
      platform,
      member?.id ?? 0,
    );
    return {
      claimable: fromCents(claimableCents),
      validBetAmount: fromCents(validCents),
      rates: CASHBACK_RATES,
      categories: categories.map((category) => ({
        gameCategory: category.gameCategory,
        ratePercent: category.ratePercent,
        validBetAmount: fromCents(category.validCents),
        claimable: fromCents(category.claimableCents),
      })),
    };
  });

  registerCall(app, platform, wallet.claimCashback, async ({ member }) => {
    const real = requireRealMember(member, TRIAL_REFUSAL);
    // The claim reads what is unclaimed and pays it under the member's lock: a second claim
    // waits for the first one's ledger line and finds nothing left.
    const claimableCents = await withMemberLocked(platform, real.id, async (locked) => {
      const unclaimed = await unclaimedCashback(locked, real.id);
      if (unclaimed.claimableCents <= 0)
        throw new GatewayError(400, 'rebate.nothing.to.claim', 'Nothing to claim yet.');
      await adjustBalance(locked, real.id, unclaimed.claimableCents, 'REBATE', 'Manual cashback');
      return unclaimed.claimableCents;
    });
    return { claimed: fromCents(claimableCents), balance: await balanceOf(real.id) };
  });
}
