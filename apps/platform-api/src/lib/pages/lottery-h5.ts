// The reference platform's H5 lottery client: a real betting page with its own script, served by
// a second listener of the platform (its own port, so its own origin, never the app's). The app
// frames it at /m/lotto-h5 sandboxed with scripts and forms but without `allow-same-origin`: the
// page runs in an opaque origin and can reach neither the app's storage nor this platform's
// cookies. What authorises it is the launch token in its query, which it sends with each call.
// A brand's real lottery vendor takes its place by answering the status call's `lotteryH5Url`
// with the vendor's address (LOTTERY_ORIGIN here), as long as it takes the same query.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { betLotteryOf, scheduleOf } from '../routes/shapes';
import { hostNameOf, requestedHost } from '../security/loopback';
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
import { escapeXml } from './svg';
import { acceptFormFields } from '../routes/form-fields';
import { lobbyLinks } from './lottery-page';

/** Where the lottery client's pages and calls live on its listener. */
export const LOTTERY_H5_PREFIX = '/lottery';

const codeParams = z.object({ code: z.string().regex(/^[A-Z0-9_]{1,40}$/) });
const tokenQuery = z.object({ token: z.string().min(1).max(128) });
const pageQuery = z.object({
  token: z.string().max(128).default(''),
  merchant: z.string().max(32).optional(),
  css: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}\.css$/)
    .optional()
    .catch(undefined),
  prize_mode: z.enum(['ModeElott', 'SEA']).default('ModeElott').catch('ModeElott'),
  playType: z.string().max(8).optional(),
});
const betBody = z.object({
  token: z.string().min(1).max(128),
  pick: z.coerce.number().int().min(0).max(9),
  stake: z.coerce
    .number()
    .int()
    .refine((cents) => (LOTTERY_STAKES_CENTS as readonly number[]).includes(cents)),
});

/** The merchants' style sheets this reference client has (the `css` of the launch's query). */
const MERCHANT_CSS: Readonly<Record<string, string>> = {
  'demo.css':
    ':root{color-scheme:light dark;--accent:#d4353d}button[aria-pressed="true"]{background:var(--accent);color:#fff}',
};

const BASE_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:16px}h1{font-size:20px;margin:0 0 8px}' +
  'button,select{font:inherit;min-height:44px;min-width:44px}#picks{display:flex;flex-wrap:wrap;gap:8px;border:0;padding:0}' +
  'table{border-collapse:collapse;width:100%}td,th{padding:4px;text-align:start;border-bottom:1px solid #8884}' +
  '#place{padding:0 24px}[role=status]{min-height:24px}';

/** The origin a request came to, as its browser names it. */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${requestedHost(request.headers)}`;
}

export interface LotteryHostOptions {
  /** The app's port on the same host name: the one page allowed to frame the client. */
  appPort: number;
  /** Extra origins allowed to frame it (the app served from another address). */
  frameAncestors?: readonly string[];
}

/** Opaque-origin callers (the sandboxed frame says `Origin: null`): answers for any origin, no credentials. */
function openToFrame(reply: FastifyReply): FastifyReply {
  return reply
    .header('Access-Control-Allow-Origin', '*')
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff');
}

/** The lottery client's page: markup only; its script (same origin, no inline code) does the rest. */
function clientPage(title: string, css: string | undefined): string {
  const merchantCss = css && MERCHANT_CSS[css] ? MERCHANT_CSS[css] : '';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeXml(title)}</title>` +
    `<style>${BASE_STYLE}${merchantCss}</style></head><body><main id="lottery">` +
    `<h1 id="name">${escapeXml(title)}</h1>` +
    `<p>Prize mode <output id="prize-mode"></output></p>` +
    `<p>Draw <output id="numero">…</output>: betting closes in <output id="countdown">…</output></p>` +
    `<p>Balance: <output id="balance">…</output></p>` +
    `<fieldset id="picks"><legend>Pick the last digit of the result (pays ${LOTTERY_PAYOUT_MULTIPLE} times)</legend></fieldset>` +
    `<p><label>Stake <select id="stake"></select></label></p>` +
    `<p><button type="button" id="place" disabled>Place bet</button></p>` +
    `<p id="status" role="status" aria-live="polite"></p>` +
    `<h2>Last result</h2><p id="last">…</p>` +
    `<table><caption>Your bets</caption><thead><tr><th>Draw</th><th>Pick</th><th>Stake</th><th>State</th><th>Payout</th></tr></thead><tbody id="bets"></tbody></table>` +
    `<noscript><p>This lottery needs JavaScript.</p></noscript>` +
    `</main><script src="${LOTTERY_H5_PREFIX}/client.js" defer></script></body></html>`
  );
}

/**
 * The client's script. Plain ES2017, no framework: it reads its code from the path and the launch
 * query, asks for the draw and the balance, counts down, takes a pick and a stake, places the bet,
 * and tells the app around it (postMessage, no data) that the balance moved.
 */
export const LOTTERY_CLIENT_JS = `(function () {
  'use strict';
  var code = decodeURIComponent(location.pathname.split('/').pop() || '');
  var query = new URLSearchParams(location.search);
  var token = query.get('token') || '';
  var api = '${LOTTERY_H5_PREFIX}/api/' + encodeURIComponent(code);
  var $ = function (id) { return document.getElementById(id); };
  var state = null, receivedAt = 0, pick = null, busy = false;
  $('prize-mode').textContent = query.get('prize_mode') || 'ModeElott';
  function say(text) { $('status').textContent = text; }
  function money(cents) { return (cents / 100).toFixed(2); }
  function cell(row, text) { var td = document.createElement('td'); td.textContent = text; row.appendChild(td); }
  function draw() {
    if (!state) return;
    $('name').textContent = state.name;
    document.title = state.name;
    $('numero').textContent = state.numero;
    $('balance').textContent = state.currency + ' ' + money(state.balanceCents);
    $('last').textContent = state.last ? 'Draw ' + state.last.numero + ': ' + state.last.result + ' (digit ' + state.last.digit + ')' : 'No draw yet';
    var body = $('bets');
    body.textContent = '';
    state.bets.forEach(function (bet) {
      var row = document.createElement('tr');
      cell(row, bet.numero); cell(row, String(bet.pick)); cell(row, money(bet.stakeCents)); cell(row, bet.state); cell(row, money(bet.payoutCents));
      body.appendChild(row);
    });
    tick();
  }
  function tick() {
    if (!state) return;
    var left = Math.max(0, state.locksInMs - (Date.now() - receivedAt));
    var s = Math.floor(left / 1000);
    var pad = function (n) { return (n < 10 ? '0' : '') + n; };
    $('countdown').textContent = left > 0 ? pad(Math.floor(s / 3600)) + ':' + pad(Math.floor(s / 60) % 60) + ':' + pad(s % 60) : 'closed';
    $('place').disabled = busy || left <= 0 || pick === null;
  }
  function load() {
    return fetch(api + '/state?' + new URLSearchParams({ token: token }), { credentials: 'omit' })
      .then(function (answer) { if (!answer.ok) throw new Error(String(answer.status)); return answer.json(); })
      .then(function (next) { state = next; receivedAt = Date.now(); draw(); })
      .catch(function () { say('The lottery cannot be reached: open it again from the app.'); });
  }
  for (var digit = 0; digit < 10; digit += 1) {
    (function (value) {
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = String(value);
      button.setAttribute('aria-pressed', 'false');
      button.setAttribute('aria-label', 'Pick ' + value);
      button.addEventListener('click', function () {
        pick = value;
        Array.prototype.forEach.call($('picks').querySelectorAll('button'), function (other) {
          other.setAttribute('aria-pressed', String(other === button));
        });
        tick();
      });
      $('picks').appendChild(button);
    })(digit);
  }
  ${JSON.stringify(LOTTERY_STAKES_CENTS)}.forEach(function (cents) {
    var option = document.createElement('option');
    option.value = String(cents);
    option.textContent = money(cents);
    $('stake').appendChild(option);
  });
  $('place').addEventListener('click', function () {
    if (pick === null || busy) return;
    busy = true; tick(); say('Placing your bet…');
    var body = new URLSearchParams({ token: token, pick: String(pick), stake: $('stake').value });
    fetch(api + '/bet', { method: 'POST', body: body, credentials: 'omit' })
      .then(function (answer) { return answer.json(); })
      .then(function (result) {
        if (result.placed) {
          say('Your bet on draw ' + result.numero + ' is placed. It is settled when the draw happens.');
          // The app around refreshes the balance it shows; the message carries nothing else.
          if (window.parent !== window) window.parent.postMessage({ source: 'mweb-lottery', type: 'bet-placed' }, '*');
        } else {
          say(result.reason === 'locked' ? 'Betting on this draw has closed: bet on the next one.' : result.reason === 'insufficient' ? 'Your balance is too low for this bet.' : 'The bet was not placed.');
        }
        return load();
      })
      .catch(function () { say('The bet could not be sent: try again.'); })
      .then(function () { busy = false; tick(); });
  });
  setInterval(tick, 500);
  // The draw moves on and results come in: the state is asked again every 5 s.
  setInterval(load, 5000);
  load();
})();
`;

/** The lottery client's routes, on the listener `buildLotteryHost` makes. */
export function registerLotteryH5(
  app: FastifyInstance,
  platform: Platform,
  options: LotteryHostOptions,
): void {
  acceptFormFields(app);

  const policyFor = (request: FastifyRequest) => {
    const own = originOf(request);
    const app = `${request.protocol}://${hostNameOf(requestedHost(request.headers))}:${options.appPort}`;
    const ancestors = [app, ...(options.frameAncestors ?? [])].join(' ');
    return [
      "default-src 'none'",
      `script-src ${own}`,
      `connect-src ${own}`,
      "style-src 'unsafe-inline'",
      "img-src 'self' data:",
      "base-uri 'none'",
      "form-action 'none'",
      `frame-ancestors ${ancestors}`,
    ].join('; ');
  };

  app.get(`${LOTTERY_H5_PREFIX}/client.js`, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .send(LOTTERY_CLIENT_JS),
  );

  // The lobby (a launch without a game code): every lottery of the prize mode, each a link to its
  // page with the same launch query.
  app.get(`${LOTTERY_H5_PREFIX}/lobby`, async (request, reply) => {
    const query = pageQuery.safeParse(request.query);
    const member = query.success ? await memberForToken(platform, query.data.token) : undefined;
    void reply.header('Content-Security-Policy', policyFor(request));
    if (!query.success || !member) {
      return reply
        .code(401)
        .type('text/html; charset=utf-8')
        .send(clientPage('Lottery', undefined));
    }
    const lotteries = await listLotteriesByPrizeMode(platform, query.data.prize_mode);
    const keep = new URLSearchParams(request.query as Record<string, string>).toString();
    const links = lobbyLinks(
      lotteries,
      (code) => `${LOTTERY_H5_PREFIX}/${code}?${escapeXml(keep)}`,
    );
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Lottery lobby</title><style>${BASE_STYLE}</style></head><body><main><h1>Lottery lobby</h1><ul style="list-style:none;padding:0">${links}</ul></main></body></html>`,
      );
  });

  app.get(`${LOTTERY_H5_PREFIX}/:code`, async (request, reply) => {
    const params = codeParams.safeParse(request.params);
    const query = pageQuery.safeParse(request.query);
    const lottery = params.success
      ? await findLotteryByCode(platform, params.data.code)
      : undefined;
    void reply.header('Content-Security-Policy', policyFor(request));
    if (!lottery || !query.success) {
      return reply.code(404).type('text/plain').send('No such lottery.');
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(clientPage(lottery.name, query.data.css));
  });

  // What the page shows: the draw on sale, the balance, the last result and the member's bets.
  app.get(`${LOTTERY_H5_PREFIX}/api/:code/state`, async (request, reply) => {
    openToFrame(reply);
    const params = codeParams.safeParse(request.params);
    const query = tokenQuery.safeParse(request.query);
    const lottery = params.success
      ? await findLotteryByCode(platform, params.data.code)
      : undefined;
    if (!lottery || !query.success) return reply.code(404).send({ error: 'not-found' });
    const member = await memberForToken(platform, query.data.token);
    if (!member) return reply.code(401).send({ error: 'session-ended' });
    await settleLotteryBets(platform);
    const now = platform.now();
    const schedule = scheduleOf(lottery);
    const draw = nextDraw(schedule, now);
    const [last] = pastDraws(schedule, now, 1);
    const lastResult = last ? drawResult(lottery.code, last.numero) : undefined;
    const wallet = await findBalance(platform, member.id);
    const bets = await listLotteryBets(platform, member.id, lottery.code);
    return reply.send({
      name: lottery.name,
      numero: draw.numero,
      locksInMs: Math.max(0, draw.drawAt - schedule.lockSeconds * 1000 - now),
      currency: wallet.currency,
      balanceCents: wallet.balance_cents,
      last:
        last && lastResult
          ? { numero: last.numero, result: lastResult, digit: winningDigit(lastResult) }
          : null,
      bets: bets.map((bet) => ({
        numero: bet.numero,
        pick: bet.pick,
        stakeCents: bet.amount_cents,
        payoutCents: bet.payout_cents,
        state: bet.status === 'pending' ? 'waiting' : bet.payout_cents > 0 ? 'won' : 'lost',
      })),
    });
  });

  // A bet: a simple form-encoded POST (no preflight from the opaque origin), authorised by the
  // launch token in its body, never by a cookie.
  app.post(`${LOTTERY_H5_PREFIX}/api/:code/bet`, async (request, reply) => {
    openToFrame(reply);
    const params = codeParams.safeParse(request.params);
    const body = betBody.safeParse(request.body);
    const lottery = params.success
      ? await findLotteryByCode(platform, params.data.code)
      : undefined;
    if (!lottery || !body.success)
      return reply.code(400).send({ placed: false, reason: 'invalid' });
    const member = await memberForToken(platform, body.data.token);
    if (!member) return reply.code(401).send({ placed: false, reason: 'session-ended' });
    const result = await placeLotteryBet(
      platform,
      member.id,
      betLotteryOf(lottery),
      body.data.pick,
      body.data.stake,
    );
    return reply.send(
      result.placed
        ? { placed: true, numero: result.numero, balanceCents: result.balanceCents }
        : { placed: false, reason: result.reason },
    );
  });
}

/**
 * The lottery client's own listener: a second Fastify instance on the platform's database, which
 * the caller starts on its own port (`LOTTERY_PORT`) and closes with the platform.
 */
export async function buildLotteryHost(
  platform: Platform,
  options: LotteryHostOptions & {
    logger?: boolean;
    /** The platform's certificate: the client speaks HTTPS when the app does. */
    tls?: { cert: string | Buffer; key: string | Buffer } | undefined;
  },
): Promise<FastifyInstance> {
  const serverOptions = { logger: options.logger ?? false, bodyLimit: 16 * 1024 };
  const app = options.tls
    ? (Fastify({ ...serverOptions, https: options.tls }) as unknown as FastifyInstance)
    : Fastify(serverOptions);
  registerLotteryH5(app, platform, options);
  await app.ready();
  return app;
}
