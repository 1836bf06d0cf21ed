import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where the embedded database lives inside DATA_DIR. */
export const pgliteDirectory = (dataDir: string) => join(dataDir, 'pglite');

const lockFile = (dataDir: string) => resolve(dataDir, 'pglite.lock');

/** Another live process holds DATA_DIR's embedded database. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (a Kiln server, a backup ` +
        `or a restore). Stop it first; if no such process runs, delete ${lockFile(dataDir)}.`,
    );
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Lock files this process holds (by path): its own pid in a file it does not hold is stale. */
const heldHere = new Set<string>();

const lockedPid = (path: string): number | undefined => {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
};

/** The pid of the live process holding DATA_DIR's embedded database, if one does. */
export const dataDirHolder = (dataDir: string): number | undefined => {
  const path = lockFile(dataDir);
  const pid = lockedPid(path);
  if (pid === undefined) return undefined;
  if (pid === process.pid) return heldHere.has(path) ? pid : undefined;
  return isAlive(pid) ? pid : undefined;
};

/**
 * Marks DATA_DIR's embedded database as held by this process (its pid in `pglite.lock`): two
 * processes writing one PGlite data directory corrupt it, and a restore must know that no server
 * runs on it. A lock left by a process that died (kill -9, power loss) names a pid that no longer
 * runs, and is taken over. Between two processes taking over the same stale lock at the same
 * moment there is a narrow race; it needs two starts within microseconds of each other.
 */
export const acquireDataDirLock = (dataDir: string): { release: () => void } => {
  mkdirSync(dataDir, { recursive: true });
  const path = lockFile(dataDir);
  for (;;) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = dataDirHolder(dataDir);
      if (holder !== undefined) throw new DataDirInUseError(dataDir, holder);
      rmSync(path, { force: true });
    }
  }
  heldHere.add(path);
  return {
    release: () => {
      if (!heldHere.delete(path)) return;
      if (lockedPid(path) === process.pid) rmSync(path, { force: true });
    },
  };
};
