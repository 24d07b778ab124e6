import type { z } from 'zod';

/** HTTP methods the gateway uses. DELETE carries its payload as a JSON body. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * E: the path (and usually the fields) is publicly evidenced for gateways of this family.
 * I: no public evidence; the shape is our own definition, consistent with the rest.
 */
export type Evidence = 'E' | 'I';

/** How a call's body travels on the wire. */
export type BodyEncoding = 'json' | 'form' | 'multipart';

/** One gateway call, declared once and read by both the client and the reference platform. */
export interface GatewayCall<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Value extends z.ZodType = z.ZodType,
  Id extends string = string,
> {
  /** A stable identifier, unique across the contract (`content.systemStatus`): a literal type, the call's one key. */
  readonly id: Id;
  readonly method: HttpMethod;
  /** The path relative to the origin, starting with `/wps/` or `/lgw/`. */
  readonly path: string;
  /** The query string's schema, for calls that take one. */
  readonly query: Query;
  /** The JSON body's schema (before encryption, for encrypted calls). */
  readonly body: Body;
  /** The schema of the envelope's `value` on success. */
  readonly value: Value;
  /** The error codes this call is known to answer with, besides the generic ones. */
  readonly errors: readonly string[];
  /** Whether the body travels DES-encrypted under an RSA-wrapped key (GATEWAY.md section 3). */
  readonly encrypted: boolean;
  /** Whether the call needs the `Authorization` header. */
  readonly needsToken: boolean;
  /** Whether the answer must bypass every cache (`Cache-Control: no-cache`). */
  readonly noCache: boolean;
  /** `envelope`: `{ success, value }` JSON; `text`: a bare text body (the RSA key). */
  readonly responseType: 'envelope' | 'text';
  /**
   * How the body travels: JSON, form-encoded (head icon, e-mail binding), or multipart with file
   * parts beside the body's fields (a promotion application's images).
   */
  readonly bodyEncoding: BodyEncoding;
  /** Whether the call carries the `Device` header (IPAD, PWA, WEBCLIP or OTHERS). */
  readonly sendsDevice: boolean;
  /** The `ModuleId` header the call carries, if any (REG3, MOBILENUMREG3). */
  readonly moduleId: string | undefined;
  readonly evidence: Evidence;
}

type CallSpec<Id, Query, Body, Value> = {
  id: Id;
  method: HttpMethod;
  path: string;
  query?: Query;
  body?: Body;
  value: Value;
  errors?: readonly string[];
  encrypted?: boolean;
  needsToken?: boolean;
  noCache?: boolean;
  responseType?: 'envelope' | 'text';
  bodyEncoding?: BodyEncoding;
  sendsDevice?: boolean;
  moduleId?: string;
  evidence: Evidence;
};

/** Declares a gateway call with the contract's defaults: plaintext, public, cacheable, no extra errors. */
export function defineCall<
  const Id extends string,
  Value extends z.ZodType,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
>(spec: CallSpec<Id, Query, Body, Value>): GatewayCall<Query, Body, Value, Id> {
  return {
    id: spec.id,
    method: spec.method,
    path: spec.path,
    query: spec.query as Query,
    body: spec.body as Body,
    value: spec.value,
    errors: spec.errors ?? [],
    encrypted: spec.encrypted ?? false,
    needsToken: spec.needsToken ?? false,
    noCache: spec.noCache ?? false,
    responseType: spec.responseType ?? 'envelope',
    bodyEncoding: spec.bodyEncoding ?? 'json',
    sendsDevice: spec.sendsDevice ?? false,
    moduleId: spec.moduleId,
    evidence: spec.evidence,
  };
}
