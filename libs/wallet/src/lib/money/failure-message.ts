import { isApiError } from '@mweb/api-client';

/** The errors namespace's key for a client-side failure, else the gateway's own message. */
export function failureMessage(error: unknown, t: (key: string) => string): string {
  if (!isApiError(error)) return t('errors:unknown_error');
  if (error.errorCode === 'timeout') return t('errors:timeout');
  if (error.errorCode === 'network.error') return t('errors:network');
  if (error.errorCode === 'parse.error') return t('wallet:money.unreadable');
  if (error.errorCode === 'free_reject') return t('wallet:trial_deposit_refused');
  // The form checks decimals before sending; this is the platform's word when they disagree.
  if (error.errorCode === 'wallet.amount.invalid') return t('wallet:amount.refused');
  return error.message || t('errors:unknown_error');
}
