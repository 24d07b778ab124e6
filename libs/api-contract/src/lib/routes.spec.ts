import { describe, expect, it } from 'vitest';
import { ALL_CALLS } from './all-calls';
import { routeOf } from './route';
import { ROUTES } from './routes.generated';

describe('the route table the client bundles', () => {
  it('matches the contract call for call (run scripts/write-routes.ts after changing a call)', () => {
    expect(ROUTES).toEqual(Object.fromEntries(ALL_CALLS.map((call) => [call.id, routeOf(call)])));
  });
});
