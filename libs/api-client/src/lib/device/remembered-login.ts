// What a screen may know of remembered credentials without decrypting them: which method has
// some, under which name, and whether a sealed password goes with it. The cipher (crypto-js) is in
// `credentials.ts`, loaded by `loadCredentials()` (load-credentials.ts) only when a password is
// sealed or opened, so the login screen does not download it before a password is remembered.
import type { RememberedLogin } from '@mweb/api-contract';
import { storage as defaultStorage, type TypedStorage } from '../storage/storage';

export type LoginMethod = RememberedLogin['type'];

export interface RememberedName {
  username: string;
  countryDialingCode?: string;
  /** A password is sealed beside the name: `recallCredentials` opens it. */
  sealedPassword: boolean;
}

/** A stored entry's name and dialing code, as both the name and the opened credentials give them. */
export function nameOf(entry: RememberedLogin): Omit<RememberedName, 'sealedPassword'> {
  return {
    username: entry.username,
    ...(entry.countryDialingCode ? { countryDialingCode: entry.countryDialingCode } : {}),
  };
}

/** The name remembered for a method, and whether a password was remembered with it. */
export function rememberedName(
  method: LoginMethod,
  storage: TypedStorage = defaultStorage,
): RememberedName | undefined {
  const entry = storage.read('remPass')?.[method];
  return entry && { ...nameOf(entry), sealedPassword: entry.password !== '' };
}

/** Forgets one method's credentials, or all when no method is given ("remember" unticked). */
export function forgetCredentials(
  method?: LoginMethod,
  storage: TypedStorage = defaultStorage,
): void {
  if (method === undefined) {
    storage.remove('remPass');
    return;
  }
  const remaining = { ...storage.read('remPass') };
  delete remaining[method];
  if (Object.keys(remaining).length === 0) storage.remove('remPass');
  else storage.write('remPass', remaining);
}
