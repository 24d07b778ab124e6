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

/**
 * A route from its compact entry in the generated routes: the flags it omits take the contract's
 * defaults. Free of side effects, so a bundle drops every route no module sends.
 */
/* @__NO_SIDE_EFFECTS__ */
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

/** A domain's routes (its module's exports) by call id, typed by each route's literal id. */
export function routesById<const Routes extends Record<string, GatewayRoute>>(
  routes: Routes,
): { [Name in keyof Routes as Routes[Name]['id']]: Routes[Name] } {
  return Object.fromEntries(Object.values(routes).map((route) => [route.id, route])) as {
    [Name in keyof Routes as Routes[Name]['id']]: Routes[Name];
  };
}
