// One way to declare an endpoint: from the contract id alone. The id gives the route (from the
// routes the endpoint file passes to callsFor), the argument and the value, so an endpoint cannot
// pair one call's route with another call's types.
import type { CallId, GatewayRoute } from '@mweb/api-contract';
import type { EndpointBuilder, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query';
import type { ArgOf, ValueOf } from './call-types';
import type { FailureDeclaration } from './failure-reporting';
import { gateway } from './call-types';
import type { GatewayArgs, gatewayBaseQuery } from './gateway-base-query';
import { preloadOf } from './lazy-response-schema';

type GatewayBaseQuery = typeof gatewayBaseQuery;

/** The builder every domain file receives from `api.injectEndpoints`. */
export type GatewayBuilder<TagType extends string> = EndpointBuilder<
  GatewayBaseQuery,
  TagType,
  'api'
>;

/** Removes keys from each member of a union (RTK's definitions are unions). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** How an endpoint's own argument becomes the call's data, and when it gives up. */
interface CallShape<Id extends CallId, Arg> {
  /**
   * The call's query or body for the endpoint's argument: fixed params (`{ action: 'view' }`),
   * a bare id for `{ id }`, a language swap. Checked against the call's own argument type.
   */
  data?: (arg: Arg) => ArgOf<Id>;
  /** A time-out other than the base query's default, for this argument. */
  timeoutMs?: (arg: NoInfer<Arg>) => number | undefined;
  /** A multipart call's file parts for this argument, by field name. */
  files?: (arg: NoInfer<Arg>) => GatewayArgs['files'];
}

/** Everything RTK Query lets a query say, besides how it sends: tags, lifecycles, schemas. */
export type CallQueryOptions<Id extends CallId, Arg, TagType extends string> = CallShape<Id, Arg> &
  Partial<
    OmitEach<
      QueryDefinition<NoInfer<Arg>, GatewayBaseQuery, TagType, ValueOf<Id>, 'api'>,
      'type' | 'query' | 'queryFn'
    >
  >;

/**
 * Everything RTK Query lets a mutation say, besides how it sends; and, required, who reports its
 * failure (a mutation that does not say does not compile).
 */
export type CallMutationOptions<Id extends CallId, Arg, TagType extends string> = CallShape<
  Id,
  Arg
> &
  FailureDeclaration &
  Partial<
    OmitEach<
      MutationDefinition<NoInfer<Arg>, GatewayBaseQuery, TagType, ValueOf<Id>, 'api'>,
      'type' | 'query' | 'queryFn'
    >
  >;

/**
 * The `onQueryStarted` of an endpoint: for one whose answer check downloads on demand, it starts
 * that download as the request starts, then runs the endpoint's own; any other keeps its own.
 */
function startingCheckDownload<Arg, Lifecycle>(
  responseSchema: unknown,
  own: ((arg: Arg, lifecycle: Lifecycle) => Promise<void> | void) | undefined,
): ((arg: Arg, lifecycle: Lifecycle) => Promise<void> | void) | undefined {
  const preload = preloadOf(responseSchema);
  if (!preload) return own;
  return (arg, lifecycle) => {
    preload();
    return own?.(arg, lifecycle);
  };
}

/**
 * The endpoint declarers for the routes an endpoint file sends, each imported by name
 * (`callsFor(GAMES_GAME_LIST, GAMES_HOT_GAMES)`): the bundle keeps only routes some file sends,
 * so the first load holds the routes of the first load's endpoints and no others.
 */
export function callsFor<Ids extends string>(
  ...routes: readonly (GatewayRoute & { readonly id: Ids })[]
) {
  function sendFor<Id extends CallId & Ids, Arg>(id: Id, shape: CallShape<Id, Arg>) {
    const route = routes.find((candidate) => candidate.id === (id as string));
    // The types let an endpoint name only the routes passed in; this covers a cast around them.
    if (!route) throw new Error(`${id} is not among the routes passed to callsFor.`);
    return (arg: Arg) =>
      gateway(
        route,
        shape.data ? shape.data(arg) : arg,
        shape.timeoutMs?.(arg),
        shape.files?.(arg),
      );
  }

  /**
   * A query endpoint for the call `id`. Its argument is the call's own, unless `data` maps another
   * one onto it; fixed params take none: `{ data: (_: void) => ({ action: 'view' }) }`.
   */
  function callQuery<Id extends CallId & Ids, TagType extends string, Arg = ArgOf<Id>>(
    build: GatewayBuilder<TagType>,
    id: Id,
    options: CallQueryOptions<Id, Arg, NoInfer<TagType>> = {},
  ): QueryDefinition<NoInfer<Arg>, GatewayBaseQuery, TagType, ValueOf<Id>, 'api'> {
    const { data, timeoutMs, files, ...rest } = options;
    return build.query<ValueOf<Id>, Arg>({
      ...rest,
      onQueryStarted: startingCheckDownload(rest.responseSchema, rest.onQueryStarted),
      query: sendFor(id, { data, timeoutMs, files }),
    });
  }

  /** A mutation endpoint for the call `id`, shaped like {@link callQuery}. */
  function callMutation<Id extends CallId & Ids, TagType extends string, Arg = ArgOf<Id>>(
    build: GatewayBuilder<TagType>,
    id: Id,
    options: CallMutationOptions<Id, Arg, NoInfer<TagType>>,
  ): MutationDefinition<NoInfer<Arg>, GatewayBaseQuery, TagType, ValueOf<Id>, 'api'> &
    FailureDeclaration {
    const { data, timeoutMs, files, failureShownBy, ...rest } = options;
    return {
      ...build.mutation<ValueOf<Id>, Arg>({
        ...rest,
        onQueryStarted: startingCheckDownload(rest.responseSchema, rest.onQueryStarted),
        query: sendFor(id, { data, timeoutMs, files }),
      }),
      failureShownBy,
    };
  }

  return { callQuery, callMutation };
}
