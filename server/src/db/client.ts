import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers, so every service runs unchanged on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DbDriver;
  /** PostgreSQL connection string; undefined for PGlite. */
  url: string | undefined;
  /** Round-trip to the database; throws when it cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { driver: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { driver: 'pglite'; dataDir: string | undefined };

const openPostgres = (url: string, poolSize: number): Database => {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client whose server goes away emits 'error'; unhandled, that would kill the process.
  // The next query fails on its own and is answered 503, so nothing is lost by ignoring it here.
  pool.on('error', () => undefined);
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    url,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
};

const openPglite = async (dataDir: string | undefined): Promise<Database> => {
  let client: PGlite;
  if (dataDir === undefined) {
    client = await PGlite.create();
  } else {
    const directory = join(dataDir, 'pglite');
    mkdirSync(directory, { recursive: true });
    client = await PGlite.create(directory);
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    url: undefined,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
};

export const openDatabase = async (target: DatabaseTarget): Promise<Database> =>
  target.driver === 'postgres'
    ? openPostgres(target.url, target.poolSize ?? 10)
    : openPglite(target.dataDir);
