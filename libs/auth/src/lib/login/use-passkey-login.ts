// The login with a passkey: from its button, or from the browser's autofill of the username
// field where it offers passkeys there (conditional mediation). Either way the platform sends a
// single-use challenge, the browser signs it, and the signed answer logs the member in.
import { usePasskeyLoginMutation, usePasskeyLoginOptionsMutation } from '@mweb/api-client';
import { loginDeviceId } from '@mweb/api-client/session';
import { isCeremonyCancelled, passkeySupport, type PasskeySupport } from '@mweb/ui-connected';
import { browserSupportsWebAuthnAutofill, startAuthentication } from '@simplewebauthn/browser';
import { useRef, useState } from 'react';

type Options = Parameters<typeof startAuthentication>[0]['optionsJSON'];

export interface PasskeyLogin {
  support: PasskeySupport;
  busy: boolean;
  /** The button: resolves true once logged in; a cancel resolves false without a failure. */
  logIn: () => Promise<boolean>;
  /** The username field's first focus: offers the passkeys in its autofill, where the browser can. */
  offerAutofill: () => void;
}

export function usePasskeyLogin(
  onLoggedIn: () => void,
  onFailure: (error: unknown) => void,
): PasskeyLogin {
  const [support] = useState(passkeySupport);
  const [askOptions, asking] = usePasskeyLoginOptionsMutation();
  const [logInWith, loggingIn] = usePasskeyLoginMutation();
  const offered = useRef(false);

  const ceremony = async (autofill: boolean): Promise<boolean> => {
    const optionsJSON = (await askOptions().unwrap()) as unknown as Options;
    const credential = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
    await logInWith({
      credential: credential as unknown as Parameters<typeof logInWith>[0]['credential'],
      loginDeviceId: loginDeviceId(),
    }).unwrap();
    onLoggedIn();
    return true;
  };

  const logIn = async () => {
    if (support !== 'supported') return false;
    try {
      return await ceremony(false);
    } catch (error) {
      if (!isCeremonyCancelled(error)) onFailure(error);
      return false;
    }
  };

  const offerAutofill = () => {
    if (support !== 'supported' || offered.current) return;
    offered.current = true;
    void browserSupportsWebAuthnAutofill().then((can) => {
      if (!can) return;
      // The autofill waits until the member picks a passkey; the button's ceremony replaces it.
      ceremony(true).catch((error: unknown) => {
        if (!isCeremonyCancelled(error)) onFailure(error);
      });
    });
  };

  return { support, busy: asking.isLoading || loggingIn.isLoading, logIn, offerAutofill };
}
