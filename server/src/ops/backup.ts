import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock, pgliteDirectory } from '../db/data-dir';

/** A backup or restore that cannot be done; its message tells the operator what to do instead. */
export class OperationError extends Error {
  override name = 'OperationError';
}

/** What the commands answer when the data is in PostgreSQL rather than the embedded database. */
export const USE_POSTGRES_TOOLS =
  'DATABASE_URL is set: Kiln keeps its data in that PostgreSQL database, not in DATA_DIR. ' +
  'Back it up with pg_dump (pg_dump --format=custom --file=kiln.dump "$DATABASE_URL") and restore ' +
  'it with pg_restore (pg_restore --clean --if-exists --dbname="$DATABASE_URL" kiln.dump).';

export const hasEmbeddedDatabase = (dataDir: string) =>
  existsSync(join(pgliteDirectory(dataDir), 'PG_VERSION'));

/** `kiln-pglite-2026-11-24T04-30-00Z.tar.gz`: sorts by time, and no ':' for other file systems. */
export const defaultBackupFile = (dataDir: string, now: Date) =>
  join(
    dataDir,
    'backups',
    `kiln-pglite-${now
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replaceAll(':', '-')}.tar.gz`,
  );

/**
 * Writes DATA_DIR's embedded database to one gzip tar archive (PGlite's own dump format, which
 * `restoreEmbeddedDatabase` loads). The database is opened for the copy, so no server may hold it:
 * the copy is then of a database no one is writing, taken the way PGlite takes it.
 */
export const backupEmbeddedDatabase = async (options: {
  dataDir: string;
  file?: string;
  now?: Date;
}): Promise<{ file: string; bytes: number }> => {
  const dataDir = resolve(options.dataDir);
  if (!hasEmbeddedDatabase(dataDir))
    throw new OperationError(`There is no embedded database in ${dataDir} to back up.`);
  const file = resolve(options.file ?? defaultBackupFile(dataDir, options.now ?? new Date()));
  if (existsSync(file)) throw new OperationError(`${file} already exists; choose another name.`);

  const lock = acquireDataDirLock(dataDir);
  try {
    const database = await PGlite.create(pgliteDirectory(dataDir));
    let archive: Buffer;
    try {
      archive = Buffer.from(await (await database.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await database.close();
    }
    mkdirSync(dirname(file), { recursive: true });
    // Written beside its final name, then renamed: a file under that name is always whole.
    const partial = `${file}.partial`;
    try {
      writeFileSync(partial, archive, { flag: 'wx', mode: 0o600 });
      renameSync(partial, file);
    } catch (error) {
      rmSync(partial, { force: true });
      throw error;
    }
    return { file, bytes: archive.length };
  } finally {
    lock.release();
  }
};
