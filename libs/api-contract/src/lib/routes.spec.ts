import { describe, expect, it } from 'vitest';
import { ALL_CALLS } from './all-calls';
import { routeOf } from './route';
import {
  ACCOUNT_ROUTES,
  CONTENT_ROUTES,
  CONTRACTS_ROUTES,
  GAMES_ROUTES,
  LOTTERY_ROUTES,
  MESSAGES_ROUTES,
  RECORDS_ROUTES,
  ROUTES,
  SAFER_ROUTES,
  SECURITY_ROUTES,
  WALLET_ROUTES,
} from './routes.generated';

const TABLES = {
  account: ACCOUNT_ROUTES,
  content: CONTENT_ROUTES,
  contracts: CONTRACTS_ROUTES,
  games: GAMES_ROUTES,
  lottery: LOTTERY_ROUTES,
  messages: MESSAGES_ROUTES,
  records: RECORDS_ROUTES,
  security: SECURITY_ROUTES,
  safer: SAFER_ROUTES,
  wallet: WALLET_ROUTES,
};

describe('the route tables the client bundles (run scripts/write-routes.ts after changing a call)', () => {
  it('match the contract call for call', () => {
    expect(ROUTES).toEqual(Object.fromEntries(ALL_CALLS.map((call) => [call.id, routeOf(call)])));
  });

  it.each(Object.entries(TABLES))(
    'give the %s table that domain’s calls and no other',
    (domain, table) => {
      expect(Object.keys(table).sort()).toEqual(
        ALL_CALLS.filter((call) => call.id.startsWith(`${domain}.`))
          .map((call) => call.id)
          .sort(),
      );
    },
  );

  it('have a table for every domain of the contract', () => {
    expect(new Set(ALL_CALLS.map((call) => call.id.split('.')[0]))).toEqual(
      new Set(Object.keys(TABLES)),
    );
  });
});
