import { security } from '@mweb/api-contract';
import type { FastifyInstance } from 'fastify';
import { GatewayError, notAvailable } from '../gateway/gateway-error';
import { registerCall, type Member } from '../gateway/register-call';
import { hashPassword, verifyPassword } from '../security/passwords';
import type { Platform } from '../services/platform';

export const SECURITY_QUESTIONS = [
  { questionId: 1, text: 'What was the name of your first school?' },
  { questionId: 2, text: 'In which city were you born?' },
  { questionId: 3, text: 'What is your favourite food?' },
];
const MAX_BANK_CARDS = 5;

function own(member: Member | undefined): Member {
  if (!member) throw notAvailable();
  return member;
}

export function registerSecurityRoutes(app: FastifyInstance, platform: Platform): void {
  registerCall(app, platform, security.securityConfig, async ({ member }) => {
    const me = own(member);
    const cards = await platform.db
      .selectFrom('bank_cards')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('member_id', '=', me.id)
      .executeTakeFirst();
    return {
      hasPaymentPassword: me.payment_password_hash !== null,
      bankCardCount: Number(cards?.count ?? 0),
      hasSecurityQuestion: me.security_question_id !== null,
      email: me.email,
      payeeName: me.payee_name,
    };
  });

  registerCall(app, platform, security.setPaymentPassword, async ({ body, member }) => {
    const me = own(member);
    if (!(await verifyPassword(body.loginPassword, me.password_hash))) {
      throw new GatewayError(400, 'password.old.incorrect', 'The login password is incorrect.');
    }
    await platform.db
      .updateTable('members')
      .set({ payment_password_hash: await hashPassword(body.paymentPassword) })
      .where('id', '=', me.id)
      .execute();
    return null;
  });

  registerCall(app, platform, security.bindBankCard, async ({ body, member }) => {
    const me = own(member);
    const cards = await platform.db
      .selectFrom('bank_cards')
      .selectAll()
      .where('member_id', '=', me.id)
      .execute();
    if (cards.some((card) => card.card_number === body.cardNumber)) {
      throw new GatewayError(409, 'bank.card.duplicate', 'This card is already bound.');
    }
    if (cards.length >= MAX_BANK_CARDS) {
      throw new GatewayError(400, 'bank.card.limit', `At most ${MAX_BANK_CARDS} cards.`);
    }
    if (me.payee_name !== null && me.payee_name !== body.accountName) {
      throw new GatewayError(
        400,
        'payee.name.mismatch',
        'The account name must be the payee name.',
      );
    }
    const row = await platform.db
      .insertInto('bank_cards')
      .values({
        member_id: me.id,
        bank_name: body.bankName,
        card_number: body.cardNumber,
        holder_name: body.accountName,
        created_at: platform.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { bankCardId: String(row.id), maskedNumber: `**** ${body.cardNumber.slice(-4)}` };
  });

  registerCall(app, platform, security.securityQuestions, () => SECURITY_QUESTIONS);

  registerCall(app, platform, security.setSecurityQuestion, async ({ body, member }) => {
    const me = own(member);
    if (!SECURITY_QUESTIONS.some((q) => q.questionId === body.questionId)) {
      throw new GatewayError(400, 'request_param_err', 'No such question.');
    }
    await platform.db
      .updateTable('members')
      .set({
        security_question_id: body.questionId,
        security_answer_hash: await hashPassword(body.answer.trim().toLowerCase()),
      })
      .where('id', '=', me.id)
      .execute();
    return null;
  });

  registerCall(app, platform, security.bindEmail, async ({ body, member }) => {
    const me = own(member);
    const email = body.email.trim().toLowerCase();
    const taken = await platform.db
      .selectFrom('members')
      .select('id')
      .where('email', '=', email)
      .where('id', '!=', me.id)
      .executeTakeFirst();
    if (taken) throw new GatewayError(409, 'email.taken', 'This e-mail is already in use.');
    await platform.db.updateTable('members').set({ email }).where('id', '=', me.id).execute();
    return null;
  });

  registerCall(app, platform, security.setPayeeName, async ({ body, member }) => {
    const me = own(member);
    if (me.payee_name !== null)
      throw new GatewayError(409, 'payee.name.already.set', 'The payee name is set.');
    await platform.db
      .updateTable('members')
      .set({ payee_name: body.payeeName })
      .where('id', '=', me.id)
      .execute();
    return null;
  });
}
