// Account security has no public payloads: every call here is our definition (I). Calls that
// carry a password travel encrypted, like the gateway's other password calls.
import { z } from 'zod';
import { defineCall } from './call';
import { nothing, smsSent } from './common';

export const securityConfig = defineCall({
  id: 'security.config',
  method: 'GET',
  path: '/wps/member/security/config',
  value: z.object({
    hasPaymentPassword: z.boolean(),
    bankCardCount: z.number().int().min(0),
    hasSecurityQuestion: z.boolean(),
    email: z.string().nullable(),
    payeeName: z.string().nullable(),
    /** The bound mobile number, all but its last three digits masked; null when none is bound. */
    maskedMobile: z.string().nullable().optional(),
  }),
  needsToken: true,
  evidence: 'I',
});

export const setPaymentPassword = defineCall({
  id: 'security.setPaymentPassword',
  method: 'POST',
  path: '/wps/member/security/paymentPassword',
  body: z.object({
    /** The login password, to prove it is the member. */
    loginPassword: z.string().min(1).max(128),
    paymentPassword: z.string().regex(/^\d{6}$/),
  }),
  value: nothing,
  errors: ['password.old.incorrect', 'password.format.invalid'],
  encrypted: true,
  needsToken: true,
  evidence: 'I',
});

export const securityQuestions = defineCall({
  id: 'security.questions',
  method: 'GET',
  path: '/wps/member/security/questions',
  value: z.array(z.object({ questionId: z.number().int(), text: z.string() })),
  needsToken: true,
  evidence: 'I',
});

export const setSecurityQuestion = defineCall({
  id: 'security.setQuestion',
  method: 'POST',
  path: '/wps/member/security/question',
  body: z.object({ questionId: z.number().int(), answer: z.string().min(1).max(128) }),
  value: nothing,
  needsToken: true,
  evidence: 'I',
});

/**
 * Sends a one-use code to the address the member wants to bind (I, our own: the family names the
 * e-mail binding but no call for its verification). The answer is the SMS codes' (`smsSent`): the
 * code's lifetime, the tries allowed and its deadline, for the same countdown.
 */
export const sendEmailCode = defineCall({
  id: 'security.sendEmailCode',
  method: 'POST',
  path: '/wps/member/security/email/code',
  body: z.object({ email: z.string().email().max(254) }),
  value: smsSent,
  errors: ['email.taken', 'email.send.too.often'],
  needsToken: true,
  evidence: 'I',
});

/**
 * Binds an e-mail address (form-encoded, as the gateway's e-mail post is) with the code
 * `sendEmailCode` sent to that very address (our own field, I): a right code is spent by the
 * binding, a wrong one counts against its tries.
 */
export const bindEmail = defineCall({
  id: 'security.bindEmail',
  method: 'POST',
  path: '/wps/member/security/email',
  body: z.object({
    email: z.string().email().max(254),
    verificationCode: z.string().regex(/^\d{6}$/),
  }),
  value: nothing,
  errors: ['email.taken', 'email.code.invalid', 'email.code.expired'],
  needsToken: true,
  bodyEncoding: 'form',
  evidence: 'I',
});

/** The payee name withdrawals go to; set once. */
export const setPayeeName = defineCall({
  id: 'security.setPayeeName',
  method: 'POST',
  path: '/wps/member/security/payeeName',
  body: z.object({ payeeName: z.string().min(1).max(64) }),
  value: nothing,
  errors: ['payee.name.already.set'],
  needsToken: true,
  evidence: 'I',
});

/**
 * A WebAuthn options or response object as the browser and the platform pass it on (the
 * `*JSON` shapes of the WebAuthn level 3 specification): checked for its outline here, read in
 * full by the WebAuthn library on either side.
 */
const webAuthnJson = z.record(z.string(), z.unknown());

/** A WebAuthn response as the browser sends it back: its id, its raw id and its signed parts. */
export const passkeyResponse = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
    response: webAuthnJson,
  })
  .catchall(z.unknown());

/** One of the member's passkeys. */
export const passkey = z.object({
  passkeyId: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

/** A new passkey's options: a single-use challenge, the member and the relying party (I). */
export const passkeyRegisterOptions = defineCall({
  id: 'security.passkeyRegisterOptions',
  method: 'POST',
  path: '/wps/member/security/passkey/options',
  value: webAuthnJson,
  needsToken: true,
  evidence: 'I',
});

/** Stores the passkey the browser made for the options' challenge (I). */
export const registerPasskey = defineCall({
  id: 'security.registerPasskey',
  method: 'POST',
  path: '/wps/member/security/passkey',
  body: z.object({ name: z.string().min(1).max(64), credential: passkeyResponse }),
  value: passkey,
  errors: ['passkey.invalid', 'passkey.duplicate'],
  needsToken: true,
  evidence: 'I',
});

/** The member's passkeys (I). */
export const passkeys = defineCall({
  id: 'security.passkeys',
  method: 'GET',
  path: '/wps/member/security/passkeys',
  value: z.array(passkey),
  needsToken: true,
  evidence: 'I',
});

/** Removes one of the member's passkeys (I). */
export const removePasskey = defineCall({
  id: 'security.removePasskey',
  method: 'DELETE',
  path: '/wps/member/security/passkey',
  body: z.object({ passkeyId: z.string().min(1).max(1024) }),
  value: nothing,
  errors: ['passkey.not.found'],
  needsToken: true,
  evidence: 'I',
});

/** What a passkey can confirm in place of the payment password. */
export const passkeyConfirmPurpose = z.enum(['withdraw', 'bankCard']);
export type PasskeyConfirmPurpose = z.infer<typeof passkeyConfirmPurpose>;

/**
 * How a money move or a bank-card change is confirmed: the payment password, or a passkey's answer
 * to a challenge issued for this member and this purpose. The platform asks for one of them.
 */
export const confirmation = {
  paymentPassword: z.string().min(1).max(128).optional(),
  passkey: passkeyResponse.optional(),
};

/**
 * A passkey confirmation's refusals: the member has no passkey to confirm with (`passkey.none`), or
 * the answer is not one the platform accepts — another member's key, a replayed or expired
 * challenge, a challenge of another purpose, a wrong origin or relying party, an old counter, or no
 * user verification (`passkey.invalid`).
 */
export const PASSKEY_CONFIRM_ERRORS = ['passkey.none', 'passkey.invalid'] as const;

/** A single-use challenge confirming one withdrawal or one bank-card bind, for the member's passkeys (I). */
export const passkeyConfirmOptions = defineCall({
  id: 'security.passkeyConfirmOptions',
  method: 'POST',
  path: '/wps/member/security/passkey/confirm/options',
  body: z.object({ purpose: passkeyConfirmPurpose }),
  value: webAuthnJson,
  errors: ['passkey.none'],
  needsToken: true,
  evidence: 'I',
});

/**
 * Binds a bank card, confirmed as a withdrawal is: with the payment password, or with a passkey's
 * answer to a bank-card confirmation challenge. Travels encrypted, as the payment password does.
 */
export const bindBankCard = defineCall({
  id: 'security.bindBankCard',
  method: 'POST',
  path: '/wps/member/security/bankCard',
  body: z.object({
    bankName: z.string().min(1).max(64),
    cardNumber: z.string().regex(/^\d{12,19}$/),
    accountName: z.string().min(1).max(64),
    branch: z.string().max(64).optional(),
    ...confirmation,
  }),
  value: z.object({ bankCardId: z.string(), maskedNumber: z.string() }),
  errors: [
    'bank.card.duplicate',
    'bank.card.limit',
    'payee.name.mismatch',
    'payment.password.required',
    'payment.password.incorrect',
    ...PASSKEY_CONFIRM_ERRORS,
  ],
  encrypted: true,
  needsToken: true,
  evidence: 'I',
});
