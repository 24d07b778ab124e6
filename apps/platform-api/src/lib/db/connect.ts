import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrationProvider, type Engine } from './migrations';
import type { Database } from './schema';

export interface Store {
  db: Kysely<Database>;
  engine: Engine;
}

/** PostgreSQL's int8 arrives as a string by default; every int8 here is a time or cents, within 2^53. */
pg.types.setTypeParser(20, (text) => Number(text));

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise an SQLite file in `dataDir`
 * (or `sqliteFile` when a test wants its own), and brings it to the latest migration.
 */
export async function openStore(options: {
  databaseUrl?: string | undefined;
  databaseSchema?: string | undefined;
  dataDir?: string | undefined;
  sqliteFile?: string | undefined;
}): Promise<Store> {
  const engine: Engine = options.databaseUrl ? 'postgres' : 'sqlite';
  const schema = options.databaseSchema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,40}$/.test(schema)) {
    throw new Error(`Not a usable schema name: "${schema}".`);
  }
  if (engine === 'postgres' && schema) {
    const admin = new pg.Client({ connectionString: options.databaseUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const db =
    engine === 'postgres'
      ? new Kysely<Database>({
          dialect: new PostgresDialect({
            pool: new pg.Pool({
              connectionString: options.databaseUrl,
              max: 5,
              ...(schema ? { options: `-c search_path=${schema}` } : {}),
            }),
          }),
        })
      : new Kysely<Database>({
          dialect: new SqliteDialect({
            database: openSqlite(options.sqliteFile ?? join(options.dataDir ?? 'data', 'mweb.db')),
          }),
        });
  const migrator = new Migrator({ db, provider: migrationProvider(engine) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    await db.destroy();
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}.`, {
      cause: error,
    });
  }
  return { db, engine };
}

function openSqlite(file: string): SQLite.Database {
  const database = new SQLite(file);
  // WAL lets the readers of a demo run beside its writer; foreign keys are not used.
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  return database;
}
