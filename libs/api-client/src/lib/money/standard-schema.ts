import type { QueryDefinition } from '@reduxjs/toolkit/query';
import type { gatewayBaseQuery } from '../base/gateway-base-query';

/** A Standard Schema validator as RTK Query's `responseSchema` takes it. */
export type ResponseSchema<Value> = NonNullable<
  QueryDefinition<unknown, typeof gatewayBaseQuery, string, Value, 'api'>['responseSchema']
>;

/** What a validator answers: the value it accepts (defaults filled in), or the issues it found. */
export type Checked<Value> = { value: Value } | { issues: { message: string }[] };

/** A Standard Schema from a plain check function: no validation library in the bundle. */
export function standardSchema<Value>(
  check: (input: unknown) => Checked<Value> | Promise<Checked<Value>>,
): ResponseSchema<Value> {
  return { '~standard': { version: 1, vendor: 'mweb', validate: check } };
}

/** The one issue a hand-written check reports: where the answer went wrong. */
export function issue(message: string): Checked<never> {
  return { issues: [{ message }] };
}

/** A schema whose code downloads apart from the first load; `preload` starts that download. */
export type LazyResponseSchema<Value> = ResponseSchema<Value> & { preload: () => void };

/**
 * A `responseSchema` whose check lives in a module of its own, loaded on demand (RTK Query awaits
 * an asynchronous Standard Schema), so the first load does not carry it. The endpoints built by
 * `callsFor` call `preload` as their request starts: the module then downloads beside the call
 * instead of after its answer, one step less between a call and what it shows.
 */
export function lazyResponseSchema<Module, Value>(
  load: () => Promise<Module>,
  check: (module: Module, input: unknown) => Checked<Value> | Promise<Checked<Value>>,
): LazyResponseSchema<Value> {
  return {
    ...standardSchema<Value>(async (input) => check(await load(), input)),
    // A failed download is reported by the check that awaits the module again, not here.
    preload: () => void load().catch(() => undefined),
  };
}

/** The preload of a lazily loaded `responseSchema`; none for any other schema. */
export function preloadOf(schema: unknown): (() => void) | undefined {
  return typeof schema === 'object' &&
    schema !== null &&
    'preload' in schema &&
    typeof schema.preload === 'function'
    ? (schema.preload as () => void)
    : undefined;
}
