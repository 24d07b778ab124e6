import type { CallId, CallOf, GatewayCall, GatewayRoute } from '@mweb/api-contract';
import type { z } from 'zod';
import type { GatewayArgs } from './gateway-base-query';

/** What a call answers, as the contract's `value` schema describes it. */
export type CallValue<Call extends GatewayCall> = z.output<Call['value']>;

/** What an endpoint takes: the call's query for a GET, its body otherwise, nothing if it has neither. */
export type CallArg<Call extends GatewayCall> = Call['query'] extends z.ZodType
  ? z.input<Call['query']>
  : Call['body'] extends z.ZodType
    ? z.input<Call['body']>
    : void;

/** What the call with this id answers. */
export type ValueOf<Id extends CallId> = CallValue<CallOf<Id>>;

/** What the call with this id takes as its query or body. */
export type ArgOf<Id extends CallId> = CallArg<CallOf<Id>>;

/** The base query's arguments for a route. */
export function gateway(
  route: GatewayRoute,
  data?: unknown,
  timeoutMs?: number,
  files?: GatewayArgs['files'],
): GatewayArgs {
  return {
    route,
    data,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(files === undefined ? {} : { files }),
  };
}
