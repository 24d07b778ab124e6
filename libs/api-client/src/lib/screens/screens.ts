// The screens of SPEC.md section 2's route table, by name, with their paths under the app's
// basename. Features and the app both read them here (features cannot import the app), so a link
// names a screen and never spells its path. Pure data: nothing here loads zod or the router.
import type { ComponentType } from 'react';

/** Where the app is mounted; the server serves it at /m/. */
export const BASENAME = '/m';

/**
 * Every screen's paths under the basename, the first being the one links use. The names are the
 * code's (trial, deposit, cashback, inbox); the paths stay the spec's (/m/trail, /m/voucherCenter,
 * /m/member/manualRebate, /m/webEmail), which bookmarks and the operator's links use.
 */
export const SCREEN_PATHS = {
  home: ['home', 'index', 'index.html'],
  login: ['login'],
  register: ['register', 'register.html'],
  trial: ['trail'],
  forget: ['forget'],
  changePsw: ['changePsw'],
  memberHome: ['member/home'],
  cashback: ['member/manualRebate'],
  deposit: ['voucherCenter'],
  withdraw: ['withdraw'],
  gameRecord: ['gameRecord'],
  activity: ['activity'],
  rewardCenter: ['rewardCenter'],
  inviteFriends: ['inviteFriends'],
  notice: ['notice'],
  message: ['message', 'messages'],
  inbox: ['webEmail'],
  help: ['help'],
  helpDetail: ['helpDetail'],
  app: ['app'],
  game: ['game', 'gameCenter'],
  slotsCenter: ['slotsCenter'],
  lottery: ['lottery'],
  startLottery: ['startLottery'],
  gameList: ['gameList'],
  launchGame: ['launchGame'],
  lottoH5: ['lotto-h5/:mui/:playType/games/:gameId'],
  salaryContract: ['member/agent/getSalaryContract'],
  dividendContract: ['member/agent/getDevidendContract'],
  hourContract: ['member/agent/getHourContract'],
  // Not in the spec's table: the agent centre that its named agent groups need (SPEC.md section 7).
  agentCentre: ['member/agent'],
  // SPEC.md section 2's "other screens": the user agreement and the outer-app screen.
  agreement: ['agreement'],
  outerApp: ['outerApp'],
  saferGambling: ['saferGambling'],
  // Not in the spec's table: the member's security centre, for SPEC.md section 7's security,
  // personal-info and bank-card calls.
  security: ['member/security'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

/** A screen of the route table. */
export type ScreenName = keyof typeof SCREEN_PATHS;

/** Every screen name, in the route table's order. */
// Object.keys types its answer as string[]; for this literal object it is exactly its keys.
export const SCREEN_NAMES = Object.keys(SCREEN_PATHS) as ScreenName[];

/** A screen's query string, by parameter; an undefined value is left out. */
export type ScreenQuery = Readonly<Record<string, string | number | undefined>>;

/**
 * The path a link to `screen` uses (under the basename, as the router wants it), with its query.
 * Only the route table and the link helpers call this: everything else asks `useScreenPath`, which
 * knows whether the screen exists yet.
 */
export function screenPath(screen: ScreenName, query?: ScreenQuery): string {
  const path = `/${SCREEN_PATHS[screen][0]}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const encoded = search.toString();
  return encoded ? `${path}?${encoded}` : path;
}

/** A screen's code, loaded on first use (react-router's `lazy`). */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;
