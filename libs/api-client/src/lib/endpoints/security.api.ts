// The member's security settings: they load with the security screens.
import {
  SECURITY_BIND_BANK_CARD,
  SECURITY_BIND_EMAIL,
  SECURITY_CONFIG,
  SECURITY_PASSKEY_CONFIRM_OPTIONS,
  SECURITY_PASSKEY_REGISTER_OPTIONS,
  SECURITY_PASSKEYS,
  SECURITY_QUESTIONS,
  SECURITY_REGISTER_PASSKEY,
  SECURITY_REMOVE_PASSKEY,
  SECURITY_SET_PAYEE_NAME,
  SECURITY_SET_PAYMENT_PASSWORD,
  SECURITY_SEND_EMAIL_CODE,
  SECURITY_SET_QUESTION,
} from '@mweb/api-contract/client';
import { securityConfigSchema } from '../base/answer-schemas';
import { api } from '../base/base-api';
import { callsFor } from '../base/call-endpoint';

const { callMutation, callQuery } = callsFor(
  SECURITY_BIND_BANK_CARD,
  SECURITY_BIND_EMAIL,
  SECURITY_CONFIG,
  SECURITY_PASSKEY_CONFIRM_OPTIONS,
  SECURITY_PASSKEY_CONFIRM_OPTIONS,
  SECURITY_PASSKEY_REGISTER_OPTIONS,
  SECURITY_PASSKEYS,
  SECURITY_QUESTIONS,
  SECURITY_REGISTER_PASSKEY,
  SECURITY_REMOVE_PASSKEY,
  SECURITY_SEND_EMAIL_CODE,
  SECURITY_SET_PAYEE_NAME,
  SECURITY_SET_PAYMENT_PASSWORD,
  SECURITY_SET_QUESTION,
);

export const securityApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Checked: a wrong-shaped answer is the call's error, which the security centre shows with a retry.
    securityConfig: callQuery(build, 'security.config', {
      providesTags: ['Security'],
      responseSchema: securityConfigSchema,
    }),
    setPaymentPassword: callMutation(build, 'security.setPaymentPassword', {
      failureShownBy: 'screen',
      invalidatesTags: ['Security'],
    }),
    bindBankCard: callMutation(build, 'security.bindBankCard', {
      failureShownBy: 'screen',
      invalidatesTags: ['Security', { type: 'BankCard', id: 'LIST' }],
    }),
    securityQuestions: callQuery(build, 'security.questions'),
    setSecurityQuestion: callMutation(build, 'security.setQuestion', {
      failureShownBy: 'shell',
      invalidatesTags: ['Security'],
    }),
    /** The code for the e-mail binding: its refusals (taken, too soon) show under the field. */
    sendEmailCode: callMutation(build, 'security.sendEmailCode', { failureShownBy: 'screen' }),
    // A wrong or expired code shows under the code field, not as a notice.
    bindEmail: callMutation(build, 'security.bindEmail', {
      failureShownBy: 'screen',
      invalidatesTags: ['Security'],
    }),
    setPayeeName: callMutation(build, 'security.setPayeeName', {
      failureShownBy: 'screen',
      invalidatesTags: ['Security'],
    }),
    /** A new challenge every time: each is single use, so nothing is cached. */
    passkeyRegisterOptions: callMutation(build, 'security.passkeyRegisterOptions', {
      failureShownBy: 'screen',
    }),
    registerPasskey: callMutation(build, 'security.registerPasskey', {
      failureShownBy: 'screen',
      invalidatesTags: ['Security'],
    }),
    passkeys: callQuery(build, 'security.passkeys', { providesTags: ['Security'] }),
    removePasskey: callMutation(build, 'security.removePasskey', {
      failureShownBy: 'screen',
      invalidatesTags: ['Security'],
    }),
    /** A withdrawal's or a bank-card bind's challenge: single use, like the others. */
    passkeyConfirmOptions: callMutation(build, 'security.passkeyConfirmOptions', {
      failureShownBy: 'screen',
    }),
  }),
});

export const {
  useSecurityConfigQuery,
  useSetPaymentPasswordMutation,
  useBindBankCardMutation,
  useSecurityQuestionsQuery,
  useSetSecurityQuestionMutation,
  useSendEmailCodeMutation,
  useBindEmailMutation,
  useSetPayeeNameMutation,
  usePasskeyRegisterOptionsMutation,
  useRegisterPasskeyMutation,
  usePasskeysQuery,
  useRemovePasskeyMutation,
  usePasskeyConfirmOptionsMutation,
} = securityApi;
