import type { Kysely } from 'kysely';
import type { Platform } from '../services/platform';
import type { Database } from './schema';

type Locking = Pick<Platform, 'db' | 'engine'>;

/**
 * Runs `work` as one transaction that holds the member's row, so that what it reads (unclaimed
 * cashback, an order under a request key, a pending state) is still true when it writes: every
 * money call of one member passes here one at a time. PostgreSQL needs `SELECT ... FOR UPDATE` for
 * that under READ COMMITTED; SQLite's driver runs one transaction at a time on its one connection,
 * which is the lock. `work` gets the platform with the transaction as its database and must use
 * only that: a query on another connection would wait for the pool while holding the lock.
 * Inside a transaction already, `work` joins it.
 */
export async function withMemberLocked<P extends Locking, T>(
  platform: P,
  memberId: number,
  work: (locked: P) => Promise<T>,
): Promise<T> {
  const run = async (db: Kysely<Database>) => {
    if (platform.engine === 'postgres') {
      await db.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
    }
    return work({ ...platform, db });
  };
  return platform.db.isTransaction ? run(platform.db) : platform.db.transaction().execute(run);
}
