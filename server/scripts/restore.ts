/**
 * `npm run restore -- <file> [--force]`: loads a backup made by `npm run backup` into DATA_DIR.
 * Refuses while a server runs on DATA_DIR, and refuses to replace a database without --force.
 */
import { loadConfig } from '../src/config';
import { USE_POSTGRES_TOOLS } from '../src/ops/backup';
import { restoreEmbeddedDatabase } from '../src/ops/restore';
import { runOperation } from './operation';

await runOperation(async (args) => {
  const config = loadConfig();
  if (config.databaseUrl !== undefined) return { ok: false, message: USE_POSTGRES_TOOLS };
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  const file = files[0];
  if (files.length !== 1 || file === undefined || file.startsWith('-'))
    return { ok: false, message: 'Usage: npm run restore -- <file> [--force]' };
  const { replaced } = await restoreEmbeddedDatabase({
    dataDir: config.dataDir,
    file,
    force,
  });
  return {
    ok: true,
    message:
      `Restored ${file} into ${config.dataDir}.` +
      (replaced ? ` The database it replaced is kept at ${replaced}; delete it when done.` : ''),
  };
});
