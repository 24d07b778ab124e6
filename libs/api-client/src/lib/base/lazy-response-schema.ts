import { standardSchema, type Checked, type ResponseSchema } from './standard-schema';

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
