import type { QueryDefinition } from '@reduxjs/toolkit/query';
import type { gatewayBaseQuery } from './gateway-base-query';

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
