// The account calls the app shell makes on every page (the member's info, language, session renewal
// and logout), and the login page's slide challenge, which leaves while the page's code downloads;
// apart from the ones only the account screens make (account-forms.api.ts, security.api.ts): this
// file is in the first load, the others load with their screens.
import {
  ACCOUNT_LOGOUT,
  ACCOUNT_MEMBER_INFO,
  ACCOUNT_RENEW_SESSION,
  ACCOUNT_SET_MEMBER_LANGUAGE,
  ACCOUNT_SLIDE_CHALLENGE,
} from '@mweb/api-contract/client';
import { api } from '../base/base-api';
import { memberInfoSchema } from '../base/answer-schemas';
import { callsFor } from '../base/call-endpoint';
import { sessionCleared } from '../session/session.slice';

const { callMutation, callQuery } = callsFor(
  ACCOUNT_LOGOUT,
  ACCOUNT_MEMBER_INFO,
  ACCOUNT_RENEW_SESSION,
  ACCOUNT_SET_MEMBER_LANGUAGE,
  ACCOUNT_SLIDE_CHALLENGE,
);

export const accountApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Ends the session here even if the gateway cannot be reached: the member asked to leave. */
    logout: callMutation(build, 'account.logout', {
      failureShownBy: 'screen',
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
    renewSession: callMutation(build, 'account.renewSession', { failureShownBy: 'screen' }),
    setMemberLanguage: callMutation(build, 'account.setMemberLanguage', {
      failureShownBy: 'shell',
      invalidatesTags: ['Member'],
    }),
    /** Kept in storage as well, by the persistence listener. */
    memberInfo: callQuery(build, 'account.memberInfo', {
      providesTags: ['Member'],
      responseSchema: memberInfoSchema,
    }),
    /** A new challenge every time: each is single use. */
    slideChallenge: callQuery(build, 'account.slideChallenge', {
      data: (attempt: number) => ({ _: String(attempt) }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useLogoutMutation,
  useRenewSessionMutation,
  useSetMemberLanguageMutation,
  useMemberInfoQuery,
  useSlideChallengeQuery,
} = accountApi;
