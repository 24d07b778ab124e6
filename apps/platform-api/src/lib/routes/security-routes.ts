import { security } from '@mweb/api-contract';
import type { FastifyInstance } from 'fastify';
import { GatewayError } from '../gateway/gateway-error';
import { registerCall } from '../gateway/register-call';
import { verifyPassword } from '../security/passwords';
import { bindBankCard, countBankCards, listBankCards } from '../services/bank-cards';
import {
  setEmail,
  setPassword,
  setPayeeName,
  setSecurityQuestion,
} from '../services/member-profile';
import { isEmailTaken } from '../services/members';
import type { Platform } from '../services/platform';
import { consumeEmailCode, sendEmailCode } from '../services/verification';
import { RATE_LIMITS } from './account-shared';
import { confirmChange } from './confirmation';
import { requireMember } from './member-guards';

/** A mobile number with all but its last three digits hidden. */
export function maskMobile(mobile: string): string {
  return `${'*'.repeat(Math.max(0, mobile.length - 3))}${mobile.slice(-3)}`;
}

export const SECURITY_QUESTIONS = [
  { questionId: 1, text: 'What was the name of your first school?' },
  { questionId: 2, text: 'In which city were you born?' },
  { questionId: 3, text: 'What is your favourite food?' },
];
const MAX_BANK_CARDS = 5;

export function registerSecurityRoutes(app: FastifyInstance, platform: Platform): void {
  registerCall(app, platform, security.securityConfig, async ({ member }) => {
    const me = requireMember(member);
    return {
      hasPaymentPassword: me.payment_password_hash !== null,
      bankCardCount: await countBankCards(platform, me.id),
      hasSecurityQuestion: me.security_question_id !== null,
      email: me.email,
      payeeName: me.payee_name,
      maskedMobile: me.mobile ? maskMobile(me.mobile) : null,
    };
  });

  registerCall(app, platform, security.setPaymentPassword, async ({ body, member }) => {
    const me = requireMember(member);
    if (!(await verifyPassword(body.loginPassword, me.password_hash))) {
      throw new GatewayError(400, 'password.old.incorrect', 'The login password is incorrect.');
    }
    await setPassword(platform, me.id, 'payment', body.paymentPassword);
    return null;
  });

  registerCall(app, platform, security.bindBankCard, async ({ body, member, request }) => {
    const me = requireMember(member);
    // A new card is where withdrawals can go: it is confirmed as a withdrawal is.
    await confirmChange(platform, request, me, 'bankCard', body, {
      required: 'payment.password.required',
      incorrect: 'payment.password.incorrect',
    });
    const cards = await listBankCards(platform, me.id);
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
    const id = await bindBankCard(platform, me.id, body);
    return { bankCardId: String(id), maskedNumber: `**** ${body.cardNumber.slice(-4)}` };
  });

  registerCall(app, platform, security.securityQuestions, () => SECURITY_QUESTIONS);

  registerCall(app, platform, security.setSecurityQuestion, async ({ body, member }) => {
    const me = requireMember(member);
    if (!SECURITY_QUESTIONS.some((q) => q.questionId === body.questionId)) {
      throw new GatewayError(400, 'request_param_err', 'No such question.');
    }
    await setSecurityQuestion(platform, me.id, body.questionId, body.answer);
    return null;
  });

  const refuseTaken = async (email: string, memberId: number) => {
    if (await isEmailTaken(platform, email, memberId)) {
      throw new GatewayError(409, 'email.taken', 'This e-mail is already in use.');
    }
  };

  registerCall(
    app,
    platform,
    security.sendEmailCode,
    async ({ body, member }) => {
      const me = requireMember(member);
      // A taken address gets no mail: the member learns it before waiting for a code.
      await refuseTaken(body.email, me.id);
      return sendEmailCode(platform, me.id, body.email, 'bind');
    },
    { rateLimit: RATE_LIMITS.sms },
  );

  registerCall(app, platform, security.bindEmail, async ({ body, member }) => {
    const me = requireMember(member);
    await refuseTaken(body.email, me.id);
    await consumeEmailCode(platform, me.id, body.email, body.verificationCode);
    await setEmail(platform, me.id, body.email);
    return null;
  });

  registerCall(app, platform, security.setPayeeName, async ({ body, member }) => {
    const me = requireMember(member);
    if (me.payee_name !== null)
      throw new GatewayError(409, 'payee.name.already.set', 'The payee name is set.');
    await setPayeeName(platform, me.id, body.payeeName);
    return null;
  });
}
