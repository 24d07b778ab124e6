import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { safer } from '@mweb/api-contract';
import { z } from 'zod';
import { badRequest } from '../gateway/gateway-error';
import { CAPTCHA_COOKIE } from '../routes/account-shared';
import { hostNameOf, isLoopback, requestedHost } from '../security/loopback';
import { issuePromotionReward } from '../services/announcements';
import { resetToSeed } from '../services/dev-reset';
import { sendChatMessage } from '../services/chat';
import { sendInboxMessage } from '../services/inbox';
import { createMember } from '../services/members';
import { writeSetting, type Platform } from '../services/platform';
import { openSession } from '../services/sessions';
import { LAUNCH_URL_OVERRIDE } from '../services/game-sessions';
import { readSaferConfig, SAFER_CONFIG_SETTING } from '../services/safer-gambling';
import { readSwitches } from '../services/site';
import { latestSlideGap, SLIDE_PIECE_SIZE, SLIDE_TRACK_WIDTH } from '../services/slide-check';
import {
  currentCaptcha,
  listSentEmailCodes,
  listSentSmsCodes,
  normaliseMobile,
} from '../services/verification';
import { decideOrder } from '../services/wallet';

const statusBody = z.object({
  maintenance: z.boolean().optional(),
  regionRestriction: z.boolean().optional(),
  slideCheck: z.boolean().optional(),
  /** The brand's safer-gambling switches, merged over what is set. */
  saferGambling: safer.saferGamblingConfig.partial().optional(),
});
/** Moves the platform's clock: by `advanceMs` from where it is, or to `offsetMs` from the real one. */
const clockBody = z.union([
  z.object({
    advanceMs: z
      .number()
      .int()
      .min(-366 * 86_400_000)
      .max(366 * 86_400_000),
  }),
  z.object({
    offsetMs: z
      .number()
      .int()
      .min(-366 * 86_400_000)
      .max(366 * 86_400_000),
  }),
]);
const outboxQuery = z.object({ mobile: z.string().regex(/^\d{4,20}$/) });
const emailOutboxQuery = z.object({ email: z.string().min(3).max(254) });
const benchBody = z.object({ count: z.number().int().min(1).max(5000) });
const quickBody = z.object({
  seconds: z.number().int().min(10).max(120).default(20),
  lockSeconds: z.number().int().min(1).max(30).default(5),
});
const inboxBody = z.object({
  memberId: z.number().int().min(1),
  title: z.string().min(1).max(200).default('A message from the platform'),
  content: z.string().max(20_000).default('<p>Sent from the development controls.</p>'),
});
const chatBody = z.object({
  memberId: z.number().int().min(1),
  body: z.string().min(1).max(2000).default('An agent has answered your question.'),
});

const launchUrlBody = z.object({ url: z.string().url().nullable() });
/** The node ids of the benchmark vendor's games start here, clear of the catalogue's. */
const BENCH_FIRST_NODE = 900_000;
/** The benchmark lotteries' nodes, clear of the benchmark games'. */
const BENCH_LOTTERY_FIRST_NODE = 950_000;
/** The quick lottery's node, below the benchmark lotteries'. */
const QUICK_LOTTERY_NODE = 949_999;
/** The quick lottery's code and its menu (of the SEA prize mode, where no other journey looks). */
const QUICK_LOTTERY = { code: 'QUICK', menu: 'quick', name: 'Quick Draw' } as const;

const orderParams = z.object({ orderId: z.string().regex(/^[DW][\w-]{6,20}$/) });
const orderBody = z.object({ decision: z.enum(['approve', 'reject']) });

const accountBody = z.object({
  type: z.number().int().min(0).max(99).default(0),
  balance: z.number().min(0).max(1_000_000_000).default(0),
  mobile: z
    .string()
    .regex(/^\d{4,20}$/)
    .optional(),
  /** Every login of the account takes the second step (an SMS code); needs a mobile. */
  loginVerification: z.boolean().default(false),
});

/**
 * Whether a request may use the controls: it comes over a loopback connection (the socket's own
 * address, never X-Forwarded-For, which a client writes itself), not through a proxy (a proxy on
 * this machine would make every caller look local), and names this machine as its Host (a page on
 * another name rebinding its DNS to 127.0.0.1 still sends its own name).
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  return (
    isLoopback(request.socket.remoteAddress) &&
    request.headers['x-forwarded-for'] === undefined &&
    request.headers['forwarded'] === undefined &&
    isLoopback(hostNameOf(requestedHost(request.headers)))
  );
}

/**
 * Development controls for tests and demos, registered only when asked for (PLATFORM_DEV_CONTROLS=1,
 * never in production): switches, the SMS and e-mail outboxes, the current captcha text, a reset, and fresh
 * accounts. To anyone but a caller on this machine they do not exist.
 */
export function registerDevRoutes(app: FastifyInstance, platform: Platform): void {
  app.addHook('onRequest', async (request, reply) => {
    // The matched route, not the raw URL, which could spell the same path with escapes.
    if (request.routeOptions.url?.startsWith('/dev/') && !isLocalCaller(request)) {
      await reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
  });

  app.post('/dev/status', async (request) => {
    const body = statusBody.safeParse(request.body);
    if (!body.success) {
      throw badRequest(
        'Send {maintenance?, regionRestriction?, slideCheck?} as booleans, {saferGambling?} as switches.',
      );
    }
    if (body.data.saferGambling !== undefined) {
      const merged = { ...(await readSaferConfig(platform)), ...body.data.saferGambling };
      await writeSetting(platform, SAFER_CONFIG_SETTING, merged);
    }
    if (body.data.slideCheck !== undefined)
      await writeSetting(platform, 'slideCheck', body.data.slideCheck);
    if (body.data.maintenance !== undefined)
      await writeSetting(platform, 'maintenance', body.data.maintenance);
    if (body.data.regionRestriction !== undefined) {
      await writeSetting(platform, 'regionRestriction', body.data.regionRestriction);
    }
    return { success: true, value: await readSwitches(platform) };
  });

  app.get('/dev/sms-outbox', async (request) => {
    const query = outboxQuery.safeParse(request.query);
    if (!query.success) throw badRequest('Give ?mobile= digits.');
    const rows = await listSentSmsCodes(platform, query.data.mobile);
    return {
      success: true,
      value: rows.map((row) => ({
        mobile: row.mobile,
        countryDialingCode: row.country_dialing_code,
        purpose: row.purpose,
        code: row.code,
        sentAt: new Date(row.created_at).toISOString(),
        expiresAt: new Date(row.expires_at).toISOString(),
        used: row.used === 1,
      })),
    };
  });

  // The e-mail binding's codes, as the SMS outbox: the platform sends no mail, so a demo or a
  // journey reads the code here.
  app.get('/dev/email-outbox', async (request) => {
    const query = emailOutboxQuery.safeParse(request.query);
    if (!query.success) throw badRequest('Give ?email= an address.');
    const rows = await listSentEmailCodes(platform, query.data.email);
    return {
      success: true,
      value: rows.map((row) => ({
        email: row.email,
        purpose: row.purpose,
        code: row.code,
        sentAt: new Date(row.created_at).toISOString(),
        expiresAt: new Date(row.expires_at).toISOString(),
        used: row.used === 1,
      })),
    };
  });

  app.get('/dev/captcha', async (request) => {
    const cookie = request.cookies[CAPTCHA_COOKIE];
    const row = cookie ? await currentCaptcha(platform, cookie) : undefined;
    if (!row) throw badRequest('No captcha for this cookie: fetch /wps/captcha first.');
    return { success: true, value: { captcha: row.text } };
  });

  // Where the caller's latest slide challenge has its gap, so journeys can solve it as a person
  // would by eye.
  app.get('/dev/slide', async (request) => {
    const cookie = request.cookies[CAPTCHA_COOKIE];
    const challenge = cookie ? await latestSlideGap(platform, cookie) : undefined;
    if (!challenge)
      throw badRequest('No slide challenge for this cookie: fetch /wps/captcha/slide first.');
    return {
      success: true,
      value: {
        slideId: challenge.id,
        slideOffset: challenge.target,
        trackWidth: SLIDE_TRACK_WIDTH,
        pieceSize: SLIDE_PIECE_SIZE,
      },
    };
  });

  // The platform's clock, moved for a test or a demo of what waits 24 hours (a raised deposit
  // limit, a longer reality-check interval, the end of a break). Sessions age with it.
  app.get('/dev/clock', () => ({
    success: true,
    value: { now: platform.now(), offsetMs: platform.clock.offsetMs },
  }));

  app.post('/dev/clock', (request) => {
    const body = clockBody.safeParse(request.body);
    if (!body.success) throw badRequest('Send {advanceMs} or {offsetMs} (within a year).');
    platform.clock.offsetMs =
      'advanceMs' in body.data ? platform.clock.offsetMs + body.data.advanceMs : body.data.offsetMs;
    return { success: true, value: { now: platform.now(), offsetMs: platform.clock.offsetMs } };
  });

  app.post('/dev/reset', async () => {
    await resetToSeed(platform);
    return { success: true, value: null };
  });

  app.post('/dev/accounts', async (request) => {
    const body = accountBody.safeParse(request.body ?? {});
    if (!body.success || (body.data.loginVerification && !body.data.mobile))
      throw badRequest('Send {type, balance, mobile?, loginVerification?}.');
    const username = `dev${randomBytes(4).readUInt32BE() % 100_000_000}`;
    // A digit always, whatever the random part: the platform's password rule needs one.
    const password = `Dev${randomBytes(4).toString('hex')}7!`;
    const id = await createMember(platform, {
      username,
      password,
      type: body.data.type,
      mobile: body.data.mobile ? normaliseMobile(body.data.mobile) : null,
      countryDialingCode: body.data.mobile ? '84' : null,
      balanceCents: Math.round(body.data.balance * 100),
      nickname: `Dev ${username.slice(3)}`,
      loginVerification: body.data.loginVerification,
    });
    const token = await openSession(platform, id);
    return {
      success: true,
      value: { id, username, password, type: body.data.type, balance: body.data.balance, token },
    };
  });

  // A new unread inbox message for a member, so that journeys and demos see the unread count move.
  app.post('/dev/inbox', async (request) => {
    const body = inboxBody.safeParse(request.body ?? {});
    if (!body.success) throw badRequest('Send {memberId, title?, content?}.');
    const id = await sendInboxMessage(platform, body.data);
    return { success: true, value: { id } };
  });

  // An agent's chat message for a member, unread until the chat page shows it.
  app.post('/dev/chat', async (request) => {
    const body = chatBody.safeParse(request.body ?? {});
    if (!body.success) throw badRequest('Send {memberId, body?}.');
    const id = await sendChatMessage(platform, body.data);
    return { success: true, value: { id } };
  });

  // The back office's approval of a pending deposit or withdrawal, for journeys and demos.
  app.post('/dev/orders/:orderId', async (request) => {
    const params = orderParams.safeParse(request.params);
    const body = orderBody.safeParse(request.body);
    if (!params.success || !body.success) throw badRequest('Send {decision: approve | reject}.');
    const order = await decideOrder(platform, params.data.orderId, body.data.decision);
    if (!order) throw badRequest('No such pending order.');
    return { success: true, value: { orderId: order.id, status: order.status } };
  });

  // A long list for the list benchmark and journeys (a slots vendor "BENCH" with `count` games):
  // `/m/gameList?gameType=RNG&vassalage=BENCH`. Posting again replaces the list.
  app.post('/dev/games/bench', async (request) => {
    const body = benchBody.safeParse(request.body);
    if (!body.success) throw badRequest('Send {count} (1 to 5000).');
    const { count } = body.data;
    await platform.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('games').where('vassalage', '=', 'BENCH').execute();
      await trx.deleteFrom('vendors').where('code', '=', 'BENCH').execute();
      await trx
        .insertInto('vendors')
        .values({ code: 'BENCH', name: 'Benchmark Slots', category: 'RNG', sort: 999 })
        .execute();
      for (let first = 0; first < count; first += 200) {
        const rows = Array.from({ length: Math.min(200, count - first) }, (_, offset) => {
          const index = first + offset + 1;
          return {
            node_id: BENCH_FIRST_NODE + index,
            game_id: `BENCH_${String(index).padStart(4, '0')}`,
            game_code: `BENCH${index}`,
            game_type: 'RNG',
            vassalage: 'BENCH',
            name: `Bench Slot ${index}`,
            classify: 'SLOT',
            hot_rank: null,
            sort: index,
            min_bet: 1,
            min_line: 25,
            support_play: 'REAL',
            lotto_mode: null,
            game_group_id: null,
            room_id: null,
          };
        });
        await trx.insertInto('games').values(rows).execute();
      }
    });
    return { success: true, value: { vassalage: 'BENCH', gameType: 'RNG', count } };
  });

  // What a game launch answers instead of the demo game page (`{url}`; `{url: null}` ends it), so a
  // journey can see the app refuse a launch URL on a host it does not trust.
  app.post('/dev/games/launch-url', async (request) => {
    const body = launchUrlBody.safeParse(request.body);
    if (!body.success) throw badRequest('Send {url} as an absolute URL, or null.');
    await writeSetting(platform, LAUNCH_URL_OVERRIDE, body.data.url);
    return { success: true, value: { url: body.data.url } };
  });

  // A long lottery menu for the lottery benchmark (a category "bench" of `count` one-to-five
  // minute lotteries): `/m/lottery?category=bench`. Posting again replaces it.
  app.post('/dev/lotteries/bench', async (request) => {
    const body = benchBody.safeParse(request.body);
    if (!body.success) throw badRequest('Send {count} (1 to 5000).');
    const { count } = body.data;
    await platform.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('lotteries').where('menu', '=', 'bench').execute();
      for (let first = 0; first < count; first += 200) {
        const rows = Array.from({ length: Math.min(200, count - first) }, (_, offset) => {
          const index = first + offset + 1;
          return {
            code: `BENCH${String(index).padStart(4, '0')}`,
            node_id: BENCH_LOTTERY_FIRST_NODE + index,
            name: `Bench Lottery ${index}`,
            menu: 'bench',
            vassalage: 'GPI',
            prize_mode: 'ModeElott',
            interval_seconds: 60 * (1 + (index % 5)),
            draw_days: null,
            draw_minute: null,
            lock_seconds: 10,
            sort: 10_000 + index,
          };
        });
        await trx.insertInto('lotteries').values(rows).execute();
      }
    });
    return { success: true, value: { category: 'bench', count } };
  });

  // A lottery whose draws come every `seconds` (20 unless told) and lock `lockSeconds` before (5),
  // so that a journey sees a countdown reach zero and the next draw come within seconds rather
  // than minutes: `/m/lottery?prize_mode=SEA&category=quick`. Posting again replaces it.
  app.post('/dev/lotteries/quick', async (request) => {
    const body = quickBody.safeParse(request.body ?? {});
    if (!body.success || body.data.lockSeconds >= body.data.seconds) {
      throw badRequest('Send {seconds} (10 to 120) and {lockSeconds} (1 to 30, below seconds).');
    }
    const { seconds, lockSeconds } = body.data;
    await platform.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('lotteries').where('code', '=', QUICK_LOTTERY.code).execute();
      await trx
        .insertInto('lotteries')
        .values({
          ...QUICK_LOTTERY,
          node_id: QUICK_LOTTERY_NODE,
          vassalage: 'TCG_SEA',
          prize_mode: 'SEA',
          interval_seconds: seconds,
          draw_days: null,
          draw_minute: null,
          lock_seconds: lockSeconds,
          sort: 9_999,
        })
        .execute();
    });
    return {
      success: true,
      value: { code: QUICK_LOTTERY.code, category: QUICK_LOTTERY.menu, seconds, lockSeconds },
    };
  });

  // A reward to claim for one member, as an operator issues it: journeys claim it in the reward centre.
  app.post('/dev/rewards', async (request) => {
    const body = z
      .object({
        memberId: z.number().int().positive(),
        promotionId: z.number().int().positive(),
        amount: z.number().positive().max(1_000_000),
      })
      .safeParse(request.body);
    if (!body.success) throw badRequest('Send {memberId, promotionId, amount}.');
    const { memberId, promotionId, amount } = body.data;
    await issuePromotionReward(platform, memberId, promotionId, Math.round(amount * 100));
    return { success: true, value: null };
  });
}
