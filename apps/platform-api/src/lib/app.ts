import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { installCachePolicy } from './cache-policy';
import { openStore } from './db/connect';
import { registerDevRoutes } from './dev/dev-routes';
import { installErrorHandler } from './gateway/error-handler';
import { GatewayError } from './gateway/gateway-error';
import { registerFlags } from './pages/flags';
import { registerLotteryPage } from './pages/lottery-page';
import { registerPlatformPages } from './pages/platform-pages';
import { registerGatewayRoutes } from './routes/gateway-routes';
import { registerUploadRoutes } from './routes/upload-routes';
import { seedDatabase } from './seed/seed';
import { installSameOriginGuard, installSecurityHeaders } from './security/headers';
import { lotteryH5Url } from './services/lottery-h5-url';
import { loadRsaKeyPair } from './services/rsa-key';
import type { Platform } from './services/platform';
import { registerWebApp } from './web-app';

export interface PlatformOptions {
  /** Folder of the built mobile web app. */
  webRoot: string;
  /** A postgres:// URL; without it, SQLite. */
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to work in (tests give each file its own); default `public`. */
  databaseSchema?: string;
  /** Folder of the SQLite file, or `sqliteFile` to name it. */
  dataDir?: string;
  sqliteFile?: string;
  /** The /dev/ controls (off unless asked for; never with NODE_ENV=production, whatever is asked). */
  devControls?: boolean;
  sessionMinutes?: number;
  now?: () => number;
  logger?: boolean;
  /** Believe X-Forwarded-For; only behind a reverse proxy (see PlatformConfig.trustProxy). */
  trustProxy?: boolean;
  /** Host names this server answers for (see PlatformConfig.allowedHosts); any when unset. */
  allowedHosts?: readonly string[] | undefined;
  /** A certificate and its key (PEM): HTTPS, HTTP/2 first (see PlatformConfig.tls). */
  tls?: { cert: string | Buffer; key: string | Buffer } | undefined;
  /** Where the lottery client is (see PlatformConfig.lotteryPort and lotteryOrigin). */
  lotteryH5?: { port?: number | undefined; origin?: string | undefined } | undefined;
  /** The passkeys' relying party and origins (see PlatformConfig.passkey). */
  passkey?: { rpId?: string | undefined; origins?: string[] | undefined } | undefined;
}

/** Builds the platform without listening, so tests can drive it with `inject`. */
export async function buildPlatform(options: PlatformOptions): Promise<FastifyInstance> {
  const store = await openStore(options);
  const realNow = options.now ?? Date.now;
  const clock = { offsetMs: 0 };
  const now = () => realNow() + clock.offsetMs;
  const seedStarted = Date.now();
  const { seeded } = await seedDatabase(store.db, now());
  const seedMs = Date.now() - seedStarted;
  const platform: Platform = {
    db: store.db,
    engine: store.engine,
    config: {
      devControls: (options.devControls ?? false) && process.env['NODE_ENV'] !== 'production',
      sessionMinutes: options.sessionMinutes ?? 720,
      ...(options.lotteryH5 ? { lotteryH5: options.lotteryH5 } : {}),
      ...(options.passkey ? { passkey: options.passkey } : {}),
    },
    rsa: await loadRsaKeyPair(store.db),
    now,
    clock,
    uploadsDir: join(
      options.dataDir ?? (options.sqliteFile ? dirname(options.sqliteFile) : 'data'),
      'uploads',
    ),
  };

  const serverOptions = {
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Gateway bodies are small JSON; a large one is an attack or a mistake.
    bodyLimit: 256 * 1024,
  };
  // Over TLS, HTTP/2 for browsers (a first load's fifty files share one connection instead of
  // queueing on six), HTTP/1.1 for a client without it. Nothing here touches the raw request or
  // response, so the routes are the same on either server; hence the one instance type.
  const app = options.tls
    ? (Fastify({
        ...serverOptions,
        http2: true,
        https: { allowHTTP1: true, cert: options.tls.cert, key: options.tls.key },
      }) as unknown as FastifyInstance)
    : Fastify(serverOptions);
  app.decorate('platform', platform);
  const routes: { method: string; url: string }[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook('onClose', async () => store.db.destroy());
  if (seeded) app.log.info(`Seeded the demo merchant in ${seedMs} ms.`);

  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new GatewayError(
        429,
        'TOO_MANY_REQUEST',
        `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s.`,
      ),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'mweb reference platform',
        description: 'The gateway contract of @mweb/api-contract, served for real.',
        version: '1',
      },
    },
    transform: jsonSchemaTransform,
  });
  // The API's documentation is for developers: not served in production.
  if (process.env['NODE_ENV'] !== 'production') {
    await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  }
  installSecurityHeaders(app, (request) => {
    const lottery = lotteryH5Url(platform, request);
    return lottery ? [lottery] : [];
  });
  installSameOriginGuard(app, options.allowedHosts);
  installCachePolicy(app);

  registerGatewayRoutes(app, platform);
  registerPlatformPages(app, platform);
  registerLotteryPage(app, platform);
  registerFlags(app);
  registerUploadRoutes(app, platform);
  if (platform.config.devControls) registerDevRoutes(app, platform);
  await registerWebApp(app, options.webRoot);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
    /** Every route as registered, for the test that holds routes and contract together. */
    routeTable: readonly { method: string; url: string }[];
  }
}
