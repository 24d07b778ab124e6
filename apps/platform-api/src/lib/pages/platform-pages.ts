import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { findAnnouncementTitle } from '../services/announcements';
import { showChatRoom } from '../services/chat';
import {
  DEMO_STAKE_CENTS,
  endGames,
  findProvenGameSession,
  placeDemoBet,
} from '../services/game-sessions';
import { findGameByNode } from '../services/games';
import type { Platform } from '../services/platform';
import { memberForToken } from '../services/sessions';
import { findBalance, findOrder } from '../services/wallet';
import { gameIconPng } from './game-icon';
import { appIconSvg, bannerSvg, escapeXml } from './svg';

const PAGE_STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#14161f;color:#f2f2f2;display:flex;min-height:100vh;align-items:center;justify-content:center;text-align:center}main{padding:24px;max-width:420px}a{color:#ffb703}h1{font-size:1.4rem}.chat{text-align:left;padding-left:1.2em}.chat time{opacity:.7;font-size:.85em}`;

/** A page of the platform's own: static HTML, no script, so the strict CSP holds everywhere. */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeXml(title)}</title><style>${PAGE_STYLE}</style></head><body><main><h1>${escapeXml(title)}</h1>${body}</main></body></html>`;
}

const idParams = z.object({ id: z.string().regex(/^\d{1,9}\.svg$/) });

const gameIcons = new Map<string, Buffer>();

/** Painting and compressing an icon takes 10 to 20 ms; a page of tiles asks for dozens at once. */
function cachedGameIcon(name: string, vendor: string): Buffer {
  const key = `${vendor}:${name}`;
  let icon = gameIcons.get(key);
  if (!icon) {
    // The demo catalogue has a few hundred games; a catalogue grown past this starts afresh.
    if (gameIcons.size >= 2_000) gameIcons.clear();
    icon = gameIconPng(name, vendor);
    gameIcons.set(key, icon);
  }
  return icon;
}

/**
 * What the platform serves beside the gateway: generated images (game icons, banners, the app
 * icon), the demo game page a launch points at, the chat page, and download placeholders.
 */
export function registerPlatformPages(app: FastifyInstance, platform: Platform): void {
  /** The launch token a member's page carries as its proof (in the query, or a form's field). */
  const tokenQuery = z.object({ token: z.string().max(128) });

  app.get('/media/games/:id', async (request, reply) => {
    const params = z.object({ id: z.string().regex(/^\d{1,9}\.png$/) }).safeParse(request.params);
    const game = params.success
      ? await findGameByNode(platform, params.data.id.replace('.png', ''))
      : undefined;
    if (!game) return reply.code(404).type('text/plain').send('Not found');
    return reply.type('image/png').send(cachedGameIcon(game.name, game.vassalage));
  });

  app.get('/media/banners/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const title = params.success
      ? await findAnnouncementTitle(platform, Number.parseInt(params.data.id, 10))
      : undefined;
    if (title === undefined) return reply.code(404).type('text/plain').send('Not found');
    return reply.type('image/svg+xml').send(bannerSvg(title));
  });

  app.get('/media/avatars/:id', (request, reply) => {
    const params = z
      .object({ id: z.string().regex(/^avatar(\d{1,2})\.png$/) })
      .safeParse(request.params);
    if (!params.success) return reply.code(404).type('text/plain').send('Not found');
    const name = params.data.id.replace('.png', '');
    return reply.type('image/png').send(cachedGameIcon(name.replace('avatar', 'Player '), ''));
  });

  // The payment page of a pending deposit, for its member only: the link carries a launch token
  // of the member's (made with the deposit's answer); anyone else is told there is no such order.
  app.get('/platform/pay/:order', async (request, reply) => {
    const params = z
      .object({ order: z.string().regex(/^D[\w-]{6,20}$/) })
      .safeParse(request.params);
    const proof = tokenQuery.safeParse(request.query);
    const viewer =
      params.success && proof.success
        ? await memberForToken(platform, proof.data.token)
        : undefined;
    const order =
      viewer && params.success ? await findOrder(platform, params.data.order) : undefined;
    if (!order || order.member_id !== viewer?.id) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          `Order ${order.id}`,
          `<p>Amount ￥${(order.amount_cents / 100).toFixed(2)}, ${escapeXml(order.status.toLowerCase())}. The reference platform takes no real payments; use the demo channel to top up.</p><p><a href="/m/voucherCenter">Back</a></p>`,
        ),
      );
  });

  app.get('/media/app-icon.svg', (_request, reply) =>
    reply.type('image/svg+xml').send(appIconSvg()),
  );

  const sessionParams = z.object({ session: z.string().regex(/^[\w-]{10,64}$/) });
  const betOutcome = z.object({ bet: z.enum(['won', 'lost', 'short', 'closed']).optional() });
  const OUTCOME_TEXT = {
    won: 'You won!',
    lost: 'No win this time.',
    short: 'Your balance is too low for this bet.',
    closed: 'This game has ended: launch it again to play.',
  } as const;
  const money = (cents: number) => (cents / 100).toFixed(2);

  /** A game's page, its bet and its leave link: each shows the member's proof, or shows nothing. */
  const provenSession = async (params: unknown, proof: unknown) => {
    const session = sessionParams.safeParse(params);
    if (!session.success) return 'missing' as const;
    const token = tokenQuery.safeParse(proof);
    return findProvenGameSession(
      platform,
      session.data.session,
      token.success ? token.data.token : undefined,
    );
  };
  const refused = (reply: FastifyReply, found: 'missing' | 'unproven') =>
    found === 'missing'
      ? reply.code(404).type('text/html').send(page('Game not found', ''))
      : reply
          .code(401)
          .type('text/html; charset=utf-8')
          .send(page('Game not available', '<p>Open the game again from the app.</p>'));

  app.get('/platform/game/:session', async (request, reply) => {
    const session = await provenSession(request.params, request.query);
    if (typeof session === 'string') return refused(reply, session);
    const id = sessionParams.parse(request.params).session;
    const proof = tokenQuery.safeParse(request.query);
    const token = proof.success ? proof.data.token : undefined;
    const withProof = token ? `?${new URLSearchParams({ token }).toString()}` : '';
    const outcome = betOutcome.safeParse(request.query);
    const said = outcome.success && outcome.data.bet ? OUTCOME_TEXT[outcome.data.bet] : '';
    // A trial play (member 0) has no wallet: it shows the table without the balance or the bet.
    const wallet =
      session.member_id === 0 ? undefined : await findBalance(platform, session.member_id);
    const betting =
      wallet && token
        ? `<p>Balance: <output id="balance">${escapeXml(wallet.currency)} ${money(wallet.balance_cents)}</output></p>` +
          `<form method="post" action="/platform/game/${id}/bet"><input type="hidden" name="token" value="${escapeXml(token)}"><button type="submit" style="min-height:44px;padding:0 24px">Bet ${money(DEMO_STAKE_CENTS)}</button></form>` +
          (said ? `<p role="status">${escapeXml(said)}</p>` : '')
        : '';
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          session.name,
          `<p>${escapeXml(session.vassalage)} demo table. This reference platform runs no real games.</p>${betting}<p><a href="/platform/game/${id}/leave${escapeXml(withProof)}">Leave the game</a></p>`,
        ),
      );
  });

  // A demo bet moves the balance through the ledger and writes a betting record; the page is
  // drawn again by its GET, so a reload does not bet twice. The form carries the launch token:
  // the game's id alone, which rides in its URL and its history, bets nothing.
  app.post('/platform/game/:session/bet', async (request, reply) => {
    const session = await provenSession(request.params, request.body);
    if (session === 'missing') return reply.code(404).type('text/plain').send('Not found');
    if (session === 'unproven') return refused(reply, session);
    const id = sessionParams.parse(request.params).session;
    const proof = tokenQuery.safeParse(request.body);
    const result = await placeDemoBet(platform, id, randomInt(2) === 1);
    const bet = result.placed
      ? result.payoutCents > 0
        ? 'won'
        : 'lost'
      : result.reason === 'insufficient'
        ? 'short'
        : 'closed';
    const back = new URLSearchParams({
      ...(proof.success ? { token: proof.data.token } : {}),
      bet,
    });
    return reply.redirect(`/platform/game/${id}?${back.toString()}`, 303);
  });

  // Leaving ends the game session, so the next launch is not refused with #734.
  app.get('/platform/game/:session/leave', async (request, reply) => {
    // Only a running game, left by its own member (or a trial play's holder).
    const session = await provenSession(request.params, request.query);
    if (session === 'missing' || (session !== 'unproven' && session.ended_at !== null)) {
      return reply.code(404).type('text/html').send(page('Game not found', ''));
    }
    if (session === 'unproven') return refused(reply, session);
    await endGames(platform, { sessionId: sessionParams.parse(request.params).session });
    return reply.redirect('/m/home');
  });

  // A member's room lists what the agents wrote, which now counts as read; the operator's fixed
  // service rooms have no conversation.
  app.get('/platform/chat/:room', async (request, reply) => {
    const params = z.object({ room: z.string().regex(/^[\w-]{1,40}$/) }).safeParse(request.params);
    if (!params.success) return reply.code(404).type('text/plain').send('Not found');
    const conversation = await showChatRoom(platform, params.data.room);
    const body =
      conversation === undefined
        ? `<p>Room ${escapeXml(params.data.room)}: an agent would answer here. The reference platform has no live agents.</p>`
        : conversation.length === 0
          ? '<p>No messages yet. An agent will write to you here.</p>'
          : `<ol class="chat">${conversation
              .map(
                (message) =>
                  `<li><time datetime="${new Date(message.created_at).toISOString()}">${new Date(message.created_at).toISOString().slice(0, 16).replace('T', ' ')}</time> ${escapeXml(message.body)}</li>`,
              )
              .join('')}</ol>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(page('Customer service', `${body}<p><a href="/m/home">Back</a></p>`));
  });

  app.get('/platform/download/:kind', (request, reply) => {
    const params = z
      .object({ kind: z.enum(['ios', 'mobileconfig', 'android']) })
      .safeParse(request.params);
    if (!params.success) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          `Download for ${params.data.kind}`,
          '<p>The reference platform ships no native app; use the installable web app instead.</p>',
        ),
      );
  });
}
