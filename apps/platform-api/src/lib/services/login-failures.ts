import { normaliseUsername } from './members';
import type { Platform } from './platform';

/** Wrong passwords given for a username since its last good login. */
export async function loginFailureCount(platform: Platform, username: string): Promise<number> {
  const row = await platform.db
    .selectFrom('login_failures')
    .select('failures')
    .where('username', '=', normaliseUsername(username))
    .executeTakeFirst();
  return row?.failures ?? 0;
}

/** Counts one more wrong password for the username; answers the new count. */
export async function recordLoginFailure(platform: Platform, username: string): Promise<number> {
  const key = normaliseUsername(username);
  const failures = (await loginFailureCount(platform, key)) + 1;
  await platform.db
    .insertInto('login_failures')
    .values({ username: key, failures, updated_at: platform.now() })
    .onConflict((conflict) =>
      conflict.column('username').doUpdateSet({ failures, updated_at: platform.now() }),
    )
    .execute();
  return failures;
}

export async function clearLoginFailures(platform: Platform, username: string): Promise<void> {
  await platform.db
    .deleteFrom('login_failures')
    .where('username', '=', normaliseUsername(username))
    .execute();
}
