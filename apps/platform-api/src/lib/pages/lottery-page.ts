import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { betLotteryOf, scheduleOf } from '../routes/shapes';
import { drawResult, nextDraw, pastDraws } from '../services/draw-clock';
import {
  LOTTERY_PAYOUT_MULTIPLE,
  LOTTERY_STAKES_CENTS,
  listLotteryBets,
  placeLotteryBet,
  settleLotteryBets,
  winningDigit,
} from '../services/lottery-bets';
import { findLotteryByCode, listLotteriesByPrizeMode } from '../services/lotteries';
import type { Platform } from '../services/platform';
import { memberForToken } from '../services/sessions';
import { findBalance } from '../services/wallet';
import { page } from './platform-pages';
import { escapeXml } from './svg';

/** A lottery lobby's entries: each lottery's name, a touch-high link to its page at `hrefOf`. */
export function lobbyLinks(
  lotteries: readonly { code: string; name: string }[],
  hrefOf: (code: string) => string,
): string {
  return lotteries
    .map(
      (lottery) =>
        `<li><a style="display:inline-block;min-height:44px" href="${hrefOf(lottery.code)}">${escapeXml(lottery.name)}</a></li>`,
    )
    .join('');
}

/** How often the platform's clock settles the draws that have happened. */
export const SETTLE_EVERY_MS = 5_000;

const codeParams = z.object({ code: z.string().regex(/^[A-Z0-9_]{1,40}$/) });
const pageQuery = z.object({
  token: z.string().max(128).default(''),
  bet: z.enum(['placed', 'locked', 'short']).optional(),
});
const betBody = z.object({
  token: z.string().max(128),
  pick: z.coerce.number().int().min(0).max(9),
  stake: z.coerce
    .number()
    .int()
    .refine((cents) => (LOTTERY_STAKES_CENTS as readonly number[]).includes(cents)),
});

const OUTCOME_TEXT = {
  placed: 'Your bet is placed. It is settled when the draw happens.',
  locked: 'Betting on this draw has closed: bet on the next one.',
  short: 'Your balance is too low for this bet.',
} as const;

const ENDED = '<p>This lottery session has ended: open the lottery again from the app.</p>';

const money = (cents: number) => (cents / 100).toFixed(2);
const clockTime = (epochMs: number) => new Date(epochMs).toISOString().slice(11, 19);

function betRow(bet: Awaited<ReturnType<typeof listLotteryBets>>[number]): string {
  const state = bet.status === 'pending' ? 'waiting' : bet.payout_cents > 0 ? 'won' : 'lost';
  return `<tr><td>${escapeXml(bet.numero)}</td><td>${bet.pick}</td><td>${money(bet.amount_cents)}</td><td>${state}</td><td>${money(bet.payout_cents)}</td></tr>`;
}

/**
 * The lottery page a lottery launch points at (framed by the app's /m/lotto-h5): the draw on sale,
 * the balance, a pick of the result's last digit and a stake, the member's bets on it and the
 * last result. Static HTML and forms only, as the app frames it with forms allowed and nothing
 * else. The launch token is a session bound to the member's own: logout ends the page. Draws
 * settle on the platform's clock, whether or not anyone looks.
 */
export function registerLotteryPage(app: FastifyInstance, platform: Platform): void {
  const lotteryOf = async (params: ReturnType<typeof codeParams.safeParse>) =>
    params.success ? findLotteryByCode(platform, params.data.code) : undefined;
  // A launch token whose member session is over (logout, expiry) opens nothing.
  const ended = (reply: FastifyReply, title: string) =>
    reply.code(401).type('text/html; charset=utf-8').send(page(title, ENDED));

  const settling = setInterval(() => {
    settleLotteryBets(platform).catch((error: unknown) => {
      app.log.error(error, 'Settling the lottery draws failed.');
    });
  }, SETTLE_EVERY_MS);
  settling.unref();
  app.addHook('onClose', () => {
    clearInterval(settling);
    return Promise.resolve();
  });

  // The lobby (a launch without a game code): every lottery of the prize mode, each a link to its
  // page with the same launch token.
  app.get('/platform/lottery/lobby', async (request, reply) => {
    const query = pageQuery
      .extend({ prize_mode: z.enum(['ModeElott', 'SEA']).default('ModeElott') })
      .safeParse(request.query);
    const member = query.success ? await memberForToken(platform, query.data.token) : undefined;
    if (!query.success || !member) {
      return ended(reply, 'Lottery');
    }
    const lotteries = await listLotteriesByPrizeMode(platform, query.data.prize_mode);
    const token = new URLSearchParams({ token: query.data.token }).toString();
    const links = lobbyLinks(lotteries, (code) => `/platform/lottery/${code}?${token}`);
    return reply
      .type('text/html; charset=utf-8')
      .send(page('Lottery lobby', `<ul style="list-style:none;padding:0">${links}</ul>`));
  });

  app.get('/platform/lottery/:code', async (request, reply) => {
    const params = codeParams.safeParse(request.params);
    const query = pageQuery.safeParse(request.query);
    const lottery = await lotteryOf(params);
    if (!lottery || !query.success) {
      return reply.code(404).type('text/html').send(page('Lottery not found', ''));
    }
    const member = await memberForToken(platform, query.data.token);
    if (!member) {
      return ended(reply, lottery.name);
    }
    await settleLotteryBets(platform);
    const now = platform.now();
    const schedule = scheduleOf(lottery);
    const draw = nextDraw(schedule, now);
    const locksAt = draw.drawAt - schedule.lockSeconds * 1000;
    const [last] = pastDraws(schedule, now, 1);
    const lastResult = last ? drawResult(lottery.code, last.numero) : undefined;
    const wallet = await findBalance(platform, member.id);
    const bets = await listLotteryBets(platform, member.id, lottery.code);
    const said = query.data.bet ? OUTCOME_TEXT[query.data.bet] : '';
    const digits = Array.from(
      { length: 10 },
      (_, digit) =>
        `<label style="display:inline-flex;align-items:center;min-width:44px;min-height:44px"><input type="radio" name="pick" value="${digit}" required>${digit}</label>`,
    ).join('');
    const stakes = LOTTERY_STAKES_CENTS.map(
      (cents) => `<option value="${cents}">${money(cents)}</option>`,
    ).join('');
    const body =
      `<p>Draw <output id="numero">${escapeXml(draw.numero)}</output>, betting closes at ${clockTime(locksAt)} UTC.</p>` +
      `<p>Balance: <output id="balance">${escapeXml(wallet.currency)} ${money(wallet.balance_cents)}</output></p>` +
      (said ? `<p role="status">${escapeXml(said)}</p>` : '') +
      `<form method="post" action="/platform/lottery/${lottery.code}/bet">` +
      `<input type="hidden" name="token" value="${escapeXml(query.data.token)}">` +
      `<fieldset><legend>Pick the last digit of the result (pays ${LOTTERY_PAYOUT_MULTIPLE} times)</legend>${digits}</fieldset>` +
      `<p><label>Stake <select name="stake">${stakes}</select></label></p>` +
      `<button type="submit" style="min-height:44px;padding:0 24px">Place bet</button></form>` +
      (last && lastResult
        ? `<p>Last draw ${escapeXml(last.numero)}: <output id="result">${escapeXml(lastResult)}</output> (digit ${winningDigit(lastResult)})</p>`
        : '') +
      (bets.length > 0
        ? `<table><caption>Your bets</caption><tr><th>Draw</th><th>Pick</th><th>Stake</th><th>State</th><th>Payout</th></tr>${bets.map(betRow).join('')}</table>`
        : '');
    return reply.type('text/html; charset=utf-8').send(page(lottery.name, body));
  });

  // The page is drawn again by its GET, so a reload does not bet twice. The app frames this page
  // sandboxed (an opaque origin, so the form says `Origin: null`); the launch token in the form,
  // not a cookie, is what authorises the bet.
  app.post(
    '/platform/lottery/:code/bet',
    { config: { sandboxedForm: true } },
    async (request, reply) => {
      const params = codeParams.safeParse(request.params);
      const body = betBody.safeParse(request.body);
      const lottery = await lotteryOf(params);
      if (!lottery || !body.success) {
        return reply.code(400).type('text/html').send(page('Bet not placed', ''));
      }
      const member = await memberForToken(platform, body.data.token);
      if (!member) {
        return ended(reply, lottery.name);
      }
      const result = await placeLotteryBet(
        platform,
        member.id,
        betLotteryOf(lottery),
        body.data.pick,
        body.data.stake,
      );
      const bet = result.placed ? 'placed' : result.reason === 'locked' ? 'locked' : 'short';
      const back = new URLSearchParams({ token: body.data.token, bet });
      return reply.redirect(`/platform/lottery/${lottery.code}?${back.toString()}`, 303);
    },
  );
}
