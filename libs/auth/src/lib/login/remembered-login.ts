import { forgetCredentials, loadCredentials, rememberedName } from '@mweb/api-client/session';
import type { LoginMethod, LoginValues } from './login-schema';

/**
 * The form's values for a method that need no cipher: the remembered name (or number, with its
 * dialing code) and the ticked box. A remembered password comes later, from `rememberedPassword`.
 */
export function rememberedFields(method: LoginMethod): Partial<LoginValues> {
  const remembered = rememberedName(method);
  if (!remembered) return {};
  return method === 'username'
    ? { username: remembered.username, remember: true }
    : {
        mobile: remembered.username,
        remember: true,
        ...(remembered.countryDialingCode
          ? { countryDialingCode: remembered.countryDialingCode }
          : {}),
      };
}

/**
 * The remembered username and password, once the cipher has downloaded and opened it; undefined
 * when none was remembered or it cannot be opened (then it is forgotten).
 */
export async function rememberedPassword(): Promise<
  { username: string; password: string } | undefined
> {
  if (!rememberedName('username')?.sealedPassword) return undefined;
  const { recallCredentials } = await loadCredentials();
  return recallCredentials('username');
}

/** After a successful login: remembers what it used when the box is ticked, else forgets it. */
export async function keepCredentials(method: LoginMethod, values: LoginValues): Promise<void> {
  if (!values.remember) {
    forgetCredentials(method);
    return;
  }
  const { rememberCredentials } = await loadCredentials();
  rememberCredentials(
    method,
    method === 'username'
      ? { username: values.username.trim(), password: values.password }
      : { username: values.mobile, password: '', countryDialingCode: values.countryDialingCode },
  );
}
