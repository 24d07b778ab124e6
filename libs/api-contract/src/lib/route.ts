import type { BodyEncoding, HttpMethod } from './call';

/**
 * A call's wire facts without its schemas: what a client needs at run time to send it. The client
 * bundle imports these (no zod), and takes request and response types from the schemas as types.
 */
export interface GatewayRoute {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly encrypted: boolean;
  readonly needsToken: boolean;
  readonly noCache: boolean;
  readonly responseType: 'envelope' | 'text';
  readonly bodyEncoding: BodyEncoding;
  readonly sendsDevice: boolean;
  readonly moduleId?: string | undefined;
}

/** The wire facts that differ from a plain call: the route table writes only these. */
export type WireFlags = Partial<Omit<GatewayRoute, 'id' | 'method' | 'path'>>;

/** The wire facts of a call, in the field order of {@link GatewayRoute}. */
export function routeOf(call: GatewayRoute): GatewayRoute {
  return {
    id: call.id,
    method: call.method,
    path: call.path,
    encrypted: call.encrypted,
    needsToken: call.needsToken,
    noCache: call.noCache,
    responseType: call.responseType,
    bodyEncoding: call.bodyEncoding,
    sendsDevice: call.sendsDevice,
    moduleId: call.moduleId,
  };
}

/** A route from its compact entry in the table: the flags it omits take the contract's defaults. */
export function wireRoute<const Id extends string>(
  id: Id,
  method: HttpMethod,
  path: string,
  flags: WireFlags = {},
): GatewayRoute & { readonly id: Id } {
  return {
    id,
    method,
    path,
    encrypted: flags.encrypted ?? false,
    needsToken: flags.needsToken ?? false,
    noCache: flags.noCache ?? false,
    responseType: flags.responseType ?? 'envelope',
    bodyEncoding: flags.bodyEncoding ?? 'json',
    sendsDevice: flags.sendsDevice ?? false,
    moduleId: flags.moduleId,
  };
}

/** One row of the generated table: method, path and the flags that differ from the defaults. */
export type WireEntry = readonly [method: HttpMethod, path: string, flags?: WireFlags];

/**
 * The route table from its compact rows, each id written once: the table is in the client's first
 * load, so every repeated byte is paid on every cold start.
 */
export function wireRoutes<const Table extends Readonly<Record<string, WireEntry>>>(
  table: Table,
): { readonly [Id in keyof Table & string]: GatewayRoute & { readonly id: Id } } {
  const routes: Record<string, GatewayRoute> = {};
  for (const [id, [method, path, flags]] of Object.entries(table))
    routes[id] = wireRoute(id, method, path, flags);
  // Every key of the table became a route with that key as its id, as the type says.
  return routes as { readonly [Id in keyof Table & string]: GatewayRoute & { readonly id: Id } };
}

/** The flags of a call that differ from {@link wireRoute}'s defaults, for the generated table. */
export function wireFlagsOf(call: GatewayRoute): WireFlags {
  return {
    ...(call.encrypted && { encrypted: true }),
    ...(call.needsToken && { needsToken: true }),
    ...(call.noCache && { noCache: true }),
    ...(call.responseType !== 'envelope' && { responseType: call.responseType }),
    ...(call.bodyEncoding !== 'json' && { bodyEncoding: call.bodyEncoding }),
    ...(call.sendsDevice && { sendsDevice: true }),
    ...(call.moduleId !== undefined && { moduleId: call.moduleId }),
  };
}
