// The phone-verification provider (SPEC.md section 7): a deployment that has one (Firebase or
// another) plugs it in here; without one, social login stays hidden. The app never talks to a
// provider's SDK directly, so swapping providers touches one adapter.
import { createContext, useContext, type ReactNode } from 'react';

/** The social sign-ins the login screen can offer (flags FACEBOOKLOGIN3 and GOOGLELOGIN3). */
export type SocialProvider = 'facebook' | 'google';

/** What a provider's sign-in proves: its id token, and the verified number when it has one. */
export interface ProviderSignIn {
  idToken: string;
  mobileNo?: string;
  countryDialingCode?: string;
}

/** The adapter a deployment implements over its provider's SDK. */
export interface PhoneVerificationProvider {
  /** Signs in with a social account; rejects when the user cancels or it fails. */
  signIn: (provider: SocialProvider) => Promise<ProviderSignIn>;
}

const ProviderContext = createContext<PhoneVerificationProvider | null>(null);

/** Makes a provider available to the auth screens. */
export function PhoneVerificationProviderScope({
  provider,
  children,
}: {
  provider: PhoneVerificationProvider | null;
  children: ReactNode;
}) {
  return <ProviderContext value={provider}>{children}</ProviderContext>;
}

/** The configured provider, or null when the deployment has none. */
export function usePhoneVerificationProvider(): PhoneVerificationProvider | null {
  return useContext(ProviderContext);
}
