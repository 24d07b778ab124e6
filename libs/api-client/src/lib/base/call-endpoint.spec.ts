// The one-key guarantee, checked by the type checker (`nx typecheck` compiles spec files, and an
// unused `@ts-expect-error` is itself an error): an endpoint's route, argument and value all come
// from its call id, so pairing one call's route with another call's types does not compile.
import type { CallId, CallOf, contracts } from '@mweb/api-contract';
import { CONTRACTS_ROUTES, type RouteId } from '@mweb/api-contract/testing';
import { createApi } from '@reduxjs/toolkit/query';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type contractsApi } from '../endpoints/contracts.api';
import { TAG_TYPES, type TagType } from './base-api';
import { callsFor, type GatewayBuilder } from './call-endpoint';
import type { ArgOf, ValueOf } from './call-types';
import { gatewayBaseQuery } from './gateway-base-query';

type RecordsQuery = ArgOf<'contracts.dailySalaryRecords'>;

const { callMutation, callQuery } = callsFor(...Object.values(CONTRACTS_ROUTES));

/** A throwaway api, so the mismatches below are declared against the real builder. */
function declareEndpoints() {
  return createApi({
    reducerPath: 'api',
    baseQuery: gatewayBaseQuery,
    tagTypes: TAG_TYPES,
    endpoints: (build: GatewayBuilder<TagType>) => ({
      records: callQuery(build, 'contracts.dailySalaryRecords'),
      view: callQuery(build, 'contracts.dailySalary', { data: (_: void) => ({ action: 'view' }) }),
      wrongArgument: callQuery(build, 'contracts.dailySalary', {
        // @ts-expect-error the salary contract takes `{ action }`, not the salary records' query
        data: (query: RecordsQuery) => query,
      }),
      wrongFixedParam: callQuery(build, 'contracts.dailySalary', {
        // @ts-expect-error `look` is not an action the contract call accepts
        data: (_: void) => ({ action: 'look' }),
      }),
      undeclaredReporter: callMutation(
        build,
        'contracts.dailySalary',
        // @ts-expect-error every mutation says who reports its failure: the screen or the shell
        { data: (action: 'accept' | 'decline') => ({ action }) },
      ),
      wrongTag: callMutation(build, 'contracts.dailySalary', {
        failureShownBy: 'screen',
        data: (action: 'accept' | 'decline') => ({ action }),
        // @ts-expect-error tags are the ones base-api declares
        invalidatesTags: ['Contracts'],
      }),
    }),
  });
}

/** Endpoints of calls whose routes were not passed to callsFor. */
const unsent = {
  // @ts-expect-error there is no such call: a misspelt id does not compile
  misspelt: (build: GatewayBuilder<TagType>) => callQuery(build, 'contracts.dailySalarys'),
  // @ts-expect-error a call whose route was not passed in: its route would be missing
  notPassed: (build: GatewayBuilder<TagType>) => callQuery(build, 'games.gameList'),
};

type Endpoints = ReturnType<typeof declareEndpoints>['endpoints'];

describe('one key per call', () => {
  it('maps an id to the call that carries it, whatever the export is called', () => {
    // The export `dailySalary` is the call `contracts.dailySalaryRecords`, and the export
    // `dailySalaryContract` is `contracts.dailySalary`: the id, not the name, is the key.
    expectTypeOf<CallOf<'contracts.dailySalaryRecords'>>().toEqualTypeOf<
      typeof contracts.dailySalary
    >();
    expectTypeOf<CallOf<'contracts.dailySalary'>>().toEqualTypeOf<
      typeof contracts.dailySalaryContract
    >();
    expectTypeOf<CallId>().toEqualTypeOf<RouteId>();
  });

  it("gives an endpoint its call's value and argument", () => {
    const { endpoints } = declareEndpoints();
    expectTypeOf<Endpoints['records']['Types']['ResultType']>().toEqualTypeOf<
      ValueOf<'contracts.dailySalaryRecords'>
    >();
    expectTypeOf<Endpoints['records']['Types']['QueryArg']>().toEqualTypeOf<RecordsQuery>();
    expectTypeOf<Endpoints['view']['Types']['ResultType']>().not.toEqualTypeOf<
      ValueOf<'contracts.dailySalaryRecords'>
    >();
    expectTypeOf<
      (typeof contractsApi.endpoints.dailySalaryRecords)['Types']['ResultType']
    >().toEqualTypeOf<ValueOf<'contracts.dailySalaryRecords'>>();
    expect(Object.keys(endpoints)).toEqual([
      'records',
      'view',
      'wrongArgument',
      'wrongFixedParam',
      'undeclaredReporter',
      'wrongTag',
    ]);
  });

  it('refuses, where it is declared, an endpoint whose route was not passed in', () => {
    for (const [name, declare] of Object.entries(unsent)) {
      const declareApi = () =>
        createApi({
          reducerPath: 'api',
          baseQuery: gatewayBaseQuery,
          tagTypes: TAG_TYPES,
          endpoints: (build: GatewayBuilder<TagType>) => ({ [name]: declare(build) }),
        });
      expect(declareApi, name).toThrow(/is not among the routes passed to callsFor/);
    }
  });
});
