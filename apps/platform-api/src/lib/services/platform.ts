import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { PlatformConfig } from '../config';
import type { Engine } from '../db/migrations';
import type { Database } from '../db/schema';
import type { RsaKeyPair } from '../security/rsa-keys';

/** What every route and service of the platform works with, built once per server. */
export interface Platform {
  db: Kysely<Database>;
  engine: Engine;
  config: Pick<PlatformConfig, 'sessionMinutes' | 'devControls'> & {
    /** The passkeys' relying party and origins; each request's own host when unset. */
    passkey?: Partial<PlatformConfig['passkey']>;
    /** Where the lottery client is: this platform's own listener's port, or a brand's origin. */
    lotteryH5?: { port?: number | undefined; origin?: string | undefined };
  };
  /** The gateway's RSA key pair, kept in the database so a restart does not break open pages. */
  rsa: RsaKeyPair;
  /** The clock, injectable so tests can expire sessions and SMS codes without waiting. */
  now: () => number;
  /**
   * How far `now` is moved from the real clock, in ms: only `POST /dev/clock` moves it (tests and
   * demos of a 24-hour wait), so it is 0 wherever the development controls are off.
   */
  clock: { offsetMs: number };
  /** The folder uploaded files are kept in, under the data folder; made at the first upload. */
  uploadsDir: string;
}

export type MemberRow = Awaited<ReturnType<typeof findMemberById>>;

export async function findMemberById(platform: Platform, id: number) {
  return platform.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Reads a JSON setting through its schema; a missing or malformed value reads as the fallback. */
export async function readSetting<T>(
  platform: Pick<Platform, 'db'>,
  key: string,
  schema: z.ZodType<T>,
  fallback: T,
): Promise<T> {
  const row = await platform.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

export async function writeSetting(
  platform: Pick<Platform, 'db'>,
  key: string,
  value: unknown,
): Promise<void> {
  const text = JSON.stringify(value);
  await platform.db
    .insertInto('settings')
    .values({ key, value: text })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: text }))
    .execute();
}
