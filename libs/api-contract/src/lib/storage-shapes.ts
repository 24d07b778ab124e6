// What the client keeps in localStorage and sessionStorage (SPEC.md section 3), one schema per key.
// api-client's storage module is the only reader and writer; a value that does not parse reads as
// absent. The remembered password never appears in clear: `remPass` holds it AES-encrypted under
// the per-device key in `sass`, which keeps it from casual reading, not from someone with the device.
import { z } from 'zod';
import { announcement, lotteryGame } from './common';
import { memberInfoValue } from './account';
import { systemStatusValue, templates } from './content';
import { vendorGameTypes } from './games';
import { STORAGE_AREAS, TRIAL_NAME_PATTERN, type StorageArea } from './storage-areas';

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
  MC_SESSION_INFO: { area: STORAGE_AREAS.MC_SESSION_INFO, schema: sessionInfo },
  /** Remembered credentials per login method, re-applied when the method is chosen. */
  remPass: {
    area: STORAGE_AREAS.remPass,
    schema: z.object({ username: rememberedLogin.optional(), sms: rememberedLogin.optional() }),
  },
  /** The per-device random key the remembered passwords are encrypted under (Base64). */
  sass: { area: STORAGE_AREAS.sass, schema: z.string().min(16) },
  /** '0' after a logout or `token_ip_different`: do not log in again by yourself. */
  autoLogin: { area: STORAGE_AREAS.autoLogin, schema: z.enum(['0', '1']) },
  /** Lottery favourites, per user name, as lists of game ids. */
  LOTTFAV: { area: STORAGE_AREAS.LOTTFAV, schema: z.record(z.string(), z.array(z.string())) },
  /** Popup ids members (A) and guests (B) asked not to see again. */
  SHELL_PU_A: { area: STORAGE_AREAS.SHELL_PU_A, schema: z.array(z.number().int()) },
  SHELL_PU_B: { area: STORAGE_AREAS.SHELL_PU_B, schema: z.array(z.number().int()) },
  SHELL_deviceId: { area: STORAGE_AREAS.SHELL_deviceId, schema: z.string().min(8).max(64) },
  WEBCLIP: { area: STORAGE_AREAS.WEBCLIP, schema: z.enum(['0', '1']) },
  hideDownloadBar: { area: STORAGE_AREAS.hideDownloadBar, schema: z.boolean() },
  theme: { area: STORAGE_AREAS.theme, schema: z.enum(['dark', 'light']) },
  language: { area: STORAGE_AREAS.language, schema: z.string().min(2).max(8) },
  /** The last status answer and when it arrived, so a cold start renders at once. */
  status: {
    area: STORAGE_AREAS.status,
    schema: z.object({ value: systemStatusValue, fetchedAt: z.number() }),
  },
  memberInfo: { area: STORAGE_AREAS.memberInfo, schema: memberInfoValue },
  /** Customer-service links, decrypted, by type. */
  service_link: { area: STORAGE_AREAS.service_link, schema: z.record(z.string(), z.string()) },
  setTemplate: { area: STORAGE_AREAS.setTemplate, schema: templates.value },
  getVassGameType: { area: STORAGE_AREAS.getVassGameType, schema: vendorGameTypes.value },
  getGameLotts: { area: STORAGE_AREAS.getGameLotts, schema: z.array(lotteryGame) },
  lottList: { area: STORAGE_AREAS.lottList, schema: z.array(lotteryGame) },
  elottList: { area: STORAGE_AREAS.elottList, schema: z.array(lotteryGame) },
  /** Banner announcements, cached for the next cold start. */
  banners: { area: STORAGE_AREAS.banners, schema: z.array(announcement) },
  /**
   * The name "create trial account" gave this browser (SPEC.md section 4, Trial): free play logs
   * into it again. Letters, digits, `_` and `-` only; anything else reads as absent.
   */
  trialName: { area: STORAGE_AREAS.trialName, schema: z.string().regex(TRIAL_NAME_PATTERN) },
} as const satisfies Record<keyof typeof STORAGE_AREAS, { area: StorageArea; schema: z.ZodType }>;

export type StorageKey = keyof typeof storageShapes;

/** The value type stored under a key. */
export type StoredValue<Key extends StorageKey> = z.infer<(typeof storageShapes)[Key]['schema']>;
