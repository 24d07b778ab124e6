// The storage shapes of storage-shapes.ts as small zod-free checks, for the client's first load:
// zod is about 30 kB gzip, more than the rest of the client's own code, and storage is read on
// every cold start. storage-guards.spec.ts holds these checks to the zod shapes on good and bad
// values, so the two cannot drift apart unnoticed.
//
// Keys the client composes itself (session, flags, favourites, popups) are checked field by field.
// The caches of server answers (status, member info, templates, game lists, banners) are checked
// as deeply as the client reads them: their schemas are the platform's, and the live answers they
// cache reach the client unchecked too.
import { STORAGE_AREAS, TRIAL_NAME_PATTERN, type StorageArea } from './storage-areas';
import type { StorageKey, StoredValue } from './storage-shapes';

/** Returns the value in its stored type (defaults filled in), or undefined when it is not of it. */
export type StorageGuard<Key extends StorageKey> = (value: unknown) => StoredValue<Key> | undefined;

type Check = (value: unknown) => boolean;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text =
  (min = 0, max = Infinity): Check =>
  (value) =>
    typeof value === 'string' && value.length >= min && value.length <= max;
const integer: Check = (value) => Number.isInteger(value);
const finite: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const boolean: Check = (value) => typeof value === 'boolean';
const oneOf =
  (...options: readonly string[]): Check =>
  (value) =>
    typeof value === 'string' && options.includes(value);
const arrayOf =
  (item: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(item);
const recordOf =
  (item: Check): Check =>
  (value) =>
    isObject(value) && Object.values(value).every(item);
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
/** An object whose listed fields pass their checks; other fields are kept as they are. */
const fields =
  (checks: Readonly<Record<string, Check>>): Check =>
  (value) =>
    isObject(value) && Object.entries(checks).every(([key, check]) => check(value[key]));

/** Narrows once every check has passed: the one place a checked value takes its stored type. */
function guard<Key extends StorageKey>(check: Check): StorageGuard<Key> {
  return (value) => (check(value) ? (value as StoredValue<Key>) : undefined);
}

const rememberedLogin = fields({
  type: oneOf('username', 'sms'),
  username: text(),
  password: text(),
  countryDialingCode: optional(text()),
});

const whitelabelNode: Check = (value) =>
  fields({ modId: text(), enabled: text(), childrenNodes: optional(arrayOf(whitelabelNode)) })(
    value,
  );

const systemStatusValue = fields({
  info: fields({
    customerService: arrayOf(fields({ csType: text(), path: text() })),
    mobileTemplate: optional(recordOf(text())),
    resources: arrayOf(isObject),
    whitelabel: arrayOf(whitelabelNode),
    imageCDNs: arrayOf(text()),
    appDownload: optional(fields({ enabled: boolean, loggedInOnly: boolean })),
  }),
  location: fields({ ip: text() }),
  maintenance: fields({ enabled: boolean }),
  regionRestriction: fields({ enabled: boolean }),
});

const lotteryGames = arrayOf(
  fields({
    code: text(),
    gameId: text(),
    gameType: text(),
    vassalage: text(),
    remark: text(),
    isSale: boolean,
    remainTime: finite,
  }),
);

const nullableText: Check = (value) => value === undefined || value === null || text()(value);

/** Member info, with `nickname` and `clubLabel` defaulting to null as the zod shape has them. */
const memberInfo: StorageGuard<'memberInfo'> = (value) => {
  const check = fields({
    id: integer,
    account: text(),
    nickname: nullableText,
    type: integer,
    language: optional(text()),
    clubLabel: (label) =>
      label === undefined || label === null || fields({ labelName: nullableText })(label),
  });
  if (!isObject(value) || !check(value)) return undefined;
  return guard<'memberInfo'>(check)({
    ...value,
    nickname: value['nickname'] ?? null,
    clubLabel: value['clubLabel'] ?? null,
  });
};

/** The session, with `firstTimeLogin` defaulting to false as the zod shape has it. */
const sessionInfo: StorageGuard<'MC_SESSION_INFO'> = (value) => {
  const check = fields({
    token: text(1),
    userName: text(1),
    merchantCode: text(1),
    type: integer,
    firstTimeLogin: optional(boolean),
  });
  if (!isObject(value) || !check(value)) return undefined;
  return guard<'MC_SESSION_INFO'>(check)({
    ...value,
    firstTimeLogin: value['firstTimeLogin'] ?? false,
  });
};

/** One check per storage key; a key without one cannot compile. */
export const storageGuards: { readonly [Key in StorageKey]: StorageGuard<Key> } = {
  MC_SESSION_INFO: sessionInfo,
  remPass: guard(fields({ username: optional(rememberedLogin), sms: optional(rememberedLogin) })),
  sass: guard(text(16)),
  autoLogin: guard(oneOf('0', '1')),
  LOTTFAV: guard(recordOf(arrayOf(text()))),
  SHELL_PU_A: guard(arrayOf(integer)),
  SHELL_PU_B: guard(arrayOf(integer)),
  SHELL_deviceId: guard(text(8, 64)),
  WEBCLIP: guard(oneOf('0', '1')),
  hideDownloadBar: guard(boolean),
  theme: guard(oneOf('dark', 'light')),
  language: guard(text(2, 8)),
  status: guard(fields({ value: systemStatusValue, fetchedAt: finite })),
  memberInfo,
  trialName: guard((value) => typeof value === 'string' && TRIAL_NAME_PATTERN.test(value)),
  service_link: guard(recordOf(text())),
  setTemplate: guard(fields({ mem_cen: oneOf('0', '1'), dep_func: oneOf('0', '1') })),
  getVassGameType: guard(fields({ content: recordOf(recordOf(arrayOf(isObject))) })),
  getGameLotts: guard(lotteryGames),
  lottList: guard(lotteryGames),
  elottList: guard(lotteryGames),
  banners: guard(
    arrayOf(
      fields({
        id: integer,
        title: text(),
        content: text(),
        type: oneOf('A', 'B', 'PL', 'PU', 'PR'),
      }),
    ),
  ),
};

/** Where each key lives; every key of the shapes has an area (this line fails to compile if not). */
export const storageAreas: { readonly [Key in StorageKey]: StorageArea } = STORAGE_AREAS;
