/**
 * Gateway input is shallow: the deepest body of the contract nests a few levels. Anything deeper
 * is an attack or a mistake, refused before a schema or a handler walks it.
 */
export const MAX_INPUT_DEPTH = 32;

/** What is wrong with a parsed input: a NUL character somewhere, or nesting past the limit. */
export type InputFault = 'nul' | 'too-deep';

/**
 * Walks a parsed query or body with a stack of its own, never by recursion, so no nesting can
 * exhaust the call stack; answers the first fault found.
 */
export function inputFault(input: unknown): InputFault | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value: input, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      // NUL never belongs in gateway input, and PostgreSQL refuses it in text.
      if (value.includes('\u0000')) return 'nul';
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return 'too-deep';
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return 'nul';
      pending.push({ value: item, depth: depth + 1 });
    }
  }
  return undefined;
}
