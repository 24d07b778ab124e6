import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findAnnouncementTitle } from '../services/announcements';
import { endGames, findGameSessionPage } from '../services/game-sessions';
import { findGameByNode } from '../services/games';
import type { Platform } from '../services/platform';
import { findOrder } from '../services/wallet';
import { appIconSvg, bannerSvg, escapeXml, gameIconSvg } from './svg';

const PAGE_STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#14161f;color:#f2f2f2;display:flex;min-height:100vh;align-items:center;justify-content:center;text-align:center}main{padding:24px;max-width:420px}a{color:#ffb703}h1{font-size:1.4rem}`;

/** A page of the platform's own: static HTML, no script, so the strict CSP holds everywhere. */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeXml(title)}</title><style>${PAGE_STYLE}</style></head><body><main><h1>${escapeXml(title)}</h1>${body}</main></body></html>`;
}

const idParams = z.object({ id: z.string().regex(/^\d{1,9}\.svg$/) });

/**
 * What the platform serves beside the gateway: generated images (game icons, banners, the app
 * icon), the demo game page a launch points at, the chat page, and download placeholders.
 */
export function registerPlatformPages(app: FastifyInstance, platform: Platform): void {
  const svg = (body: string) => ({ body, type: 'image/svg+xml' });

  app.get('/media/games/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const game = params.success
      ? await findGameByNode(platform, params.data.id.replace('.svg', ''))
      : undefined;
    if (!game) return reply.code(404).type('text/plain').send('Not found');
    const image = svg(gameIconSvg(game.name, game.vassalage));
    return reply.type(image.type).send(image.body);
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
      .object({ id: z.string().regex(/^avatar(\d{1,2})\.svg$/) })
      .safeParse(request.params);
    if (!params.success) return reply.code(404).type('text/plain').send('Not found');
    const name = params.data.id.replace('.svg', '');
    return reply.type('image/svg+xml').send(gameIconSvg(name.replace('avatar', 'Player '), ''));
  });

  app.get('/platform/pay/:order', async (request, reply) => {
    const params = z
      .object({ order: z.string().regex(/^D[\w-]{6,20}$/) })
      .safeParse(request.params);
    const order = params.success ? await findOrder(platform, params.data.order) : undefined;
    if (!order) return reply.code(404).type('text/plain').send('Not found');
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

  app.get('/platform/game/:session', async (request, reply) => {
    const params = z
      .object({ session: z.string().regex(/^[\w-]{10,64}$/) })
      .safeParse(request.params);
    const session = params.success
      ? await findGameSessionPage(platform, params.data.session)
      : undefined;
    if (!session) return reply.code(404).type('text/html').send(page('Game not found', ''));
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          session.name,
          `<p>${escapeXml(session.vassalage)} demo table. This reference platform runs no real games.</p><p><a href="/platform/game/${params.success ? params.data.session : ''}/leave">Leave the game</a></p>`,
        ),
      );
  });

  // Leaving ends the game session, so the next launch is not refused with #734.
  app.get('/platform/game/:session/leave', async (request, reply) => {
    const params = z
      .object({ session: z.string().regex(/^[\w-]{10,64}$/) })
      .safeParse(request.params);
    // Only a running game whose member session is still open: the link is the game session's.
    const running = params.success
      ? await findGameSessionPage(platform, params.data.session)
      : undefined;
    if (!params.success || !running || running.ended_at !== null) {
      return reply.code(404).type('text/html').send(page('Game not found', ''));
    }
    await endGames(platform, { sessionId: params.data.session });
    return reply.redirect('/m/home');
  });

  app.get('/platform/chat/:room', (request, reply) => {
    const params = z.object({ room: z.string().regex(/^[\w-]{1,40}$/) }).safeParse(request.params);
    if (!params.success) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Customer service',
          `<p>Room ${escapeXml(params.data.room)}: an agent would answer here. The reference platform has no live agents.</p><p><a href="/m/home">Back</a></p>`,
        ),
      );
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
