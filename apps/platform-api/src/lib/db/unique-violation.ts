/**
 * Whether a write failed on a unique constraint: SQLite's `SQLITE_CONSTRAINT_UNIQUE` (or its
 * primary key) and PostgreSQL's SQLSTATE 23505. A check before an insert cannot see a concurrent
 * insert of the same key; this is how the loser of such a race learns that it lost.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
