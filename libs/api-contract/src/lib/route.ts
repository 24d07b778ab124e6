import type { HttpMethod } from './call';

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
  readonly bodyEncoding: 'json' | 'form';
  readonly sendsDevice: boolean;
  readonly moduleId?: string | undefined;
}

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
