// The account calls of the sign-in, registration, trial, password and profile screens: they load
// with those screens, not with the first page.
import type { SessionValue } from '@mweb/api-contract';
import {
  ACCOUNT_CAPTCHA,
  ACCOUNT_CHANGE_PASSWORD,
  ACCOUNT_CHECK_AFFILIATE,
  ACCOUNT_COMMON_PATTERNS,
  ACCOUNT_CREATE_TRIAL_ACCOUNT,
  ACCOUNT_FREE_PLAY,
  ACCOUNT_HEAD_ICON,
  ACCOUNT_LOGIN,
  ACCOUNT_LOGIN_VERIFICATION,
  ACCOUNT_MY_AFFILIATE_CODE,
  ACCOUNT_PASSKEY_LOGIN,
  ACCOUNT_PASSKEY_LOGIN_OPTIONS,
  ACCOUNT_REGISTER,
  ACCOUNT_REGISTER_MOBILE,
  ACCOUNT_REGISTRATION_SETTINGS,
  ACCOUNT_SEND_REGISTER_SMS,
  ACCOUNT_SEND_SMS,
  ACCOUNT_SET_HEAD_ICON,
  ACCOUNT_SET_PASSWORD_BY_PHONE,
  ACCOUNT_SYSTEM_COUNTRIES,
  ACCOUNT_VALIDATE_EMAIL,
  ACCOUNT_VALIDATE_USERNAME,
  ACCOUNT_VERIFY_SMS,
  DEFAULT_MEMBER_TYPE,
} from '@mweb/api-contract/client';
import { countriesSchema, trialAccountSchema } from '../base/answer-schemas';
import { api, TAG_TYPES, type TagType } from '../base/base-api';
import { callsFor } from '../base/call-endpoint';
import type { ValueOf } from '../base/call-types';
import type { GatewayState } from '../base/gateway-base-query';
import { sessionStarted } from '../session/session.slice';

const { callMutation, callQuery } = callsFor(
  ACCOUNT_CAPTCHA,
  ACCOUNT_CHANGE_PASSWORD,
  ACCOUNT_CHECK_AFFILIATE,
  ACCOUNT_COMMON_PATTERNS,
  ACCOUNT_CREATE_TRIAL_ACCOUNT,
  ACCOUNT_FREE_PLAY,
  ACCOUNT_HEAD_ICON,
  ACCOUNT_LOGIN,
  ACCOUNT_LOGIN_VERIFICATION,
  ACCOUNT_MY_AFFILIATE_CODE,
  ACCOUNT_PASSKEY_LOGIN,
  ACCOUNT_PASSKEY_LOGIN_OPTIONS,
  ACCOUNT_REGISTER,
  ACCOUNT_REGISTER_MOBILE,
  ACCOUNT_REGISTRATION_SETTINGS,
  ACCOUNT_SEND_REGISTER_SMS,
  ACCOUNT_SEND_SMS,
  ACCOUNT_SET_HEAD_ICON,
  ACCOUNT_SET_PASSWORD_BY_PHONE,
  ACCOUNT_SYSTEM_COUNTRIES,
  ACCOUNT_VALIDATE_EMAIL,
  ACCOUNT_VALIDATE_USERNAME,
  ACCOUNT_VERIFY_SMS,
);

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

export const accountFormsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    login: callMutation(build, 'account.login', {
      failureShownBy: 'screen',
      onQueryStarted: (_arg, lifecycle) => startSession(lifecycle),
    }),
    loginVerification: callMutation(build, 'account.loginVerification', {
      failureShownBy: 'screen',
      onQueryStarted: (_arg, lifecycle) => startSession(lifecycle),
    }),
    /** A new challenge every time: each is single use. */
    passkeyLoginOptions: callMutation(build, 'account.passkeyLoginOptions', {
      failureShownBy: 'screen',
    }),
    passkeyLogin: callMutation(build, 'account.passkeyLogin', {
      failureShownBy: 'screen',
      onQueryStarted: (_arg, lifecycle) => startSession(lifecycle),
    }),
    freePlay: callMutation(build, 'account.freePlay', {
      failureShownBy: 'screen',
      onQueryStarted: (_arg, lifecycle) => startSession(lifecycle),
    }),
    createTrialAccount: callMutation(build, 'account.createTrialAccount', {
      failureShownBy: 'screen',
      responseSchema: trialAccountSchema,
    }),
    register: callMutation(build, 'account.register', {
      failureShownBy: 'screen',
      onQueryStarted: (_arg, lifecycle) => startSession(lifecycle),
    }),
    registerMobile: callMutation(build, 'account.registerMobile', {
      failureShownBy: 'screen',
      onQueryStarted: (_arg, lifecycle) => startSession(lifecycle),
    }),
    registrationSettings: callQuery(build, 'account.registrationSettings'),
    commonPatterns: callQuery(build, 'account.commonPatterns'),
    /** A new image every time: the code is single use. */
    captcha: callQuery(build, 'account.captcha', {
      data: (attempt: number) => ({ _: String(attempt) }),
      keepUnusedDataFor: 0,
    }),
    validateUsername: callQuery(build, 'account.validateUsername'),
    validateEmail: callQuery(build, 'account.validateEmail'),
    sendRegisterSms: callMutation(build, 'account.sendRegisterSms', { failureShownBy: 'screen' }),
    sendSms: callMutation(build, 'account.sendSms', { failureShownBy: 'screen' }),
    verifySms: callMutation(build, 'account.verifySms', { failureShownBy: 'screen' }),
    changePassword: callMutation(build, 'account.changePassword', { failureShownBy: 'screen' }),
    setPasswordByPhone: callMutation(build, 'account.setPasswordByPhone', {
      failureShownBy: 'screen',
    }),
    checkAffiliate: callQuery(build, 'account.checkAffiliate'),
    myAffiliateCode: callQuery(build, 'account.myAffiliateCode', { providesTags: ['Member'] }),
    headIcon: callQuery(build, 'account.headIcon', { providesTags: ['Member'] }),
    setHeadIcon: callMutation(build, 'account.setHeadIcon', {
      failureShownBy: 'shell',
      invalidatesTags: ['Member'],
    }),
    systemCountries: callQuery(build, 'account.systemCountries', {
      keepUnusedDataFor: 3600,
      responseSchema: countriesSchema,
    }),
  }),
});

export const {
  useLoginMutation,
  useLoginVerificationMutation,
  usePasskeyLoginOptionsMutation,
  usePasskeyLoginMutation,
  useFreePlayMutation,
  useCreateTrialAccountMutation,
  useRegisterMutation,
  useRegisterMobileMutation,
  useRegistrationSettingsQuery,
  useCommonPatternsQuery,
  useCaptchaQuery,
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
} = accountFormsApi;
