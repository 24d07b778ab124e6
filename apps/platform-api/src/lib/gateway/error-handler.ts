import type { FastifyError, FastifyInstance } from 'fastify';
import { GatewayError, sendFailure } from './gateway-error';

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

/**
 * The HTTP status an error carries, whoever raised it: Fastify's errors have a code, but the
 * static file server's (a path that climbs out of the root, a NUL, a malformed escape) carry only
 * `status`/`statusCode`. Those are the caller's mistakes and keep their 4xx.
 */
function statusOf(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const status =
    ('statusCode' in error ? error.statusCode : undefined) ??
    ('status' in error ? error.status : undefined);
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * Every failure leaves as the gateway's envelope: validation as 400 `request_param_err`, a body
 * Fastify cannot parse likewise, the handlers' own GatewayErrors as they are, and anything else
 * as a 500 whose details stay in the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof GatewayError) {
      return sendFailure(reply, error.statusCode, error.errorCode, error.message, error.value);
    }
    if (isFastifyError(error) && error.validation) {
      const own =
        error.validationContext === 'querystring'
          ? request.routeOptions.config.invalidQuery?.(request.query)
          : undefined;
      if (own) return sendFailure(reply, own.statusCode, own.errorCode, own.message, own.value);
      if (request.routeOptions.config.encrypted && error.validationContext === 'body') {
        return sendFailure(
          reply,
          400,
          'request_body_required',
          'This call takes an encrypted body only.',
        );
      }
      return sendFailure(reply, 400, 'request_param_err', 'The request parameters are not valid.', {
        fields: error.validation
          .map((issue) => issue.instancePath || issue.schemaPath)
          .slice(0, 10),
      });
    }
    const status = statusOf(error);
    if (status >= 400 && status < 500) {
      const code = status === 429 ? 'TOO_MANY_REQUEST' : 'request_param_err';
      return sendFailure(reply, status, code, 'The request is not valid.');
    }
    request.log.error({ err: error }, 'unexpected failure');
    return sendFailure(reply, 500, 'system.error', 'Unknown error');
  });
}
