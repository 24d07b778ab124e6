import { ALL_CALLS } from '@mweb/api-contract/testing';
import { successEnvelope, type GatewayCall } from '@mweb/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectEncrypted,
  loginToken,
  startTestPlatform,
  type TestPlatform,
} from '../testing/harness';

type Caller = 'guest' | 'demo01' | 'agent01';

interface Sample {
  as?: Caller;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  form?: Record<string, string>;
}

const GAME = { gameId: 'JL_001', nodeId: '10001', vendor: 'JL' };

/** One successful request per call; calls with their own journeys live in the files named below. */
const SAMPLES: Record<string, Sample> = {
  'account.rsaKey': { query: { _: '1' } },
  'account.captcha': { query: { _: '1' } },
  'account.slideChallenge': { query: { _: '1' } },
  'account.checkAffiliate': { query: { code: 'WILL-BE-SET' } },
  'account.commonPatterns': {},
  'account.createTrialAccount': {},
  'account.freePlay': { body: {} },
  'account.headIcon': { as: 'demo01' },
  'account.setHeadIcon': { as: 'demo01', form: { icon: 'avatar3' } },
  'account.memberInfo': { as: 'demo01' },
  'account.myAffiliateCode': { as: 'demo01' },
  'account.registrationSettings': {},
  'account.renewSession': { as: 'demo01' },
  'account.setMemberLanguage': { as: 'demo01', body: { language: 'vi' } },
  'account.systemCountries': {},
  'account.validateEmail': { query: { email: 'nobody@example.com' } },
  'account.validateUsername': { query: { username: 'freshname' } },
  'content.announcementUnreadCount': { as: 'demo01' },
  'content.announcements': { query: { types: 'B,PL,PU,PR', platform: 'M', merchantCode: 'demo' } },
  'content.applyPromotion': { as: 'demo01', body: { promotionId: 401 } },
  'content.claimReward': { as: 'demo01', body: { promotionId: 403 } },
  'content.helpCenter': { query: { lang: 'EN', device: 'MOBILE' } },
  'content.lobbyNews': {},
  'content.markAnnouncementRead': { as: 'demo01', body: { announcementId: 201, read: true } },
  'content.popularAnnouncements': { query: { limit: '3' } },
  'content.promotions': {},
  'content.systemStatus': { query: { device: 'MOBILE' } },
  'content.templates': {},
  'content.unclaimedRewards': { as: 'demo01' },
  'content.winnerBoard': { query: { limitNum: '5' } },
  'games.addFavourite': { as: 'demo01', body: { nodeId: GAME.nodeId, vendor: GAME.vendor } },
  'games.addRecentGame': { as: 'demo01', query: { gameId: GAME.gameId, nodeId: GAME.nodeId } },
  'games.favouriteIds': { as: 'demo01' },
  'games.favouriteList': { as: 'demo01', query: { pageNo: '1', pageSize: '15' } },
  'games.gameList': { query: { merchant: 'demo', gameType: 'RNG', pageNo: '1', pageSize: '25' } },
  'games.hotGames': { query: { merchantCode: 'demo', isPlatform: '2', platform: 'html5' } },
  'games.recentGames': { as: 'demo01' },
  'games.removeFavourite': { as: 'demo01', body: { nodeId: GAME.nodeId, vendor: GAME.vendor } },
  'games.trialGameLaunch': {
    query: { gameId: GAME.gameId, nodeId: GAME.nodeId, platform: 'html5' },
  },
  'games.vendorGameTypes': { query: { typeId: '1', merchant_code: 'demo' } },
  'games.vendorsByMerchant': { query: { platform: 'html5' } },
  'lottery.menu': { query: { prizeMode: 'ModeElott', device: 'MOBILE' } },
  'lottery.openedNumeros': { query: { gameId: 'VNF1' } },
  'lottery.vnMenu': { query: { prizeMode: 'ModeElott' } },
  'lottery.vnOpenedNumeros': {},
  'lottery.vnRecent': { as: 'demo01', query: { prizeMode: 'ModeElott' } },
  'wallet.balance': { as: 'demo01', query: { typeId: '0' } },
  'wallet.bankCards': { as: 'demo01' },
  'wallet.cashbackInfo': { as: 'demo01' },
  'wallet.claimCashback': { as: 'demo01' },
  'wallet.deposit': { as: 'demo01', body: { channelId: 'DEMO', amount: 100 } },
  'wallet.depositChannels': { as: 'demo01' },
  'wallet.depositPromos': { as: 'demo01' },
  'wallet.depositRecords': { as: 'demo01', query: { pageNo: '1', pageSize: '10' } },
  'wallet.transactions': { as: 'demo01', query: { pageNo: '1', pageSize: '10' } },
  'wallet.transfer': {
    as: 'demo01',
    body: { fromAccountTypeId: 0, toAccountTypeId: 1, amount: 1 },
  },
  'wallet.withdrawReport': { as: 'demo01', query: { pageNo: '1', pageSize: '10' } },
  'wallet.withdrawInfo': { as: 'demo01' },
  'messages.chatUnreadCount': { as: 'demo01' },
  // Past every seeded account's welcome (ids 1 to 6): one of the demo player's own.
  'messages.deleteInboxMessage': { as: 'demo01', body: { id: 7 } },
  'messages.inboxList': { as: 'demo01', query: { pageNo: '1', pageSize: '10' } },
  'messages.inboxUnreadCount': { as: 'demo01' },
  'messages.launchChat': { as: 'demo01', query: { b2c: '1', language: 'EN' } },
  'messages.liveModels': { query: { active: 'true' } },
  'messages.markInboxRead': { as: 'demo01', body: { id: 1 } },
  'contracts.affiliateUrls': { as: 'agent01' },
  'contracts.dailySalary': { as: 'agent01', query: { action: 'view' } },
  'contracts.dailySalaryRecords': { as: 'agent01', query: { pageNo: '1', pageSize: '10' } },
  'contracts.dividend': { as: 'agent01', query: { action: 'view' } },
  'contracts.downline': { as: 'agent01', query: { pageNo: '1', pageSize: '10' } },
  'contracts.downlineRebates': { as: 'agent01', query: { pageNo: '1', pageSize: '10' } },
  'contracts.fundsConsolidated': { as: 'agent01' },
  'contracts.hourlySalary': { as: 'agent01', body: { action: 'view' } },
  'contracts.quotas': { as: 'agent01' },
  'contracts.rebateSettings': { as: 'agent01' },
  'contracts.setDownlineRebate': {
    as: 'agent01',
    body: { userName: 'player01', gameCategory: 'RNG', ratePercent: 0.5 },
  },
  'contracts.teamKpi': { as: 'agent01', query: { period: 'month' } },
  'records.orderDetail': { as: 'demo01', query: { orderId: '1' } },
  'records.orders': { as: 'demo01', query: { pageNo: '1', pageSize: '10' } },
  'records.thirdParty': { as: 'demo01', query: { pageNo: '1', pageSize: '10', vendor: 'JL' } },
  'security.sendEmailCode': { as: 'demo01', body: { email: 'demo01-routes@example.com' } },
  'security.config': { as: 'demo01' },
  'security.questions': { as: 'demo01' },
  'security.setPayeeName': { as: 'demo01', body: { payeeName: 'Lucky Demo' } },
  'security.setQuestion': { as: 'demo01', body: { questionId: 2, answer: 'Hanoi' } },
  'safer.status': { as: 'demo01' },
  'safer.history': { as: 'demo01' },
  'safer.setDepositLimit': { as: 'demo01', body: { period: 'month', amount: 1_000_000 } },
  'safer.setRealityCheck': { as: 'demo01', body: { minutes: 240 } },
};

/** Calls whose success needs a journey (encryption, SMS codes, running games): tested there. */
const JOURNEYS: Record<string, string> = {
  'account.login': 'flow.spec.ts',
  'account.logout': 'flow.spec.ts',
  'account.loginVerification': 'member-security.spec.ts',
  // A passkey's answers are signed by an authenticator: the suite's software one signs them.
  'account.passkeyLoginOptions': 'passkeys.spec.ts',
  'account.passkeyLogin': 'passkeys.spec.ts',
  'security.passkeyRegisterOptions': 'passkeys.spec.ts',
  'security.registerPasskey': 'passkeys.spec.ts',
  'security.passkeys': 'passkeys.spec.ts',
  'security.removePasskey': 'passkeys.spec.ts',
  'security.passkeyConfirmOptions': 'passkeys.spec.ts',
  // A card is confirmed as a withdrawal is, by the payment password (encrypted) or a passkey.
  'security.bindBankCard': 'wallet.spec.ts',
  'account.sendSms': 'sms.spec.ts',
  'account.sendRegisterSms': 'sms.spec.ts',
  'account.verifySms': 'sms.spec.ts',
  'account.setPasswordByPhone': 'sms.spec.ts',
  'account.register': 'register.spec.ts',
  'account.registerMobile': 'register.spec.ts',
  'account.changePassword': 'login-security.spec.ts',
  'games.launchGame': 'games.spec.ts',
  'wallet.withdraw': 'wallet.spec.ts',
  'security.setPaymentPassword': 'wallet.spec.ts',
  // The binding needs the code the e-mail outbox holds.
  'security.bindEmail': 'email-binding.spec.ts',
  'records.cancelSubOrder': 'wallet.spec.ts',
  // A due raise waits 24 hours; a break, an exclusion and the lock end demo01's sessions.
  'safer.confirmDepositLimit': 'safer-gambling.spec.ts',
  'safer.takeBreak': 'safer-gambling.spec.ts',
  'safer.selfExclude': 'safer-gambling.spec.ts',
  'safer.panicLock': 'safer-gambling.spec.ts',
};

function requestUrl(call: GatewayCall, query: Record<string, string> | undefined): string {
  return query ? `${call.path}?${new URLSearchParams(query).toString()}` : call.path;
}

describe('every gateway route', () => {
  let platform: TestPlatform;
  const tokens: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    platform = await startTestPlatform();
    tokens.demo01 = await loginToken(platform.app, 'demo01', 'Demo1234!');
    tokens.agent01 = await loginToken(platform.app, 'agent01', 'Agent1234!');
    const agent = await platform.app.platform.db
      .selectFrom('members')
      .select('affiliate_code')
      .where('username', '=', 'agent01')
      .executeTakeFirstOrThrow();
    SAMPLES['account.checkAffiliate'] = { query: { code: agent.affiliate_code } };
  });
  afterAll(async () => platform.close());

  it('has a sample or a journey for every call of the contract', () => {
    const missing = ALL_CALLS.map((call) => call.id).filter(
      (id) => !(id in SAMPLES) && !(id in JOURNEYS),
    );
    expect(missing).toEqual([]);
  });

  const sampled = ALL_CALLS.filter((call) => call.id in SAMPLES);

  it.each(sampled.map((call) => [call.id, call] as const))(
    '%s answers its contract value',
    async (_id, call) => {
      const sample = SAMPLES[call.id] ?? {};
      const token = sample.as && sample.as !== 'guest' ? tokens[sample.as] : undefined;
      const headers: Record<string, string> = { merchant: 'demo', language: 'EN' };
      if (token) headers['authorization'] = token;
      const response = await platform.app.inject({
        method: call.method,
        url: requestUrl(call, sample.query),
        headers: sample.form
          ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' }
          : headers,
        ...(sample.form
          ? { payload: new URLSearchParams(sample.form).toString() }
          : sample.body
            ? { payload: sample.body }
            : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      if (call.responseType === 'text') {
        expect(call.value.safeParse(response.body).success).toBe(true);
      } else {
        const parsed = successEnvelope(call.value).safeParse(response.json());
        expect(parsed.success, response.body).toBe(true);
      }
    },
  );

  const guarded = ALL_CALLS.filter((call) => call.needsToken);

  it.each(guarded.map((call) => [call.id, call] as const))(
    '%s refuses a missing and a wrong token with login.not.session',
    async (_id, call) => {
      const sample = SAMPLES[call.id] ?? {};
      for (const authorization of [undefined, 'f'.repeat(64), 'not-a-token']) {
        const base = {
          method: call.method,
          url: requestUrl(call, sample.query),
          headers: authorization ? { authorization } : {},
        };
        const response = call.encrypted
          ? await injectEncrypted(platform.app, {
              method: call.method === 'PUT' ? 'PUT' : 'POST',
              url: call.path,
              payload: sample.body ?? {},
              ...(authorization ? { headers: { authorization } } : {}),
            })
          : await platform.app.inject(sample.body ? { ...base, payload: sample.body } : base);
        // A body that fails validation is refused before the token is looked at; anything else
        // must be the session error.
        if (response.statusCode === 400) continue;
        expect(response.statusCode, `${call.id} ${authorization ?? 'none'}`).toBe(401);
        expect(response.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
      }
    },
  );
});

describe('the route table and the contract', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(async () => platform.close());

  it('routes every call of the contract', () => {
    const routed = new Set(platform.app.routeTable.map((route) => `${route.method} ${route.url}`));
    const unrouted = ALL_CALLS.filter((call) => !routed.has(`${call.method} ${call.path}`));
    expect(unrouted.map((call) => call.id)).toEqual([]);
  });

  it('routes nothing under /wps/ or /lgw/ that the contract does not declare', () => {
    const declared = new Set(ALL_CALLS.map((call) => `${call.method} ${call.path}`));
    const extra = platform.app.routeTable
      .filter((route) => /^\/(wps|lgw)\//.test(route.url) && route.method !== 'HEAD')
      .filter((route) => !declared.has(`${route.method} ${route.url}`));
    expect(extra).toEqual([]);
  });
});
