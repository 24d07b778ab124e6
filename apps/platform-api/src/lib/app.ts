import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { PlatformConfig } from './config';
import { registerStatusRoute } from './status-route';
import { registerWebApp } from './web-app';

/** Builds the platform without listening, so tests can drive it with `inject`. */
export async function buildPlatform(
  config: Pick<PlatformConfig, 'webRoot'>,
  options: { logger?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  registerStatusRoute(app);
  await registerWebApp(app, config.webRoot);
  return app;
}
