import { wallet, isRealMember } from '@mweb/api-contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, GatewayError } from '../gateway/gateway-error';
import { registerCall, type Member } from '../gateway/register-call';
import { verifyPassword } from '../security/passwords';
import { randomId } from '../security/tokens';
import { adjustBalance } from '../services/members';
import type { Platform } from '../services/platform';
import { fromCents, toCents, toIso } from './shapes';
import { countRows, pageCount, paged } from './paging';

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

/** Cashback rate on valid bets, per category, in percent. */
const CASHBACK_RATES = [
  { gameCategory: 'RNG', ratePercent: 0.8 },
  { gameCategory: 'LIVE', ratePercent: 0.6 },
  { gameCategory: 'ELOTT', ratePercent: 0.5 },
];

/** Trial accounts may look but not move money (SPEC.md section 6). */
function requireRealMember(member: Member | undefined): Member {
  if (!member || !isRealMember(member.type)) {
    throw new GatewayError(
      403,
      'free_reject',
      'Please login an actual account to use this function',
    );
  }
  return member;
}

/** `startDate`/`endDate` as dates or ISO times; a malformed one is a bad request, not "no filter". */
export function dateRange(query: { startDate?: string | undefined; endDate?: string | undefined }) {
  const parse = (text: string | undefined, endOfDay: boolean) => {
    if (!text) return undefined;
    const value = Date.parse(
      /^\d{4}-\d{2}-\d{2}$/.test(text)
        ? `${text}T${endOfDay ? '23:59:59.999' : '00:00:00'}Z`
        : text,
    );
    if (Number.isNaN(value)) throw badRequest(`Not a date: ${text}`);
    return value;
  };
  return { from: parse(query.startDate, false), to: parse(query.endDate, true) };
}

export function registerWalletRoutes(app: FastifyInstance, platform: Platform): void {
  const balanceOf = async (memberId: number) => {
    const row = await platform.db
      .selectFrom('members')
      .select(['balance_cents', 'currency'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
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
    const real = requireRealMember(member);
    const known = [0, 1];
    if (
      body.fromAccountTypeId === body.toAccountTypeId ||
      !known.includes(body.fromAccountTypeId) ||
      !known.includes(body.toAccountTypeId)
    ) {
      throw new GatewayError(400, 'wallet.account.invalid', 'No such account to transfer between.');
    }
    const balance = await balanceOf(real.id);
    if (toCents(body.amount) > toCents(balance.sumBalance)) {
      throw new GatewayError(400, 'wallet.insufficient.balance', 'The balance is not enough.');
    }
    return balance;
  });

  registerCall(app, platform, wallet.transactions, async ({ query, member }) => {
    const { from, to } = dateRange(query);
    let select = platform.db.selectFrom('transactions').where('member_id', '=', member?.id ?? 0);
    if (from !== undefined) select = select.where('created_at', '>=', from);
    if (to !== undefined) select = select.where('created_at', '<=', to);
    const total = await countRows(select);
    const rows = await select.selectAll().orderBy('id', 'desc').$call(paged(query)).execute();
    return {
      content: rows.map((row) => ({
        id: String(row.id),
        kind: asKind(row.kind),
        amount: fromCents(row.amount_cents),
        balanceAfter: fromCents(row.balance_after_cents),
        createdAt: toIso(row.created_at),
        remark: row.note,
      })),
      pageNum: query.pageNo,
      totalPages: pageCount(total, query.pageSize),
      totalCount: total,
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
    const real = requireRealMember(member);
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
    const earlier = await platform.db
      .selectFrom('orders')
      .select('id')
      .where('member_id', '=', real.id)
      .where('kind', '=', 'DEPOSIT')
      .where('status', '=', 'SUCCESS')
      .executeTakeFirst();
    const id = `D${randomId(9)}`;
    const now = platform.now();
    const status: 'SUCCESS' | 'PENDING' = channel.instant ? 'SUCCESS' : 'PENDING';
    const firstDeposit = channel.instant && !earlier;
    await platform.db
      .insertInto('orders')
      .values({
        id,
        member_id: real.id,
        kind: 'DEPOSIT',
        channel: channel.channelId,
        bank_card_id: null,
        amount_cents: toCents(body.amount),
        status,
        first_deposit: firstDeposit ? 1 : 0,
        created_at: now,
      })
      .execute();
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
    query: {
      pageNo: number;
      pageSize: number;
      startDate?: string | undefined;
      endDate?: string | undefined;
    },
  ) => {
    const { from, to } = dateRange(query);
    let select = platform.db
      .selectFrom('orders')
      .where('member_id', '=', memberId)
      .where('kind', '=', kind);
    if (from !== undefined) select = select.where('created_at', '>=', from);
    if (to !== undefined) select = select.where('created_at', '<=', to);
    const total = await countRows(select);
    const rows = await select
      .selectAll()
      .orderBy('created_at', 'desc')
      .$call(paged(query))
      .execute();
    return {
      rows,
      pageNum: query.pageNo,
      totalPages: pageCount(total, query.pageSize),
      totalCount: total,
    };
  };

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

  registerCall(app, platform, wallet.depositRecords, async ({ query, member }) => {
    const { rows, ...paging } = await ordersPage(member?.id ?? 0, 'DEPOSIT', query);
    return {
      ...paging,
      content: rows.map((row) => ({
        ...orderSummary(row),
        firstDeposit: row.first_deposit === 1,
      })),
    };
  });

  registerCall(app, platform, wallet.bankCards, async ({ member }) => {
    const rows = await platform.db
      .selectFrom('bank_cards')
      .selectAll()
      .where('member_id', '=', member?.id ?? 0)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      bankCardId: String(row.id),
      bankName: row.bank_name,
      maskedNumber: `**** ${row.card_number.slice(-4)}`,
      accountName: row.holder_name,
    }));
  });

  registerCall(app, platform, wallet.withdraw, async ({ body, member }) => {
    const real = requireRealMember(member);
    const card = /^\d{1,9}$/.test(body.bankCardId)
      ? await platform.db
          .selectFrom('bank_cards')
          .select('id')
          .where('member_id', '=', real.id)
          .where('id', '=', Number(body.bankCardId))
          .executeTakeFirst()
      : undefined;
    if (!card)
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
    if (balance === undefined)
      throw new GatewayError(400, 'wallet.insufficient.balance', 'The balance is not enough.');
    const now = platform.now();
    await platform.db
      .insertInto('orders')
      .values({
        id,
        member_id: real.id,
        kind: 'WITHDRAW',
        channel: 'BANK',
        bank_card_id: card.id,
        amount_cents: toCents(body.amount),
        status: 'PENDING',
        first_deposit: 0,
        created_at: now,
      })
      .execute();
    return {
      orderId: id,
      amount: body.amount,
      status: 'PENDING' as const,
      createdAt: toIso(now),
      bankCardId: String(card.id),
    };
  });

  registerCall(app, platform, wallet.withdrawReport, async ({ query, member }) => {
    const { rows, ...paging } = await ordersPage(member?.id ?? 0, 'WITHDRAW', query);
    return {
      ...paging,
      content: rows.map((row) => ({
        ...orderSummary(row),
        bankCardId: String(row.bank_card_id ?? ''),
      })),
    };
  });

  /** Valid bets since the last claim, and what they earn at the category's rate. */
  const cashback = async (memberId: number) => {
    const lastClaim = await platform.db
      .selectFrom('transactions')
      .select('created_at')
      .where('member_id', '=', memberId)
      .where('kind', '=', 'REBATE')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    const bets = await platform.db
      .selectFrom('bets')
      .select(['amount_cents', 'game_type'])
      .where('member_id', '=', memberId)
      .where('created_at', '>', lastClaim?.created_at ?? 0)
      .execute();
    let validCents = 0;
    let claimableCents = 0;
    for (const bet of bets) {
      validCents += bet.amount_cents;
      const rate = CASHBACK_RATES.find((r) => r.gameCategory === bet.game_type)?.ratePercent ?? 0.3;
      claimableCents += Math.floor((bet.amount_cents * rate) / 100);
    }
    return { validCents, claimableCents };
  };

  registerCall(app, platform, wallet.cashbackInfo, async ({ member }) => {
    const { validCents, claimableCents } = await cashback(member?.id ?? 0);
    return {
      claimable: fromCents(claimableCents),
      validBetAmount: fromCents(validCents),
      rates: CASHBACK_RATES,
    };
  });

  registerCall(app, platform, wallet.claimCashback, async ({ member }) => {
    const real = requireRealMember(member);
    const { claimableCents } = await cashback(real.id);
    if (claimableCents <= 0)
      throw new GatewayError(400, 'rebate.nothing.to.claim', 'Nothing to claim yet.');
    await adjustBalance(platform, real.id, claimableCents, 'REBATE', 'Manual cashback');
    return { claimed: fromCents(claimableCents), balance: await balanceOf(real.id) };
  });
}
