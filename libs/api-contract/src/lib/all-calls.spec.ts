import { describe, expect, it } from 'vitest';
import { ALL_CALLS, DOMAINS, callById } from './all-calls';

/** Every method and path GATEWAY.md section 4 names (lottery list and launch share their paths). */
const GATEWAY_PATHS = [
  'GET /wps/session/key/rsa',
  'POST /wps/session/login',
  'POST /wps/session/login/verification',
  'DELETE /wps/session/logout',
  'POST /wps/session/login/freeplay',
  'GET /wps/session/trial',
  'GET /wps/relay/GCS_gameTrialLaunch',
  'PUT /wps/member/register',
  'PUT /wps/member/register/mobile',
  'GET /wps/system/setting/register',
  'GET /wps/captcha',
  'GET /wps/member/validate/username',
  'GET /wps/member/validate/email',
  'POST /wps/verification/sms/register',
  'POST /wps/verification/sms/noLogin',
  'POST /wps/v2/verification/sms/verify',
  'POST /wps/member/password',
  'POST /wps/member/password/verification',
  'GET /wps/agent/affiliate',
  'GET /wps/agent/affiliate/code',
  'GET /wps/member/info/icon',
  'POST /wps/member/info/icon',
  'GET /wps/system/country',
  'PUT /wps/member/language',
  'GET /wps/member/info',
  'GET /wps/v2/system/status',
  'GET /wps/relay/CCSFE_getListAnnouncements',
  'POST /wps/relay/CCSFE_markAnnouncementRead',
  'GET /wps/system/templates',
  'GET /wps/system/helpCenter',
  'GET /wps/relay/CCSFE_getPopularAnnouncements',
  'GET /wps/relay/CCSFE_getLobbyNews',
  'GET /wps/relay/GCSGAME_getRankList',
  'GET /wps/v2/wallets/balance',
  'GET /wps/member/info/funds/consolidated',
  'GET /wps/relay/EMFE_getInboxUnreadCount',
  'GET /wps/relay/CBS_unreadCount',
  'GET /wps/relay/CBS_launchChat',
  'GET /wps/relay/CBS_modelList',
  'GET /wps/relay/GCSGAME_getVassGameType',
  'GET /wps/relay/GCSGAME_newGameVendor',
  'GET /wps/relay/GCSGAME_gameList',
  'GET /wps/relay/MCSFE_getFavoriteGames',
  'GET /wps/relay/MCSFE_getFavoriteGamesList',
  'POST /wps/relay/MCSFE_addFavoriteGameV2',
  'DELETE /wps/relay/MCSFE_removeFavoriteGameV2',
  'GET /wps/relay/GCS_recentGame',
  'GET /wps/relay/GCS_addRecentGame',
  'GET /wps/relay/GCSGAME_hotGamesV2',
  'GET /wps/game/launchGame',
  'GET /lgw/games/game_menus',
  'GET /lgw/vn/games/game_menu',
  'GET /lgw/vn/games/game_menu/recent',
  'GET /lgw/games/opened/numero',
  'GET /lgw/vn/numeros/opened/game',
  'GET /wps/relay/MCS2_processDailySalContract',
  'GET /wps/relay/MCS2_processDividendReq',
  'POST /wps/relay/MCS2_processContractHourSalary',
];

const routeOf = (call: { method: string; path: string }) => `${call.method} ${call.path}`;

describe('the contract', () => {
  it('declares every call GATEWAY.md names', () => {
    const routes = new Set(ALL_CALLS.map(routeOf));
    expect(GATEWAY_PATHS.filter((route) => !routes.has(route))).toEqual([]);
  });

  it('declares each route once, under a unique id prefixed by its domain', () => {
    const routes = ALL_CALLS.map(routeOf);
    expect(routes.length).toBe(new Set(routes).size);
    const ids = ALL_CALLS.map((call) => call.id);
    expect(ids.length).toBe(new Set(ids).size);
    for (const [domain, module] of Object.entries(DOMAINS)) {
      const callsOfModule = ALL_CALLS.filter((call) => Object.values(module).includes(call));
      expect(callsOfModule.length, domain).toBeGreaterThan(0);
      expect(
        callsOfModule.filter((call) => !call.id.startsWith(`${domain}.`)).map((call) => call.id),
      ).toEqual([]);
    }
  });

  it('covers the named groups without public payloads, marked as our definition', () => {
    const inferred = ALL_CALLS.filter((call) => call.evidence === 'I').map(
      (call) => call.id.split('.')[0],
    );
    expect(new Set(inferred)).toEqual(
      new Set([
        'account',
        'content',
        'games',
        'wallet',
        'messages',
        'contracts',
        'records',
        'security',
        'safer',
      ]),
    );
    expect(ALL_CALLS.length).toBeGreaterThanOrEqual(90);
  });

  it('keeps every path on the gateway prefixes', () => {
    expect(ALL_CALLS.filter((call) => !/^\/(wps|lgw)\//.test(call.path)).map(routeOf)).toEqual([]);
  });

  it('encrypts exactly the login, register, password, withdraw and bank-card calls', () => {
    expect(
      ALL_CALLS.filter((call) => call.encrypted)
        .map((call) => call.id)
        .sort(),
    ).toEqual(
      [
        'account.changePassword',
        'account.login',
        'account.loginVerification',
        'account.register',
        'account.registerMobile',
        'account.setPasswordByPhone',
        'security.setPaymentPassword',
        // A card is confirmed by the payment password, as a withdrawal is.
        'security.bindBankCard',
        'wallet.withdraw',
      ].sort(),
    );
  });

  it('never gives a GET a body, and gives every encrypted call one', () => {
    expect(ALL_CALLS.filter((call) => call.method === 'GET' && call.body).map(routeOf)).toEqual([]);
    expect(ALL_CALLS.filter((call) => call.encrypted && !call.body).map(routeOf)).toEqual([]);
  });

  it('sends Device with login and register, and ModuleId with register', () => {
    expect(callById('account.login')).toMatchObject({ sendsDevice: true, moduleId: undefined });
    expect(callById('account.register')).toMatchObject({ sendsDevice: true, moduleId: 'REG3' });
    expect(callById('account.registerMobile')).toMatchObject({
      sendsDevice: true,
      moduleId: 'MOBILENUMREG3',
    });
  });

  it('answers the RSA key as plain text and never from a cache', () => {
    expect(callById('account.rsaKey')).toMatchObject({ responseType: 'text', noCache: true });
  });
});
