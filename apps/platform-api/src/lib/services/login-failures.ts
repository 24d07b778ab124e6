import { sql } from 'kysely';
import { normaliseUsername } from './members';
import type { Platform } from './platform';

/**
 * Attempts older than this are forgotten: a name that needed the image code needs it no more
 * after a quiet quarter of an hour, so a stranger's three wrong guesses do not lock it for good.
 */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Counts one login attempt for the username and answers how many came before it since the last
 * good login (within the window). One statement, atomic on both engines (an upsert takes the row's
 * lock), before the password is hashed: concurrent logins each see their own count, so no more
 * than the allowed number ever reach the password check without the image code.
 */
export async function countLoginAttempt(platform: Platform, username: string): Promise<number> {
  const now = platform.now();
  const forgottenBefore = now - LOGIN_FAILURE_WINDOW_MS;
  const row = await platform.db
    .insertInto('login_failures')
    .values({ username: normaliseUsername(username), failures: 1, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('username').doUpdateSet({
        failures: sql<number>`CASE WHEN login_failures.updated_at <= ${forgottenBefore} THEN 1 ELSE login_failures.failures + 1 END`,
        updated_at: now,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures) - 1;
}

export async function clearLoginFailures(platform: Platform, username: string): Promise<void> {
  await platform.db
    .deleteFrom('login_failures')
    .where('username', '=', normaliseUsername(username))
    .execute();
}
