import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ADMIN_EMAIL = 'admin-e2e@kiln.test';
export const ADMIN_PASSWORD = 'Kiln-e2e-Admin-2026!';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Starts the real server (`node scripts/start.mjs`, as `npm start` does) on a free port with a
 * fresh data directory, and returns the teardown that stops that process by its PID.
 */
export default async function globalSetup() {
  const port = process.env.KILN_E2E_PORT;
  if (!port) throw new Error('KILN_E2E_PORT is set by playwright.config.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'kiln-app-e2e-'));
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Every spec signs up and signs in from this one address within a few minutes; the
      // per-address limits (sign-in and all of /api) are for the open internet, not for this
      // suite, whose ninety journeys from one address can pass 300 API requests in a minute.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_MINUTE: '10000',
      // Lets the admin screen store a provider key (sealed with it) in the provider-switch spec.
      AI_SETTINGS_KEY: 'e2e0'.repeat(16),
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  const stop = async () => {
    if (server.exitCode === null && server.pid !== undefined) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null) process.kill(server.pid, 'SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server exited early (code ${server.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return stop;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the server did not answer /api/health within 120 s');
}
