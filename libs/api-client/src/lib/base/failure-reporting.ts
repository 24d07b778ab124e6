// Who tells the user that a mutation failed is part of the mutation's declaration, next to its
// route and tags: the app's listener reads it from here, so that a failure is reported once, by
// whoever the endpoint names, and no list of endpoint names has to be kept in step elsewhere.
import type { BaseQueryFn, EndpointDefinitions, Module } from '@reduxjs/toolkit/query';

/**
 * Who reports a failed mutation to the user: `screen` when the screen that sent it shows the
 * failure itself (inline, or its own notice, or on purpose nothing, as SPEC.md section 8 says of
 * some), `shell` when the app's toast does.
 */
export type FailureReporter = 'screen' | 'shell';

/** What every mutation declares besides how it sends (call-endpoint.ts requires it). */
export interface FailureDeclaration {
  /** Who reports this mutation's failure to the user. */
  failureShownBy: FailureReporter;
}

export const failureReportingModuleName = Symbol('failureReporting');
export type FailureReportingModule = typeof failureReportingModuleName;

declare module '@reduxjs/toolkit/query' {
  export interface ApiModules<
    // The parameters must match RTK Query's own declaration of ApiModules to merge with it.
    /* eslint-disable @typescript-eslint/no-unused-vars -- required by declaration merging */
    in out BaseQuery extends BaseQueryFn,
    in out Definitions extends EndpointDefinitions,
    in out ReducerPath extends string,
    in out TagTypes extends string,
    /* eslint-enable @typescript-eslint/no-unused-vars */
  > {
    [failureReportingModuleName]: {
      /**
       * Who reports the failure of the endpoint with this name, as its definition declares;
       * `undefined` for a query or an endpoint not injected.
       */
      failureShownBy(endpointName: string): FailureReporter | undefined;
    };
  }
}

function declaredReporter(definition: object): FailureReporter | undefined {
  if (!('failureShownBy' in definition)) return undefined;
  const declared = definition.failureShownBy;
  return declared === 'screen' || declared === 'shell' ? declared : undefined;
}

/**
 * An RTK Query module that keeps each injected endpoint's declared reporter, read through
 * `api.failureShownBy(endpointName)`: the map is built from the definitions themselves as each
 * domain file injects them.
 */
export const failureReportingModule = (): Module<FailureReportingModule> => ({
  name: failureReportingModuleName,
  init(api) {
    const reporters = new Map<string, FailureReporter>();
    Object.assign(api, {
      failureShownBy: (endpointName: string) => reporters.get(endpointName),
    });
    return {
      injectEndpoint(endpointName, definition) {
        const reporter = declaredReporter(definition);
        if (reporter) reporters.set(endpointName, reporter);
      },
    };
  },
});
