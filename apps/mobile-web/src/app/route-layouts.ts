// The layout rules of SPEC.md section 2 as data: one entry per screen of the route table. A rule
// of the spec is a field here, read by one layout component, never an `if` in a screen.

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
  screen: string;
  /** Its paths under /m, the first being the one links use. */
  paths: readonly string[];
  layout: RouteLayout;
}

/** Screens without the generic header: home has its own, the rest draw their own top. */
const NO_HEADER = new Set([
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
const NO_BOTTOM_MENU = new Set([
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
]);
/** Screens whose back arrow goes home rather than one step back. */
const BACK_HOME = new Set(['login', 'register', 'trail', 'activity', 'forget']);

function screen(name: string, paths: readonly string[], titleKey: string): ScreenRoute {
  return {
    screen: name,
    paths,
    layout: {
      banner: name === 'home',
      header: !NO_HEADER.has(name),
      bottomMenu: !NO_BOTTOM_MENU.has(name),
      back: BACK_HOME.has(name) ? 'home' : 'history',
      titleKey,
    },
  };
}

/** Every screen of the route table of SPEC.md section 2, with its paths and layout. */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  screen('home', ['home', 'index', 'index.html'], 'menu.home'),
  screen('login', ['login'], 'title.login'),
  screen('register', ['register', 'register.html'], 'title.register'),
  screen('trail', ['trail'], 'title.trial'),
  screen('forget', ['forget'], 'title.forget'),
  screen('changePsw', ['changePsw'], 'title.change_password'),
  screen('memberHome', ['member/home'], 'title.member_centre'),
  screen('manualRebate', ['member/manualRebate'], 'title.cashback'),
  screen('voucherCenter', ['voucherCenter'], 'title.deposit'),
  screen('withdraw', ['withdraw'], 'title.withdraw'),
  screen('gameRecord', ['gameRecord'], 'title.betting_record'),
  screen('activity', ['activity'], 'title.promotions'),
  screen('rewardCenter', ['rewardCenter'], 'title.reward_centre'),
  screen('inviteFriends', ['inviteFriends'], 'title.invite_friends'),
  screen('notice', ['notice'], 'title.announcements'),
  screen('message', ['message', 'messages'], 'title.message_centre'),
  screen('webEmail', ['webEmail'], 'title.inbox'),
  screen('help', ['help'], 'title.help'),
  screen('helpDetail', ['helpDetail'], 'title.help_detail'),
  screen('app', ['app'], 'title.app_download'),
  screen('game', ['game', 'gameCenter'], 'title.game_centre'),
  screen('slotsCenter', ['slotsCenter'], 'title.game_centre'),
  screen('lottery', ['lottery'], 'title.lottery'),
  screen('startLottery', ['startLottery'], 'title.lottery'),
  screen('gameList', ['gameList'], 'title.game_list'),
  screen('launchGame', ['launchGame'], 'title.lottery'),
  screen('lottoH5', ['lotto-h5/:mui/:playType/games/:gameId'], 'title.lottery'),
  screen('salaryContract', ['member/agent/getSalaryContract'], 'title.daily_salary_contract'),
  screen('dividendContract', ['member/agent/getDevidendContract'], 'title.dividend_contract'),
  screen('hourContract', ['member/agent/getHourContract'], 'title.hourly_salary_contract'),
];

/** The screen a route handle names. */
export function screenRoute(name: string): ScreenRoute {
  const found = SCREEN_ROUTES.find((route) => route.screen === name);
  if (!found) throw new Error(`No screen "${name}" in the route table.`);
  return found;
}
