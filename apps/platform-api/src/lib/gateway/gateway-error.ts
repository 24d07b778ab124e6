import type { FastifyReply } from 'fastify';

/** A failure a handler answers on purpose: it becomes the gateway's failure envelope. */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, value?: unknown) =>
  new GatewayError(400, 'request_param_err', message, value);

export const sessionGone = () =>
  new GatewayError(
    401,
    'login.not.session',
    'The account has been logged out, please log in again.',
  );

export const notAvailable = (
  message = 'Sorry, this account does not have permission or the feature is temporarily unavailable.',
) => new GatewayError(403, 'function.not.available', message);

/** Answers a gateway failure in the envelope every client of the family reads. */
export function sendFailure(
  reply: FastifyReply,
  statusCode: number,
  errorCode: string,
  message: string,
  value?: unknown,
): FastifyReply {
  return reply
    .code(statusCode)
    .send({ success: false, errorCode, message, ...(value === undefined ? {} : { value }) });
}
