import type { FastifyRequest } from 'fastify';
import { hostNameOf, requestedHost } from '../security/loopback';
import type { Platform } from './platform';

/**
 * Where the app frames the lottery client, as the status call names it: a brand's own origin
 * (LOTTERY_ORIGIN), else this platform's lottery listener on the host name the caller used (so a
 * phone on the network reaches it as it reaches the app); undefined when there is none.
 */
export function lotteryH5Url(
  platform: Pick<Platform, 'config'>,
  request: Pick<FastifyRequest, 'protocol' | 'headers'>,
): string | undefined {
  const lottery = platform.config.lotteryH5;
  if (lottery?.origin) return lottery.origin;
  if (!lottery?.port) return undefined;
  const host = hostNameOf(requestedHost(request.headers));
  // The Host header is the caller's to write: only a plain name or address goes into a header.
  if (!/^(?:[a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])$/.test(host)) return undefined;
  return `${request.protocol}://${host}:${lottery.port}`;
}
