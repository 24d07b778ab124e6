// What the client keeps in localStorage and sessionStorage (SPEC.md section 3), one schema per key.
// api-client's storage module is the only reader and writer; a value that does not parse reads as
// absent. The remembered password never appears in clear: `remPass` holds it AES-encrypted under
// the per-device key in `sass`, which keeps it from casual reading, not from someone with the device.
import { z } from 'zod';
import { announcement, lotteryGame } from './common';
import { memberInfoValue } from './account';
import { systemStatusValue, templates } from './content';
import { vendorGameTypes } from './games';

/** MC_SESSION_INFO, in both storages: the session a reload or a new tab picks up. */
export const sessionInfo = z.object({
  token: z.string().min(1),
  userName: z.string().min(1),
  merchantCode: z.string().min(1),
  type: z.number().int(),
  firstTimeLogin: z.boolean().default(false),
});

export type SessionInfo = z.infer<typeof sessionInfo>;

/** One login method's remembered credentials; `password` is the AES ciphertext, never the password. */
export const rememberedLogin = z.object({
  type: z.enum(['username', 'sms']),
  username: z.string(),
  password: z.string(),
  countryDialingCode: z.string().optional(),
});

export type RememberedLogin = z.infer<typeof rememberedLogin>;

/** The storage keys, where each lives, and the shape of its value. */
export const storageShapes = {
  MC_SESSION_INFO: { area: 'both', schema: sessionInfo },
  /** Remembered credentials per login method, re-applied when the method is chosen. */
  remPass: {
    area: 'local',
    schema: z.object({ username: rememberedLogin.optional(), sms: rememberedLogin.optional() }),
  },
  /** The per-device random key the remembered passwords are encrypted under (Base64). */
  sass: { area: 'local', schema: z.string().min(16) },
  /** '0' after a logout or `token_ip_different`: do not log in again by yourself. */
  autoLogin: { area: 'local', schema: z.enum(['0', '1']) },
  /** Lottery favourites, per user name, as lists of game ids. */
  LOTTFAV: { area: 'local', schema: z.record(z.string(), z.array(z.string())) },
  /** Popup ids members (A) and guests (B) asked not to see again. */
  SHELL_PU_A: { area: 'local', schema: z.array(z.number().int()) },
  SHELL_PU_B: { area: 'local', schema: z.array(z.number().int()) },
  SHELL_deviceId: { area: 'local', schema: z.string().min(8).max(64) },
  WEBCLIP: { area: 'local', schema: z.enum(['0', '1']) },
  hideDownloadBar: { area: 'local', schema: z.boolean() },
  theme: { area: 'local', schema: z.enum(['dark', 'light']) },
  language: { area: 'local', schema: z.string().min(2).max(8) },
  /** The last status answer and when it arrived, so a cold start renders at once. */
  status: { area: 'local', schema: z.object({ value: systemStatusValue, fetchedAt: z.number() }) },
  memberInfo: { area: 'session', schema: memberInfoValue },
  /** Customer-service links, decrypted, by type. */
  service_link: { area: 'session', schema: z.record(z.string(), z.string()) },
  setTemplate: { area: 'local', schema: templates.value },
  getVassGameType: { area: 'local', schema: vendorGameTypes.value },
  getGameLotts: { area: 'local', schema: z.array(lotteryGame) },
  lottList: { area: 'local', schema: z.array(lotteryGame) },
  elottList: { area: 'local', schema: z.array(lotteryGame) },
  /** Banner announcements, cached for the next cold start. */
  banners: { area: 'local', schema: z.array(announcement) },
} as const satisfies Record<string, { area: 'local' | 'session' | 'both'; schema: z.ZodType }>;

export type StorageKey = keyof typeof storageShapes;

/** The value type stored under a key. */
export type StoredValue<Key extends StorageKey> = z.infer<(typeof storageShapes)[Key]['schema']>;
