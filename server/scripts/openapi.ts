/**
 * Prints the server's OpenAPI document (or, with --routes, its route table) as built at start.
 * Runs on an in-memory PGlite database with a throwaway signing key: nothing is written anywhere.
 * Comparing two runs' output shows whether a change altered the public API.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

const main = async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: randomBytes(32).toString('hex'),
    WEB_ROOT: join(tmpdir(), 'kiln-openapi-no-web-root'),
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({ driver: 'pglite', dataDir: undefined });
  const app = await buildApp({ config, database });
  try {
    const output = process.argv.includes('--routes')
      ? app.printRoutes({ commonPrefix: false, includeHooks: true })
      : `${JSON.stringify(app.swagger(), null, 2)}\n`;
    process.stdout.write(output);
  } finally {
    await app.close();
    await database.close();
  }
};

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
