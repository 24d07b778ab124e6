// Confirming a withdrawal or a bank-card bind with a passkey instead of the payment password: the
// one ceremony both screens run. The platform issues a challenge for this member and this purpose
// only, the browser asks the member to verify (PIN or biometric) and signs it, and the screen sends
// the signed answer with its call in place of the password. Where passkeys cannot work (the native
// wrapper, a browser without WebAuthn) or the member has none, it is not offered at all.
import {
  usePasskeyConfirmOptionsMutation,
  usePasskeysQuery,
  type useWithdrawMutation,
} from '@mweb/api-client';
import type { startAuthentication } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { isCeremonyCancelled, loadWebAuthn, passkeySupport } from './passkey-support';

type Options = Parameters<typeof startAuthentication>[0]['optionsJSON'];

/** What a passkey can confirm: a withdrawal, or a bank-card bind. */
export type PasskeyConfirmPurpose = Parameters<
  ReturnType<typeof usePasskeyConfirmOptionsMutation>[0]
>[0]['purpose'];

/** A passkey's signed answer, as the withdrawal and the bank-card bind carry it. */
export type PasskeyAnswer = NonNullable<
  Parameters<ReturnType<typeof useWithdrawMutation>[0]>[0]['passkey']
>;

export interface PasskeyConfirm {
  /** Whether to offer "Confirm with passkey": a browser that can, and a passkey to confirm with. */
  available: boolean;
  /** Whether `available` is settled: false only while the member's passkeys are being asked for. */
  known: boolean;
  busy: boolean;
  /**
   * Runs the ceremony: the signed answer, or `cancelled` when the member (or the browser) ended
   * it without one. Anything else (the platform refusing the challenge, a browser error) throws,
   * for the screen to word.
   */
  confirm: () => Promise<PasskeyAnswer | 'cancelled'>;
}

export function usePasskeyConfirm(purpose: PasskeyConfirmPurpose): PasskeyConfirm {
  const [support] = useState(passkeySupport);
  // The member's passkeys (the security centre's list): asked for only where they could be used.
  const passkeys = usePasskeysQuery(undefined, { skip: support !== 'supported' });
  const [askOptions, asking] = usePasskeyConfirmOptionsMutation();
  const [ceremony, setCeremony] = useState(false);
  const available = support === 'supported' && (passkeys.data?.length ?? 0) > 0;
  // Offered, the ceremony's code comes now, so that a tap does not wait for it.
  useEffect(() => {
    if (available) void loadWebAuthn();
  }, [available]);

  const confirm = async (): Promise<PasskeyAnswer | 'cancelled'> => {
    setCeremony(true);
    try {
      const optionsJSON = (await askOptions({ purpose }).unwrap()) as unknown as Options;
      const { startAuthentication } = await loadWebAuthn();
      const answer = await startAuthentication({ optionsJSON });
      return answer as unknown as PasskeyAnswer;
    } catch (error) {
      if (isCeremonyCancelled(error)) return 'cancelled';
      throw error;
    } finally {
      setCeremony(false);
    }
  };

  return {
    available,
    known: support !== 'supported' || !passkeys.isLoading,
    busy: asking.isLoading || ceremony,
    confirm,
  };
}
