import type { SessionValue } from '@mweb/api-contract';
import { DEFAULT_MEMBER_TYPE } from '@mweb/api-contract/client';
import { countriesSchema, memberInfoSchema, trialAccountSchema } from '../base/answer-schemas';
import { api, TAG_TYPES, type TagType } from '../base/base-api';
import { callMutation, callQuery } from '../base/call-endpoint';
import type { ValueOf } from '../base/call-types';
import type { GatewayState } from '../base/gateway-base-query';
import { sessionCleared, sessionStarted } from '../session/session.slice';

/** Tags shared by every visitor: the site's status and its public announcements and promotions. */
const SITE_TAGS: readonly TagType[] = ['Status', 'Announcement', 'Promotion'];

/** Everything that belongs to one member; a new session must not see the last one's cache. */
const MEMBER_TAGS = TAG_TYPES.filter((type) => !SITE_TAGS.includes(type));

/** Stores the session a login, registration or free play answered. */
async function startSession(lifecycle: {
  queryFulfilled: Promise<{ data: SessionValue | ValueOf<'account.freePlay'> }>;
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
}): Promise<void> {
  const { dispatch } = lifecycle;
  try {
    const { data } = await lifecycle.queryFulfilled;
    const type =
      'type' in data && data.type !== undefined
        ? data.type
        : (data.customerType ?? DEFAULT_MEMBER_TYPE);
    dispatch(
      sessionStarted({
        token: data.token,
        userName: data.userName,
        merchantCode: (lifecycle.getState() as GatewayState).site.merchantCode,
        type,
        firstTimeLogin: 'firstTimeLogin' in data ? data.firstTimeLogin : false,
      }),
    );
    dispatch(api.util.invalidateTags([...MEMBER_TAGS]));
  } catch {
    // The screen reads the failure from the mutation's own result.
  }
}

export const accountApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    login: callMutation(build, 'account.login', {
      onQueryStarted: (_arg, lifecycle) => startSession(lifecycle),
    }),
    loginVerification: callMutation(build, 'account.loginVerification', {
      onQueryStarted: (_arg, lifecycle) => startSession(lifecycle),
    }),
    /** Ends the session here even if the gateway cannot be reached: the member asked to leave. */
    logout: callMutation(build, 'account.logout', {
      onQueryStarted: async (_arg, { queryFulfilled, dispatch }) => {
        try {
          await queryFulfilled;
        } catch {
          // Logged out locally all the same.
        } finally {
          dispatch(sessionCleared());
          dispatch(api.util.resetApiState());
        }
      },
    }),
    freePlay: callMutation(build, 'account.freePlay', {
      onQueryStarted: (_arg, lifecycle) => startSession(lifecycle),
    }),
    createTrialAccount: callMutation(build, 'account.createTrialAccount', {
      responseSchema: trialAccountSchema,
    }),
    renewSession: callMutation(build, 'account.renewSession'),
    register: callMutation(build, 'account.register', {
      onQueryStarted: (_arg, lifecycle) => startSession(lifecycle),
    }),
    registerMobile: callMutation(build, 'account.registerMobile', {
      onQueryStarted: (_arg, lifecycle) => startSession(lifecycle),
    }),
    registrationSettings: callQuery(build, 'account.registrationSettings'),
    commonPatterns: callQuery(build, 'account.commonPatterns'),
    /** A new image every time: the code is single use. */
    captcha: callQuery(build, 'account.captcha', {
      data: (attempt: number) => ({ _: String(attempt) }),
      keepUnusedDataFor: 0,
    }),
    /** A new challenge every time: each is single use. */
    slideChallenge: callQuery(build, 'account.slideChallenge', {
      data: (attempt: number) => ({ _: String(attempt) }),
      keepUnusedDataFor: 0,
    }),
    validateUsername: callQuery(build, 'account.validateUsername'),
    validateEmail: callQuery(build, 'account.validateEmail'),
    sendRegisterSms: callMutation(build, 'account.sendRegisterSms'),
    sendSms: callMutation(build, 'account.sendSms'),
    verifySms: callMutation(build, 'account.verifySms'),
    changePassword: callMutation(build, 'account.changePassword'),
    setPasswordByPhone: callMutation(build, 'account.setPasswordByPhone'),
    checkAffiliate: callQuery(build, 'account.checkAffiliate'),
    myAffiliateCode: callQuery(build, 'account.myAffiliateCode', { providesTags: ['Member'] }),
    headIcon: callQuery(build, 'account.headIcon', { providesTags: ['Member'] }),
    setHeadIcon: callMutation(build, 'account.setHeadIcon', { invalidatesTags: ['Member'] }),
    systemCountries: callQuery(build, 'account.systemCountries', {
      keepUnusedDataFor: 3600,
      responseSchema: countriesSchema,
    }),
    setMemberLanguage: callMutation(build, 'account.setMemberLanguage', {
      invalidatesTags: ['Member'],
    }),
    /** Kept in storage as well, by the persistence listener. */
    memberInfo: callQuery(build, 'account.memberInfo', {
      providesTags: ['Member'],
      responseSchema: memberInfoSchema,
    }),
    securityConfig: callQuery(build, 'security.config', { providesTags: ['Security'] }),
    setPaymentPassword: callMutation(build, 'security.setPaymentPassword', {
      invalidatesTags: ['Security'],
    }),
    bindBankCard: callMutation(build, 'security.bindBankCard', {
      invalidatesTags: ['Security', { type: 'BankCard', id: 'LIST' }],
    }),
    securityQuestions: callQuery(build, 'security.questions'),
    setSecurityQuestion: callMutation(build, 'security.setQuestion', {
      invalidatesTags: ['Security'],
    }),
    bindEmail: callMutation(build, 'security.bindEmail', { invalidatesTags: ['Security'] }),
    setPayeeName: callMutation(build, 'security.setPayeeName', { invalidatesTags: ['Security'] }),
  }),
});

export const {
  useLoginMutation,
  useLoginVerificationMutation,
  useLogoutMutation,
  useFreePlayMutation,
  useCreateTrialAccountMutation,
  useRenewSessionMutation,
  useRegisterMutation,
  useRegisterMobileMutation,
  useRegistrationSettingsQuery,
  useCommonPatternsQuery,
  useCaptchaQuery,
  useSlideChallengeQuery,
  useLazyValidateUsernameQuery,
  useLazyValidateEmailQuery,
  useSendRegisterSmsMutation,
  useSendSmsMutation,
  useVerifySmsMutation,
  useChangePasswordMutation,
  useSetPasswordByPhoneMutation,
  useLazyCheckAffiliateQuery,
  useMyAffiliateCodeQuery,
  useHeadIconQuery,
  useSetHeadIconMutation,
  useSystemCountriesQuery,
  useSetMemberLanguageMutation,
  useMemberInfoQuery,
  useSecurityConfigQuery,
  useSetPaymentPasswordMutation,
  useBindBankCardMutation,
  useSecurityQuestionsQuery,
  useSetSecurityQuestionMutation,
  useBindEmailMutation,
  useSetPayeeNameMutation,
} = accountApi;
