import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock, pgliteDirectory } from '../db/data-dir';
import { hasEmbeddedDatabase, OperationError } from './backup';
import { readPgliteArchive } from './pglite-archive';

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A Kiln database records the migrations applied to it; any other PGlite database does not. */
const appliedMigrations = async (database: PGlite): Promise<number> => {
  const { rows } = await database.query<{ count: number }>(
    'select count(*)::int as count from drizzle.__drizzle_migrations',
  );
  return rows[0]?.count ?? 0;
};

/** Opens the archive in a directory of its own and checks it holds a Kiln database. */
const loadIntoStaging = async (file: string, staging: string) => {
  const { tar, refusal } = readPgliteArchive(readFileSync(file));
  if (tar === undefined)
    throw new OperationError(`${file} is not a backup of Kiln's embedded database: ${refusal}.`);
  let database: PGlite;
  try {
    // The tar as it is, uncompressed: PGlite loads it without decompressing.
    database = await PGlite.create(staging, { loadDataDir: new Blob([tar]) });
  } catch (error) {
    throw new OperationError(
      `${file} is not a backup of Kiln's embedded database: PGlite could not open it (${describe(error)}).`,
    );
  }
  try {
    const migrations = await appliedMigrations(database).catch(() => 0);
    if (migrations === 0)
      throw new OperationError(
        `${file} is a PGlite database but not a Kiln one (it records no Kiln migrations).`,
      );
  } finally {
    await database.close();
  }
};

/**
 * Loads a backup made by `backupEmbeddedDatabase` into DATA_DIR. The archive is opened and checked
 * in a directory beside the database first, so a damaged or foreign file leaves DATA_DIR as it
 * was; only then does it take the database's place. An existing database is replaced only with
 * `force`, and kept beside it under a dated name rather than deleted.
 */
export const restoreEmbeddedDatabase = async (options: {
  dataDir: string;
  file: string;
  force?: boolean;
  now?: Date;
}): Promise<{ replaced: string | undefined }> => {
  const dataDir = resolve(options.dataDir);
  const file = resolve(options.file);
  if (!existsSync(file) || !statSync(file).isFile())
    throw new OperationError(`${file} does not exist or is not a file.`);
  const target = pgliteDirectory(dataDir);

  const lock = acquireDataDirLock(dataDir);
  try {
    const exists = hasEmbeddedDatabase(dataDir);
    if (exists && !options.force)
      throw new OperationError(
        `${dataDir} already holds an embedded database. Pass --force to replace it ` +
          `(the current one is kept beside it as ${target}.before-restore-<time>).`,
      );
    const staging = join(dataDir, `pglite.restoring-${randomBytes(6).toString('hex')}`);
    try {
      await loadIntoStaging(file, staging);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    let replaced: string | undefined;
    if (exists) {
      const stamp = (options.now ?? new Date()).toISOString().replaceAll(':', '-');
      replaced = `${target}.before-restore-${stamp}`;
      renameSync(target, replaced);
    } else {
      // A directory without PG_VERSION holds no database (a start that failed before initdb).
      rmSync(target, { recursive: true, force: true });
    }
    renameSync(staging, target);
    return { replaced };
  } finally {
    lock.release();
  }
};
