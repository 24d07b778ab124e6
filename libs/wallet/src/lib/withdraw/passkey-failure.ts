import { isApiError } from '@mweb/api-client';

/**
 * The words for a passkey confirmation the platform refused: no passkey on the account, or an
 * answer it does not accept (replayed, expired, another key's). Undefined for any other failure.
 */
export function passkeyFailure(error: unknown, t: (key: string) => string): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.errorCode === 'passkey.none') return t('wallet:passkey.none');
  if (error.errorCode === 'passkey.invalid') return t('wallet:passkey.refused');
  return undefined;
}
