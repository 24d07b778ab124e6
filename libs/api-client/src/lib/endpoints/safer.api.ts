// Safer gambling: the member's limits, reality check, break, exclusion, lock and their history.
// The platform enforces every rule; these calls read and change them.
import {
  SAFER_CONFIRM_DEPOSIT_LIMIT,
  SAFER_HISTORY,
  SAFER_PANIC_LOCK,
  SAFER_SELF_EXCLUDE,
  SAFER_SET_DEPOSIT_LIMIT,
  SAFER_SET_REALITY_CHECK,
  SAFER_STATUS,
  SAFER_TAKE_BREAK,
} from '@mweb/api-contract/client';
import { api } from '../base/base-api';
import { callsFor } from '../base/call-endpoint';

const { callMutation, callQuery } = callsFor(
  SAFER_CONFIRM_DEPOSIT_LIMIT,
  SAFER_HISTORY,
  SAFER_PANIC_LOCK,
  SAFER_SELF_EXCLUDE,
  SAFER_SET_DEPOSIT_LIMIT,
  SAFER_SET_REALITY_CHECK,
  SAFER_STATUS,
  SAFER_TAKE_BREAK,
);

export const saferApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    saferStatus: callQuery(build, 'safer.status', { providesTags: ['Safer'] }),
    saferHistory: callQuery(build, 'safer.history', { providesTags: ['Safer'] }),
    setDepositLimit: callMutation(build, 'safer.setDepositLimit', {
      failureShownBy: 'screen',
      invalidatesTags: ['Safer'],
    }),
    confirmDepositLimit: callMutation(build, 'safer.confirmDepositLimit', {
      failureShownBy: 'screen',
      invalidatesTags: ['Safer'],
    }),
    setRealityCheck: callMutation(build, 'safer.setRealityCheck', {
      failureShownBy: 'screen',
      invalidatesTags: ['Safer'],
    }),
    // A break, an exclusion and the lock end the session: the screen logs out after them.
    takeBreak: callMutation(build, 'safer.takeBreak', { failureShownBy: 'screen' }),
    selfExclude: callMutation(build, 'safer.selfExclude', { failureShownBy: 'screen' }),
    panicLock: callMutation(build, 'safer.panicLock', { failureShownBy: 'screen' }),
  }),
});

export const {
  useSaferStatusQuery,
  useSaferHistoryQuery,
  useSetDepositLimitMutation,
  useConfirmDepositLimitMutation,
  useSetRealityCheckMutation,
  useTakeBreakMutation,
  useSelfExcludeMutation,
  usePanicLockMutation,
} = saferApi;
