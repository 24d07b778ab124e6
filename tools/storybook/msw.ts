import { createGatewayCipher, gatewayHandlers } from '@mweb/api-client/testing';
import type { Loader } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';

/** What a story puts in `parameters.msw`. */
export interface MswParameters {
  /** Handlers in front of the gateway fixtures, for this story only (`answer`, `fail`, `http.*`). */
  handlers?: RequestHandler[];
}

/** The gateway's paths: a call to them that nothing answers is a gap in a story's mocks. */
const GATEWAY_PATHS = ['/wps/', '/lgw/'];

let worker: Promise<SetupWorker> | undefined;

/** Where the preview is served from: `/` in dev and under Vitest, maybe a sub-path once published. */
function baseUrl(): URL {
  return new URL(import.meta.env.BASE_URL, window.location.href);
}

/**
 * One worker for the page's lifetime: registering it again for every story would race the
 * previous registration and lose requests made in between.
 */
function startWorker(): Promise<SetupWorker> {
  worker ??= (async () => {
    // An RSA key as the gateway hands it out, so encrypted calls (login, registration) go through.
    const cipher = await createGatewayCipher(window.location.origin);
    const started = setupWorker(...gatewayHandlers(window.location.origin), ...cipher.handlers);
    await started.start({
      // Resolved against Vite's base, so a Storybook published under a sub-path finds its worker.
      serviceWorker: { url: new URL('mockServiceWorker.js', baseUrl()).pathname },
      quiet: true,
      onUnhandledRequest(request, print) {
        // Storybook's own modules, fonts and images pass untouched; only the gateway is mocked.
        const { pathname } = new URL(request.url);
        if (GATEWAY_PATHS.some((path) => pathname.startsWith(path))) print.warning();
      },
    });
    return started;
  })();
  return worker;
}

/**
 * Answers gateway calls in the browser: the contract fixtures by default, with the story's
 * `parameters.msw.handlers` in front. Handlers are reset first, so one story's failure never
 * leaks into the next.
 */
export const mswLoader: Loader = async ({ parameters }) => {
  const started = await startWorker();
  started.resetHandlers();
  const { handlers = [] } = (parameters['msw'] ?? {}) as MswParameters;
  if (handlers.length > 0) started.use(...handlers);
  return {};
};
