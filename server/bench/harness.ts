/**
 * What the API benchmarks share: loopback ports, a PostgreSQL database made for one run, a Kiln
 * server (or any script) in its own process, and a signed-up user.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const STARTUP_TIMEOUT_MS = 90_000;

export const freePort = async (): Promise<number> => {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
};

/** The value below which `p` % of `sorted` (ascending) falls, nearest rank. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** A PostgreSQL database created from ADMIN_URL for one run; `drop` removes it. */
export const createBenchDatabase = async (
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};

/**
 * The server's environment for a load benchmark: production mode on loopback, a fresh secret, and
 * no rate limit the benchmark's own load would trip.
 */
export const loadServerEnv = (target: {
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
}): Record<string, string | undefined> => ({
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  PORT: String(target.port),
  HOST: '127.0.0.1',
  DATA_DIR: target.dataDir,
  DATABASE_URL: target.databaseUrl,
  JWT_SECRET: randomBytes(32).toString('hex'),
  RATE_LIMIT_PER_MINUTE: '100000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  AI_REQUESTS_PER_MINUTE: '100000000',
  AI_MIN_MESSAGE_INTERVAL_MS: '0',
});

/**
 * Starts a script of the server package (node + the tsx loader) and waits until `probe` answers 2xx.
 * `serverDir` runs another checkout's server instead (to measure an earlier version).
 */
export const start = async (
  script: string,
  env: Record<string, string | undefined>,
  probe: string,
  nodeFlags: string[] = [],
  serverDir: string = SERVER_DIR,
): Promise<ChildProcess> => {
  // Node with the tsx loader directly (not npx), so the PID we stop is the process holding the port.
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Shown only when the start fails: requests still queued when a server stops log errors that are no finding.
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-20_000);
  });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`${script} exited with code ${String(code)} before it answered`);
  });
  const ready = (async () => {
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const ok = await fetch(probe).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${script} did not answer ${probe} within ${STARTUP_TIMEOUT_MS / 1000} s`);
  })();
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    child.kill('SIGKILL');
    process.stderr.write(stderr);
    throw error;
  }
  exited.catch(() => undefined);
  return child;
};

export const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
};

/** Signs up a new user and answers their access token. */
export const signupToken = async (base: string): Promise<string> => {
  const response = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench.${randomBytes(4).toString('hex')}@example.com`,
      password: 'bench-horse-battery-staple',
      firstName: 'Bench',
      lastName: 'Mark',
    }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token)
    throw new Error(`signup failed: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
};

/**
 * Lifts the free plan's generation allowance in a database before a server starts on it, so a
 * generation load runs for the whole benchmark. The embedded database can only be reached by the
 * process that holds it, so this opens it here (with the server's migrations) and closes it again.
 */
export const liftGenerationAllowance = async (target: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<void> => {
  const { openDatabase } = await import('../src/db/client');
  const { runMigrations } = await import('../src/db/migrate');
  const { sql } = await import('drizzle-orm');
  const database = await openDatabase(
    target.databaseUrl === undefined
      ? { driver: 'pglite', dataDir: target.dataDir }
      : { driver: 'postgres', url: target.databaseUrl, poolSize: 1 },
  );
  try {
    await runMigrations(database);
    await database.db.execute(sql`update plans set generations_limit = 100000000`);
  } finally {
    await database.close();
  }
};
