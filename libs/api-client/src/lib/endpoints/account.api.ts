import {
  DEFAULT_MEMBER_TYPE,
  ROUTES,
  type account,
  type security,
  type SessionValue,
} from '@mweb/api-contract';
import { api } from '../base/base-api';
import { gateway, type CallArg, type CallValue } from '../base/call-types';
import type { GatewayState } from '../base/gateway-base-query';
import { sessionCleared, sessionStarted } from '../session/session.slice';
import { storage } from '../storage/storage';

type Account = typeof account;
type Security = typeof security;

/** Everything that belongs to one member; a new session must not see the last one's cache. */
const MEMBER_TAGS = [
  'Member',
  'Balance',
  'Favourite',
  'Recent',
  'Unread',
  'Inbox',
  'Contract',
  'Records',
  'Security',
] as const;

/** Stores the session a login, registration or free play answered. */
async function startSession(lifecycle: {
  queryFulfilled: Promise<{ data: SessionValue | CallValue<Account['freePlay']> }>;
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
    login: build.mutation<CallValue<Account['login']>, CallArg<Account['login']>>({
      query: (body) => gateway(ROUTES['account.login'], body),
      onQueryStarted: (_arg, lifecycle) => startSession(lifecycle),
    }),
    loginVerification: build.mutation<
      CallValue<Account['loginVerification']>,
      CallArg<Account['loginVerification']>
    >({
      query: (body) => gateway(ROUTES['account.loginVerification'], body),
      onQueryStarted: (_arg, lifecycle) => startSession(lifecycle),
    }),
    /** Ends the session here even if the gateway cannot be reached: the member asked to leave. */
    logout: build.mutation<CallValue<Account['logout']>, void>({
      query: () => gateway(ROUTES['account.logout']),
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
    freePlay: build.mutation<CallValue<Account['freePlay']>, CallArg<Account['freePlay']>>({
      query: (body) => gateway(ROUTES['account.freePlay'], body),
      onQueryStarted: (_arg, lifecycle) => startSession(lifecycle),
    }),
    createTrialAccount: build.mutation<CallValue<Account['createTrialAccount']>, void>({
      query: () => gateway(ROUTES['account.createTrialAccount']),
    }),
    renewSession: build.mutation<CallValue<Account['renewSession']>, void>({
      query: () => gateway(ROUTES['account.renewSession']),
    }),
    register: build.mutation<CallValue<Account['register']>, CallArg<Account['register']>>({
      query: (body) => gateway(ROUTES['account.register'], body),
      onQueryStarted: (_arg, lifecycle) => startSession(lifecycle),
    }),
    registerMobile: build.mutation<
      CallValue<Account['registerMobile']>,
      CallArg<Account['registerMobile']>
    >({
      query: (body) => gateway(ROUTES['account.registerMobile'], body),
      onQueryStarted: (_arg, lifecycle) => startSession(lifecycle),
    }),
    registrationSettings: build.query<CallValue<Account['registrationSettings']>, void>({
      query: () => gateway(ROUTES['account.registrationSettings']),
    }),
    commonPatterns: build.query<CallValue<Account['commonPatterns']>, void>({
      query: () => gateway(ROUTES['account.commonPatterns']),
    }),
    /** A new image every time: the code is single use. */
    captcha: build.query<CallValue<Account['captcha']>, number>({
      query: (attempt) => gateway(ROUTES['account.captcha'], { _: String(attempt) }),
      keepUnusedDataFor: 0,
    }),
    /** A new challenge every time: each is single use. */
    slideChallenge: build.query<CallValue<Account['slideChallenge']>, number>({
      query: (attempt) => gateway(ROUTES['account.slideChallenge'], { _: String(attempt) }),
      keepUnusedDataFor: 0,
    }),
    validateUsername: build.query<
      CallValue<Account['validateUsername']>,
      CallArg<Account['validateUsername']>
    >({
      query: (params) => gateway(ROUTES['account.validateUsername'], params),
    }),
    validateEmail: build.query<
      CallValue<Account['validateEmail']>,
      CallArg<Account['validateEmail']>
    >({
      query: (params) => gateway(ROUTES['account.validateEmail'], params),
    }),
    sendRegisterSms: build.mutation<
      CallValue<Account['sendRegisterSms']>,
      CallArg<Account['sendRegisterSms']>
    >({
      query: (body) => gateway(ROUTES['account.sendRegisterSms'], body),
    }),
    sendSms: build.mutation<CallValue<Account['sendSms']>, CallArg<Account['sendSms']>>({
      query: (body) => gateway(ROUTES['account.sendSms'], body),
    }),
    verifySms: build.mutation<CallValue<Account['verifySms']>, CallArg<Account['verifySms']>>({
      query: (body) => gateway(ROUTES['account.verifySms'], body),
    }),
    changePassword: build.mutation<
      CallValue<Account['changePassword']>,
      CallArg<Account['changePassword']>
    >({
      query: (body) => gateway(ROUTES['account.changePassword'], body),
    }),
    setPasswordByPhone: build.mutation<
      CallValue<Account['setPasswordByPhone']>,
      CallArg<Account['setPasswordByPhone']>
    >({
      query: (body) => gateway(ROUTES['account.setPasswordByPhone'], body),
    }),
    checkAffiliate: build.query<
      CallValue<Account['checkAffiliate']>,
      CallArg<Account['checkAffiliate']>
    >({
      query: (params) => gateway(ROUTES['account.checkAffiliate'], params),
    }),
    myAffiliateCode: build.query<CallValue<Account['myAffiliateCode']>, void>({
      query: () => gateway(ROUTES['account.myAffiliateCode']),
      providesTags: ['Member'],
    }),
    headIcon: build.query<CallValue<Account['headIcon']>, void>({
      query: () => gateway(ROUTES['account.headIcon']),
      providesTags: ['Member'],
    }),
    setHeadIcon: build.mutation<CallValue<Account['setHeadIcon']>, CallArg<Account['setHeadIcon']>>(
      {
        query: (body) => gateway(ROUTES['account.setHeadIcon'], body),
        invalidatesTags: ['Member'],
      },
    ),
    systemCountries: build.query<CallValue<Account['systemCountries']>, void>({
      query: () => gateway(ROUTES['account.systemCountries']),
      keepUnusedDataFor: 3600,
    }),
    setMemberLanguage: build.mutation<
      CallValue<Account['setMemberLanguage']>,
      CallArg<Account['setMemberLanguage']>
    >({
      query: (body) => gateway(ROUTES['account.setMemberLanguage'], body),
      invalidatesTags: ['Member'],
    }),
    memberInfo: build.query<CallValue<Account['memberInfo']>, void>({
      query: () => gateway(ROUTES['account.memberInfo']),
      providesTags: ['Member'],
      onQueryStarted: async (_arg, { queryFulfilled }) => {
        try {
          storage.write('memberInfo', (await queryFulfilled).data);
        } catch {
          // Nothing to keep.
        }
      },
    }),
    securityConfig: build.query<CallValue<Security['securityConfig']>, void>({
      query: () => gateway(ROUTES['security.config']),
      providesTags: ['Security'],
    }),
    setPaymentPassword: build.mutation<
      CallValue<Security['setPaymentPassword']>,
      CallArg<Security['setPaymentPassword']>
    >({
      query: (body) => gateway(ROUTES['security.setPaymentPassword'], body),
      invalidatesTags: ['Security'],
    }),
    bindBankCard: build.mutation<
      CallValue<Security['bindBankCard']>,
      CallArg<Security['bindBankCard']>
    >({
      query: (body) => gateway(ROUTES['security.bindBankCard'], body),
      invalidatesTags: ['Security'],
    }),
    securityQuestions: build.query<CallValue<Security['securityQuestions']>, void>({
      query: () => gateway(ROUTES['security.questions']),
    }),
    setSecurityQuestion: build.mutation<
      CallValue<Security['setSecurityQuestion']>,
      CallArg<Security['setSecurityQuestion']>
    >({
      query: (body) => gateway(ROUTES['security.setQuestion'], body),
      invalidatesTags: ['Security'],
    }),
    bindEmail: build.mutation<CallValue<Security['bindEmail']>, CallArg<Security['bindEmail']>>({
      query: (body) => gateway(ROUTES['security.bindEmail'], body),
      invalidatesTags: ['Security'],
    }),
    setPayeeName: build.mutation<
      CallValue<Security['setPayeeName']>,
      CallArg<Security['setPayeeName']>
    >({
      query: (body) => gateway(ROUTES['security.setPayeeName'], body),
      invalidatesTags: ['Security'],
    }),
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
