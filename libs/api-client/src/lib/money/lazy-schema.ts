import type { moneySchemas } from './money-schemas';
import { lazyResponseSchema, type LazyResponseSchema } from '../base/lazy-response-schema';
import type { Checked } from '../base/standard-schema';

type MoneySchemas = typeof moneySchemas;

/** What a loaded schema must offer: a Standard Schema's validate, as zod's schemas do. */
interface Validates<Value> {
  '~standard': {
    validate: (
      input: unknown,
    ) =>
      | Checked<Value>
      | { readonly issues: readonly { message: string }[] }
      | Promise<Checked<Value> | { readonly issues: readonly { message: string }[] }>;
  };
}

/**
 * The `responseSchema` of a money call whose zod schema loads with the call that needs it, so the
 * schemas stay out of the first load.
 */
export function lazyMoneySchema<Value>(
  pick: (schemas: MoneySchemas) => Validates<Value>,
): LazyResponseSchema<Value> {
  return lazyResponseSchema<{ moneySchemas: MoneySchemas }, Value>(
    () => import('./money-schemas'),
    async (module, input: unknown) => {
      const result = await pick(module.moneySchemas)['~standard'].validate(input);
      return 'value' in result ? { value: result.value } : { issues: [...result.issues] };
    },
  );
}
