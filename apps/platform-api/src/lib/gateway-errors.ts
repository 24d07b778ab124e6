import type { FastifyReply } from 'fastify';

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
