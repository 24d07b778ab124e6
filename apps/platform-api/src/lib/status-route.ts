import { systemStatus, systemStatusQuery } from '@mweb/api-contract';
import type { FastifyInstance } from 'fastify';
import { sendFailure } from './gateway-errors';
import { demoSiteStatus } from './site';

/** GET /wps/v2/system/status: the site's configuration and gates, never cached. */
export function registerStatusRoute(app: FastifyInstance): void {
  app.get(systemStatus.path, async (request, reply) => {
    const query = systemStatusQuery.safeParse(request.query);
    if (!query.success) {
      return sendFailure(reply, 400, 'request_param_err', 'The status call needs device=MOBILE.');
    }
    void reply.header('Cache-Control', 'no-cache, no-store');
    return { success: true, value: demoSiteStatus(request.ip) };
  });
}
