/**
 * `npm run backup [-- <file>]`: writes DATA_DIR's embedded database to a gzip tar archive
 * (default DATA_DIR/backups/kiln-pglite-<time>.tar.gz). Paths are taken from where npm was run.
 */
import { loadConfig } from '../src/config';
import { backupEmbeddedDatabase, USE_POSTGRES_TOOLS } from '../src/ops/backup';
import { runOperation } from './operation';

await runOperation(async (args) => {
  const config = loadConfig();
  if (config.databaseUrl !== undefined) return { ok: false, message: USE_POSTGRES_TOOLS };
  if (args.length > 1) return { ok: false, message: 'Usage: npm run backup [-- <file>]' };
  const { file, bytes } = await backupEmbeddedDatabase({ dataDir: config.dataDir, file: args[0] });
  return { ok: true, message: `Backed up ${config.dataDir} to ${file} (${bytes} bytes).` };
});
