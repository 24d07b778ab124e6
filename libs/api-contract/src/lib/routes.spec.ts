import { describe, expect, it } from 'vitest';
import { ALL_CALLS } from './all-calls';
import { routeOf } from './route';
import { ROUTES } from './routes.generated';
import { ACCOUNT_ROUTES } from './routes/account.generated';
import { CONTENT_ROUTES } from './routes/content.generated';
import { CONTRACTS_ROUTES } from './routes/contracts.generated';
import { GAMES_ROUTES } from './routes/games.generated';
import { LOTTERY_ROUTES } from './routes/lottery.generated';
import { MESSAGES_ROUTES } from './routes/messages.generated';
import { RECORDS_ROUTES } from './routes/records.generated';
import { SECURITY_ROUTES } from './routes/security.generated';
import { WALLET_ROUTES } from './routes/wallet.generated';

const TABLES = {
  account: ACCOUNT_ROUTES,
  content: CONTENT_ROUTES,
  contracts: CONTRACTS_ROUTES,
  games: GAMES_ROUTES,
  lottery: LOTTERY_ROUTES,
  messages: MESSAGES_ROUTES,
  records: RECORDS_ROUTES,
  security: SECURITY_ROUTES,
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
