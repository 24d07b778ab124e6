// The forms' schemas: one check per field and cross-field rules, with zod's `safeParse` shape and a
// react-hook-form resolver. The rules were always ours (server patterns applied by hand); zod only
// wrapped them, and cost each form screen about 15 kB gzip of its core on a phone's first visit.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A field's check: the dictionary key of its failure, or undefined when the value passes. */
export type FieldCheck = (value: string) => string | undefined;

/** A rule across fields: the field to report on and its message key, or undefined. */
export type CrossFieldRule<Values> = (
  values: Values,
) => { path: keyof Values & string; message: string } | undefined;

export interface FormIssue {
  path: [string];
  message: string;
}

export type FormParse<Values> =
  { success: true; data: Values } | { success: false; error: { issues: FormIssue[] } };

/** A form's rules: every field check, then every cross-field rule, so all messages show at once. */
export interface FormSchema<Values> {
  safeParse(values: Values): FormParse<Values>;
}

export function formSchema<Values extends object>(
  fields: { readonly [Field in keyof Values]?: FieldCheck },
  crossField: readonly CrossFieldRule<Values>[] = [],
): FormSchema<Values> {
  return {
    safeParse(values) {
      const issues: FormIssue[] = [];
      for (const field of Object.keys(fields) as (keyof Values & string)[]) {
        const check = fields[field];
        const value = values[field];
        const message = check && typeof value === 'string' ? check(value) : undefined;
        if (message !== undefined) issues.push({ path: [field], message });
      }
      for (const rule of crossField) {
        const issue = rule(values);
        if (issue) issues.push({ path: [issue.path], message: issue.message });
      }
      return issues.length === 0
        ? { success: true, data: values }
        : { success: false, error: { issues } };
    },
  };
}

/** The resolver react-hook-form takes: a field shows its first failure. */
export function formResolver<Values extends FieldValues>(
  schema: FormSchema<Values>,
): Resolver<Values> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const { path, message } of result.error.issues)
      errors[path[0]] ??= { type: 'custom', message };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
