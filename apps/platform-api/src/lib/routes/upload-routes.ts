import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendFailure } from '../gateway/gateway-error';
import type { Platform } from '../services/platform';
import { findOwnPromotionImage } from '../services/promotion-images';
import { memberForToken } from '../services/sessions';

/** Where a stored application image is served back, to its owner only. */
export const PROMOTION_IMAGE_PATH = '/uploads/promotions/:id';

const params = z.object({ id: z.string().max(64) });

/**
 * An application's images, served back to the member who sent them (with their token, as every
 * member call carries it). Anyone else, a guest included, gets the same 404 as for an unknown id,
 * so an id says nothing about whether it exists.
 */
export function registerUploadRoutes(app: FastifyInstance, platform: Platform): void {
  app.get(PROMOTION_IMAGE_PATH, async (request, reply) => {
    const { id } = params.parse(request.params);
    const header = request.headers.authorization;
    const token = typeof header === 'string' ? header.trim() : '';
    const member = token ? await memberForToken(platform, token) : undefined;
    const image = member ? await findOwnPromotionImage(platform, member.id, id) : undefined;
    if (!image) return sendFailure(reply, 404, 'not.found', 'No such image.');
    return reply
      .type(image.type)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', 'inline')
      .send(image.bytes);
  });
}
