import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { DataDirInUseError } from '../src/db/data-dir';
import { runMigrations } from '../src/db/migrate';
import { backupEmbeddedDatabase, OperationError } from '../src/ops/backup';
import { restoreEmbeddedDatabase } from '../src/ops/restore';
import { signup, testConfig, type SignedUp } from './support/app';

const directories: string[] = [];
const freshDir = () => {
  const directory = mkdtempSync(join(tmpdir(), 'kiln-backup-test-'));
  directories.push(directory);
  return directory;
};
afterEach(() => {
  for (const directory of directories.splice(0))
    rmSync(directory, { recursive: true, force: true });
});

/** A Kiln server's database in `dataDir` with one signed-up user, closed again. */
const databaseWithUser = async (dataDir: string): Promise<SignedUp> => {
  const database = await openDatabase({ driver: 'pglite', dataDir });
  try {
    await runMigrations(database);
    const app = await buildApp({ config: testConfig(), database, skipMigrations: true });
    try {
      return await signup(app, { firstName: 'Grace', lastName: 'Hopper' });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
};

/** Opens `dataDir` as a server would and signs the user in. */
const logIn = async (dataDir: string, account: SignedUp) => {
  const database = await openDatabase({ driver: 'pglite', dataDir });
  try {
    await runMigrations(database);
    const app = await buildApp({ config: testConfig(), database, skipMigrations: true });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      const profile = await app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${(login.json() as { token: string }).token}` },
      });
      return { login: login.statusCode, profile: profile.json() as Record<string, unknown> };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
};

// Backups of the embedded database: run once, on PGlite (vitest.config.ts, databaseIndependent).
describe('backup and restore of the embedded database', { timeout: 240_000 }, () => {
  describe('given a database with a user, backed up', () => {
    it('should bring the user back in a fresh data directory', async () => {
      const source = freshDir();
      const account = await databaseWithUser(source);
      const { file, bytes } = await backupEmbeddedDatabase({ dataDir: source });
      expect(file.startsWith(join(source, 'backups'))).toBe(true);
      expect(bytes).toBeGreaterThan(0);

      const target = freshDir();
      const { replaced } = await restoreEmbeddedDatabase({ dataDir: target, file });
      expect(replaced).toBeUndefined();

      const { login, profile } = await logIn(target, account);
      expect(login).toBe(200);
      expect(JSON.stringify(profile)).toContain(account.email);
      expect(JSON.stringify(profile)).toContain('Hopper');
    });

    it('should refuse to replace a database without --force, and keep the old one with it', async () => {
      const source = freshDir();
      await databaseWithUser(source);
      const { file } = await backupEmbeddedDatabase({ dataDir: source });

      await expect(restoreEmbeddedDatabase({ dataDir: source, file })).rejects.toThrow(
        /already holds an embedded database.*--force/,
      );
      const { replaced } = await restoreEmbeddedDatabase({ dataDir: source, file, force: true });
      expect(replaced).toMatch(/pglite\.before-restore-/);
      expect(existsSync(join(replaced ?? '', 'PG_VERSION'))).toBe(true);
    });
  });

  describe('given a server running on the data directory', () => {
    it('should refuse a second server on it, and free it once closed', async () => {
      const dataDir = freshDir();
      const running = await openDatabase({ driver: 'pglite', dataDir });
      try {
        expect(readFileSync(join(dataDir, 'pglite.lock'), 'utf8').trim()).toBe(String(process.pid));
        await expect(openDatabase({ driver: 'pglite', dataDir })).rejects.toBeInstanceOf(
          DataDirInUseError,
        );
      } finally {
        await running.close();
      }
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
      const reopened = await openDatabase({ driver: 'pglite', dataDir });
      await reopened.close();
    });

    it('should refuse both backup and restore', async () => {
      const dataDir = freshDir();
      await databaseWithUser(dataDir);
      const { file } = await backupEmbeddedDatabase({ dataDir });
      const running = await openDatabase({ driver: 'pglite', dataDir });
      try {
        await expect(backupEmbeddedDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
        await expect(
          restoreEmbeddedDatabase({ dataDir, file, force: true }),
        ).rejects.toBeInstanceOf(DataDirInUseError);
      } finally {
        await running.close();
      }
    });
  });

  describe('given a file that is not a backup', () => {
    it('should refuse it with a clear message and leave the data directory untouched', async () => {
      const dataDir = freshDir();
      const account = await databaseWithUser(dataDir);
      const before = readdirSync(dataDir).sort();
      const junk = join(freshDir(), 'not-a-backup.tar.gz');
      writeFileSync(junk, randomBytes(64 * 1024));

      const gzippedText = join(freshDir(), 'notes.tar.gz');
      writeFileSync(gzippedText, gzipSync('not a tar archive\n'));

      for (const file of [junk, gzippedText]) {
        const refused = restoreEmbeddedDatabase({ dataDir, file, force: true });
        await expect(refused).rejects.toBeInstanceOf(OperationError);
        await expect(refused).rejects.toThrow(/is not a backup of Kiln's embedded database/);
      }

      expect(readdirSync(dataDir).sort()).toEqual(before);
      const { login } = await logIn(dataDir, account);
      expect(login).toBe(200);
    });
  });
});
