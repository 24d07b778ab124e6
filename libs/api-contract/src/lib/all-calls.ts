import * as account from './account';
import type { GatewayCall } from './call';
import * as content from './content';
import * as contracts from './contracts';
import * as games from './games';
import * as lottery from './lottery';
import * as messages from './messages';
import * as records from './records';
import * as safer from './safer';
import * as security from './security';
import * as wallet from './wallet';

/** The domains of the contract, as their modules export them. */
export const DOMAINS = {
  account,
  content,
  games,
  lottery,
  wallet,
  messages,
  contracts,
  records,
  security,
  safer,
} as const;

function isCall(value: unknown): value is GatewayCall {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    'method' in value &&
    'path' in value &&
    'value' in value &&
    'evidence' in value
  );
}

/** Every gateway call, in domain order: what the platform must route and the client must cover. */
export const ALL_CALLS: readonly GatewayCall[] = Object.values(DOMAINS).flatMap((module) =>
  Object.values(module).filter(isCall),
);

/** Looks a call up by its id (`games.gameList`). */
export function callById(id: string): GatewayCall | undefined {
  return ALL_CALLS.find((call) => call.id === id);
}

type Domains = typeof DOMAINS;

/** Every call of the contract as a type: the union of what the domain modules export as calls. */
export type AnyCall = {
  [Domain in keyof Domains]: Extract<Domains[Domain][keyof Domains[Domain]], GatewayCall>;
}[keyof Domains];

/** Every call's id, as a union of literal types: the one key a client declares an endpoint by. */
export type CallId = AnyCall['id'];

/** The call an id names: its route, query, body and value all follow from the id alone. */
export type CallOf<Id extends CallId> = Extract<AnyCall, { readonly id: Id }>;
