// The layout rules of SPEC.md section 2 as data: one entry per screen of the route table. A rule
// of the spec is a field here, read by one layout component, never an `if` in a screen. The
// screens' names and paths come from api-client, where the features read them too.
import { SCREEN_NAMES, SCREEN_PATHS, type ScreenName } from '@mweb/api-client';

/** Where the header's back arrow goes: the home page, or one step back in history. */
export type BackTarget = 'home' | 'history';

export interface RouteLayout {
  /** The banner and top bar (home routes only). */
  banner: boolean;
  /** The header with a back arrow and the title (not on home, which has its own). */
  header: boolean;
  bottomMenu: boolean;
  back: BackTarget;
  /** The `common` dictionary key of the title. */
  titleKey: string;
}

export interface ScreenRoute {
  /** The screen's name in the spec's layout rules. */
  screen: ScreenName;
  /** Its paths under /m, the first being the one links use. */
  paths: readonly string[];
  layout: RouteLayout;
}

/** Screens without the generic header: home has its own, the rest draw their own top. */
const NO_HEADER: ReadonlySet<ScreenName> = new Set<ScreenName>([
  'home',
  'login',
  'register',
  'message',
  'app',
  'gameList',
  'lottery',
  'forget',
]);
/** Screens that need the whole height, or are steps of a flow. */
const NO_BOTTOM_MENU: ReadonlySet<ScreenName> = new Set<ScreenName>([
  'login',
  'register',
  'slotsCenter',
  'gameList',
  'lottery',
  'forget',
  'changePsw',
  'app',
  'notice',
  'help',
  'helpDetail',
  'agreement',
  'outerApp',
]);
/** Screens whose back arrow goes home rather than one step back. */
const BACK_HOME: ReadonlySet<ScreenName> = new Set<ScreenName>([
  'login',
  'register',
  'trail',
  'activity',
  'forget',
]);

/** The `common` dictionary key of each screen's title; a screen left out does not compile. */
const TITLE_KEYS: Record<ScreenName, string> = {
  home: 'menu.home',
  login: 'title.login',
  register: 'title.register',
  trail: 'title.trial',
  forget: 'title.forget',
  changePsw: 'title.change_password',
  memberHome: 'title.member_centre',
  manualRebate: 'title.cashback',
  voucherCenter: 'title.deposit',
  withdraw: 'title.withdraw',
  gameRecord: 'title.betting_record',
  activity: 'title.promotions',
  rewardCenter: 'title.reward_centre',
  inviteFriends: 'title.invite_friends',
  notice: 'title.announcements',
  message: 'title.message_centre',
  webEmail: 'title.inbox',
  help: 'title.help',
  helpDetail: 'title.help_detail',
  app: 'title.app_download',
  game: 'title.game_centre',
  slotsCenter: 'title.game_centre',
  lottery: 'title.lottery',
  startLottery: 'title.lottery',
  gameList: 'title.game_list',
  launchGame: 'title.lottery',
  lottoH5: 'title.lottery',
  salaryContract: 'title.daily_salary_contract',
  dividendContract: 'title.dividend_contract',
  hourContract: 'title.hourly_salary_contract',
  agentCentre: 'title.agent_centre',
  agreement: 'title.user_agreement',
  outerApp: 'title.outer_app',
};

/** A screen's paths and layout, the handle its route carries. */
export function screenRoute(name: ScreenName): ScreenRoute {
  return {
    screen: name,
    paths: SCREEN_PATHS[name],
    layout: {
      banner: name === 'home',
      header: !NO_HEADER.has(name),
      bottomMenu: !NO_BOTTOM_MENU.has(name),
      back: BACK_HOME.has(name) ? 'home' : 'history',
      titleKey: TITLE_KEYS[name],
    },
  };
}

/** Every screen of the route table of SPEC.md section 2, with its paths and layout. */
export const SCREEN_ROUTES: readonly ScreenRoute[] = SCREEN_NAMES.map(screenRoute);
