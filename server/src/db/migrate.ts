import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database, Schema } from './client';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any fixed number: instances starting together queue on it instead of migrating twice. */
const MIGRATION_LOCK_KEY = 4_851_207;

/** Applies the committed drizzle-kit migrations; safe on every start (applied ones are skipped). */
export const runMigrations = async (database: Database): Promise<void> => {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  // An advisory lock belongs to one session, so the migration runs on one dedicated connection.
  const client = new pg.Client({ connectionString: database.url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePostgres(drizzleNodePostgres({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
};
