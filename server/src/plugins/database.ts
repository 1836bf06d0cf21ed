import fp from 'fastify-plugin';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export interface DatabasePluginOptions {
  config: Config;
  /** An open database to use; the server then leaves closing it to the caller. */
  database?: Database;
  /** Skip applying migrations (the caller already did). */
  skipMigrations?: boolean;
}

/**
 * Decorates `app.database`: PostgreSQL when DATABASE_URL is set, else PGlite in the data directory,
 * migrated before any route runs. A database the plugin opened closes with the server.
 */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { config, database: given, skipMigrations }) => {
    const database =
      given ??
      (await openDatabase(
        config.databaseUrl
          ? { driver: 'postgres', url: config.databaseUrl }
          : { driver: 'pglite', dataDir: config.dataDir },
      ));
    const ownsDatabase = given === undefined;
    try {
      if (!skipMigrations) await runMigrations(database);
    } catch (error) {
      if (ownsDatabase) await database.close().catch(() => undefined);
      throw error;
    }
    app.decorate('database', database);
    if (ownsDatabase) app.addHook('onClose', () => database.close());
  },
  { name: 'kiln-database' },
);
