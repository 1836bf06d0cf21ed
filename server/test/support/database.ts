import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and drops what the test created. */
  dispose(): Promise<void>;
}

const usePostgres = () => process.env.KILN_TEST_DATABASE === 'postgres';

/** The migrated data directory the global setup made (pglite-image.ts), read once by each worker. */
let image: Blob | undefined;
const migratedImage = () => (image ??= new Blob([readFileSync(inject('pgliteImage'))]));

/**
 * A database of its own for one test file: in-memory PGlite started from the migrated image, or a
 * fresh PostgreSQL database kiln_test_<random>.
 */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  if (!usePostgres()) {
    const database = await openDatabase({
      driver: 'pglite',
      dataDir: undefined,
      image: migratedImage(),
    });
    // The image is migrated: this finds nothing to apply, as on every start of the server.
    await runMigrations(database);
    return { database, dispose: () => database.close().catch(() => undefined) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const name = `kiln_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 10 });
  await runMigrations(database);
  return {
    database,
    dispose: async () => {
      await database.close().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};
