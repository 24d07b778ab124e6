import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '@mweb/api-contract/testing';
import { describe, expect, it } from 'vitest';

/** The call ids the endpoint files declare endpoints by (`callQuery(build, 'games.gameList')`). */
function routeIdsUsedByEndpoints(): Set<string> {
  const used = new Set<string>();
  for (const file of readdirSync(import.meta.dirname).filter((name) => name.endsWith('.api.ts'))) {
    const source = readFileSync(join(import.meta.dirname, file), 'utf8');
    for (const match of source.matchAll(/call(?:Query|Mutation)\(\s*build,\s*'([\w.]+)'/g))
      if (match[1]) used.add(match[1]);
  }
  return used;
}

describe('endpoint coverage', () => {
  it('gives every call of the contract an endpoint', () => {
    const used = routeIdsUsedByEndpoints();
    expect(Object.keys(ROUTES).filter((id) => !used.has(id) && id !== 'account.rsaKey')).toEqual(
      [],
    );
  });

  it('names only calls the contract has', () => {
    expect([...routeIdsUsedByEndpoints()].filter((id) => !(id in ROUTES))).toEqual([]);
  });
});
