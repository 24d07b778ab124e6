import {
  CipherError,
  desDecrypt,
  rsaDecryptKey,
  successEnvelope,
  type GatewayCall,
} from '@mweb/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { MemberRow, Platform } from '../services/platform';
import { memberForToken } from '../services/sessions';
import { badRequest, GatewayError, sessionGone } from './gateway-error';
import { inputFault } from './input-check';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export type Member = NonNullable<MemberRow>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on encrypted calls, so a plaintext body is answered `request_body_required`. */
    encrypted?: boolean;
    /** Maps a query that fails validation to the call's own error code (launch: `#727`). */
    invalidQuery?: (query: unknown) => GatewayError | undefined;
  }
}

export interface CallContext<Query, Body> {
  query: Query;
  body: Body;
  /** The caller's member when the call carries a live token; always set when the call needs one. */
  member: Member | undefined;
  /** The raw token, for logout. */
  token: string | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<Q, B, V extends z.ZodType> = (
  context: CallContext<Infer<Q>, Infer<B>>,
) => z.output<V> | Promise<z.output<V>>;

/** What an encrypted call carries on the wire: the DES text, under the key in `Encryption`. */
const encryptedBody = z.object({ value: z.string().min(1).max(65_536) });

/** Refuses a query or body that holds a NUL character or nests too deeply. */
function refuseMalformed(input: unknown): void {
  const fault = inputFault(input);
  if (fault === 'nul') throw badRequest('The request holds a NUL character.');
  if (fault === 'too-deep') throw badRequest('The request nests too deeply.');
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' && header.length > 0 ? header.trim() : undefined;
}

/** Decrypts an encrypted body (GATEWAY.md section 3); a plaintext body is refused, never read. */
function decryptBody(platform: Platform, request: FastifyRequest): unknown {
  const wire = encryptedBody.safeParse(request.body);
  const header = request.headers.encryption;
  if (!wire.success || typeof header !== 'string' || header.length === 0) {
    throw new GatewayError(400, 'request_body_required', 'This call takes an encrypted body only.');
  }
  try {
    const key = rsaDecryptKey(header, platform.rsa.privateExponentHex, platform.rsa.modulusHex);
    return JSON.parse(desDecrypt(wire.data.value, key)) as unknown;
  } catch (error) {
    if (error instanceof CipherError || error instanceof SyntaxError) {
      throw badRequest('The encrypted body does not decrypt under the current key.');
    }
    throw error;
  }
}

/**
 * Registers one gateway call from its contract: method, path, query and body schemas, token
 * requirement and encryption all come from `call`; the handler returns the envelope's `value`.
 */
export function registerCall<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  V extends z.ZodType,
>(
  app: FastifyInstance,
  platform: Platform,
  call: GatewayCall<Q, B, V>,
  handler: CallHandler<Q, B, V>,
  options: {
    rateLimit?: { max: number; timeWindow: number };
    invalidQuery?: (query: unknown) => GatewayError | undefined;
    /** Bytes this call's body may have, where it carries more than the server's usual limit. */
    bodyLimit?: number;
  } = {},
): void {
  const bodySchema = call.encrypted ? encryptedBody : call.body;
  // Typed as a plain FastifySchema: the handler answers the call's value, which the zod serializer
  // checks against the contract on the way out.
  const schema: FastifySchema = {
    operationId: call.id,
    tags: [call.id.split('.')[0] ?? 'gateway'],
    summary: `${call.id}${call.needsToken ? ' (token)' : ''}${call.encrypted ? ' (encrypted)' : ''} [${call.evidence}]`,
    ...(call.query ? { querystring: call.query } : {}),
    ...(bodySchema ? { body: bodySchema } : {}),
    response: { 200: call.responseType === 'text' ? call.value : successEnvelope(call.value) },
  };
  app.route({
    method: call.method,
    url: call.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: {
      encrypted: call.encrypted,
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      ...(options.invalidQuery ? { invalidQuery: options.invalidQuery } : {}),
    },
    schema,
    handler: async (request, reply) => {
      refuseMalformed(request.query);
      refuseMalformed(request.body);
      const token = tokenOf(request);
      const member = token ? await memberForToken(platform, token) : undefined;
      if (call.needsToken && !member) throw sessionGone();
      let body: unknown = request.body;
      if (call.encrypted) {
        const plain = decryptBody(platform, request);
        refuseMalformed(plain);
        const parsed = call.body ? call.body.safeParse(plain) : { success: true, data: plain };
        if (!parsed.success) throw badRequest('The request does not match the call.');
        body = parsed.data;
      }
      // A member's own answers (info, balance, ...) are never stored by a browser or a proxy.
      if (call.noCache || member) void reply.header('Cache-Control', 'no-cache, no-store');
      // Both were checked against the call's schemas above (Fastify's zod validator for the query
      // and plaintext bodies, safeParse for decrypted ones); generics keep TypeScript from seeing it.
      const value = await handler({
        query: request.query as Infer<Q>,
        body: body as Infer<B>,
        member,
        token,
        request,
        reply,
      });
      // A text call (the RSA key) answers its value bare, as the gateway does.
      if (call.responseType === 'text') {
        return reply.type('text/plain; charset=utf-8').serializer(String).send(value);
      }
      return { success: true as const, value };
    },
  });
}
