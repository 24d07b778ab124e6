import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { generateRsaKeyPair, type RsaKeyPair } from '../security/rsa-keys';
import { readSetting } from './platform';

const storedKey = z.object({ modulusHex: z.string(), privateExponentHex: z.string() });

/** The key pair lives in the database so restarts and several processes share one key. */
export async function loadRsaKeyPair(db: Kysely<Database>): Promise<RsaKeyPair> {
  const stored = await readSetting({ db }, 'rsaKey', storedKey.optional(), undefined);
  if (stored) return stored;
  // Two processes starting on one empty database: the first key written wins, both read it back.
  await db
    .insertInto('settings')
    .values({ key: 'rsaKey', value: JSON.stringify(generateRsaKeyPair()) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const winner = await readSetting({ db }, 'rsaKey', storedKey.optional(), undefined);
  if (!winner) throw new Error('The RSA key could not be stored.');
  return winner;
}
