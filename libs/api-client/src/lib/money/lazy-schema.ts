import type { moneySchemas } from './money-schemas';
import { standardSchema, type Checked, type ResponseSchema } from './standard-schema';

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
 * The `responseSchema` of a money call whose zod schema loads with the first answer that needs it
 * (RTK Query awaits an asynchronous Standard Schema), so the schemas stay out of the first load.
 */
export function lazyMoneySchema<Value>(
  pick: (schemas: MoneySchemas) => Validates<Value>,
): ResponseSchema<Value> {
  return standardSchema<Value>(async (input: unknown) => {
    const schemas = await import('./money-schemas');
    const result = await pick(schemas.moneySchemas)['~standard'].validate(input);
    return 'value' in result ? { value: result.value } : { issues: [...result.issues] };
  });
}
