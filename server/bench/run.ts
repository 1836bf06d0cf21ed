/**
 * API benchmark: autocannon against a listening Kiln server (its own process, production mode) on
 * PostgreSQL and on embedded PGlite, side by side with a bare Fastify hello-world started in the
 * same run. Bounded runs on loopback only; the PostgreSQL database and the PGlite directory are
 * created for the run and removed after it.
 *
 *   npm run bench -w @kiln/server
 *
 * BENCH_DURATION_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (100),
 * BENCH_TARGETS (postgres,pglite), BENCH_ROUTES (health,profile,notifications),
 * BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres: a database the run may create
 * others from), BENCH_CPU_PROF_DIR (unset: with a directory, the Kiln
 * server runs under `node --cpu-prof` and writes its profile there when it stops),
 * BENCH_GENERATION_CONNECTIONS (0: with a number, each route is measured while that many more
 * connections send built-in generations, `POST /api/ai/prompt/send`, for the same time; both
 * loads are reported).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  createBenchDatabase,
  freePort,
  liftGenerationAllowance,
  signupToken,
  start,
  stop,
} from './harness';

const DURATION = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const TARGETS = (process.env.BENCH_TARGETS ?? 'postgres,pglite')
  .split(',')
  .map((name) => name.trim());
const ROUTE_NAMES = ['health', 'profile', 'notifications'];
const ROUTES = new Set(
  (process.env.BENCH_ROUTES ?? ROUTE_NAMES.join(',')).split(',').map((name) => name.trim()),
);
const unknownRoutes = [...ROUTES].filter((name) => !ROUTE_NAMES.includes(name));
if (unknownRoutes.length > 0)
  throw new Error(
    `unknown BENCH_ROUTES ${unknownRoutes.map((name) => `"${name}"`).join(', ')} (any of ${ROUTE_NAMES.join(', ')})`,
  );
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF_DIR;
const GENERATION_CONNECTIONS = Number(process.env.BENCH_GENERATION_CONNECTIONS ?? 0);
const GENERATION_PROMPT = 'a signup form with name, email, password and a terms checkbox';
/** USER_HZ of /proc/<pid>/stat: 100 on every Linux architecture Node supports. */
const CLOCK_TICKS_PER_SECOND = 100;

/** The target the brief sets for the authenticated profile read on PostgreSQL. */
const TARGET_RATIO = 0.15;
const TARGET_P99_MS = 30;

interface Measurement {
  target: string;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  /** CPU the server process spent per answered request (µs): unlike req/s, barely moved by other load on the machine. */
  cpuMicros: number | undefined;
  failures: number;
  /** The generation load that ran at the same time, when BENCH_GENERATION_CONNECTIONS is set. */
  generations?: { rps: number; p50: number; p99: number; failures: number };
}

/** A second load measured beside the route: one signed-in user sending built-in generations. */
interface GenerationLoad {
  url: string;
  headers: Record<string, string>;
}

/** User + system CPU of a process so far, in µs, from /proc (Linux); undefined elsewhere. */
const processCpuMicros = (pid: number | undefined): number | undefined => {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
    const ticks = Number(fields?.[11]) + Number(fields?.[12]);
    return Number.isFinite(ticks) ? ticks * (1_000_000 / CLOCK_TICKS_PER_SECOND) : undefined;
  } catch {
    return undefined;
  }
};

const measure = async (
  server: ChildProcess,
  target: string,
  route: string,
  url: string,
  /** Headers of each connection in turn (one signed-in user per connection), or none. */
  headersByConnection: Record<string, string>[] = [],
  generationLoad?: GenerationLoad,
): Promise<Measurement> => {
  let connection = 0;
  const options = {
    url,
    connections: CONNECTIONS,
    setupClient: (client: { setHeaders(headers: Record<string, string>): void }) => {
      const headers = headersByConnection[connection++ % Math.max(headersByConnection.length, 1)];
      if (headers) client.setHeaders(headers);
    },
  };
  const generations = (duration: number) =>
    generationLoad === undefined
      ? undefined
      : autocannon({
          url: generationLoad.url,
          method: 'POST',
          connections: GENERATION_CONNECTIONS,
          headers: generationLoad.headers,
          body: JSON.stringify({ content: GENERATION_PROMPT }),
          duration,
        });
  if (WARMUP > 0)
    await Promise.all([autocannon({ ...options, duration: WARMUP }), generations(WARMUP)]);
  const cpuBefore = processCpuMicros(server.pid);
  const [result, generated] = await Promise.all([
    autocannon({ ...options, duration: DURATION }),
    generations(DURATION),
  ]);
  const cpuAfter = processCpuMicros(server.pid);
  const measurement = {
    target,
    route,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMicros:
      cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
        ? Math.round((cpuAfter - cpuBefore) / result.requests.total)
        : undefined,
    failures: result.non2xx + result.errors + result.timeouts,
    generations: generated && {
      rps: Math.round(generated.requests.average),
      p50: generated.latency.p50,
      p99: generated.latency.p99,
      failures: generated.non2xx + generated.errors + generated.timeouts,
    },
  };
  console.error(
    `  ${target.padEnd(10)} ${route.padEnd(32)} ${String(measurement.rps).padStart(7)} req/s  p50 ${measurement.p50} ms  p99 ${measurement.p99} ms  ${measurement.cpuMicros ?? '?'} µs CPU/req` +
      (measurement.generations
        ? `  | generations ${measurement.generations.rps} req/s p50 ${measurement.generations.p50} ms p99 ${measurement.generations.p99} ms`
        : ''),
  );
  return measurement;
};

/** A database or directory made for one target, removed by `dispose`. */
const prepareTarget = async (
  target: string,
): Promise<{ env: Record<string, string | undefined>; dispose: () => Promise<void> }> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kiln-bench-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (target === 'pglite') {
    if (GENERATION_CONNECTIONS > 0)
      await liftGenerationAllowance({ databaseUrl: undefined, dataDir });
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: undefined },
      dispose: async () => removeDir(),
    };
  }
  if (target !== 'postgres')
    throw new Error(`unknown bench target "${target}" (postgres or pglite)`);
  const database = await createBenchDatabase('kiln_bench');
  if (GENERATION_CONNECTIONS > 0)
    await liftGenerationAllowance({ databaseUrl: database.url, dataDir });
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    dispose: async () => {
      await database.drop();
      removeDir();
    },
  };
};

const benchKiln = async (target: string): Promise<Measurement[]> => {
  const prepared = await prepareTarget(target);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    ...prepared.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    // Request logging and the per-address limit would measure the log sink and the limiter's refusals.
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000000',
    REDIS_URL: undefined,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: undefined,
    ADMIN_PASSWORD: undefined,
    AI_PROVIDER: 'builtin',
    AI_REQUESTS_PER_MINUTE: '1000000000',
    AI_MIN_MESSAGE_INTERVAL_MS: '0',
  };
  let server: ChildProcess | undefined;
  try {
    server = await start(
      'src/main.ts',
      env,
      `${base}/api/health`,
      CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [],
    );
    // One user per connection, as 100 people signed in at once would be: no two connections share
    // a login, so nothing a server might keep per user or per login is reused across connections.
    const auth: Record<string, string>[] = [];
    while (auth.length < CONNECTIONS) {
      const tokens = await Promise.all(
        Array.from({ length: Math.min(4, CONNECTIONS - auth.length) }, () => signupToken(base)),
      );
      auth.push(...tokens.map((token) => ({ authorization: `Bearer ${token}` })));
    }
    const generationLoad =
      GENERATION_CONNECTIONS > 0
        ? {
            url: `${base}/api/ai/prompt/send`,
            headers: {
              authorization: `Bearer ${await signupToken(base)}`,
              'content-type': 'application/json',
            },
          }
        : undefined;
    const results: Measurement[] = [];
    if (ROUTES.has('health'))
      results.push(
        await measure(server, target, 'GET /api/health', `${base}/api/health`, [], generationLoad),
      );
    if (ROUTES.has('profile'))
      results.push(
        await measure(
          server,
          target,
          'GET /api/auth/profile',
          `${base}/api/auth/profile`,
          auth,
          generationLoad,
        ),
      );
    if (ROUTES.has('notifications'))
      results.push(
        await measure(
          server,
          target,
          'GET /api/users/notifications',
          `${base}/api/users/notifications`,
          auth,
          generationLoad,
        ),
      );
    return results;
  } finally {
    if (server) await stop(server);
    await prepared.dispose();
  }
};

const benchHelloWorld = async (): Promise<Measurement> => {
  const port = await freePort();
  const server = await start(
    'bench/hello-world.ts',
    { ...process.env, PORT: String(port) },
    `http://127.0.0.1:${port}/`,
  );
  try {
    return await measure(server, 'fastify', 'GET / (hello world)', `http://127.0.0.1:${port}/`);
  } finally {
    await stop(server);
  }
};

const main = async () => {
  console.error(
    `Kiln API benchmark: ${CONNECTIONS} connections, ${DURATION} s per route (+${WARMUP} s warm-up), Node ${process.version}, ` +
      `${cpus().length} cores, load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
  );
  const hello = await benchHelloWorld();
  const results: Measurement[] = [hello];
  for (const target of TARGETS) results.push(...(await benchKiln(target)));

  const lines = [
    '| target | route | req/s | p50 ms | p99 ms | of hello-world | server CPU µs/req | failed |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (row) =>
        `| ${row.target} | ${row.route} | ${row.rps} | ${row.p50} | ${row.p99} | ${((row.rps / hello.rps) * 100).toFixed(1)} % | ${row.cpuMicros ?? '?'} | ${row.failures} |`,
    ),
  ];
  if (GENERATION_CONNECTIONS > 0)
    lines.push(
      '',
      `Built-in generations sent at the same time (${GENERATION_CONNECTIONS} connections):`,
      '',
      '| target | beside route | generations/s | p50 ms | p99 ms | failed |',
      '|---|---|---:|---:|---:|---:|',
      ...results.flatMap((row) =>
        row.generations
          ? [
              `| ${row.target} | ${row.route} | ${row.generations.rps} | ${row.generations.p50} | ${row.generations.p99} | ${row.generations.failures} |`,
            ]
          : [],
      ),
    );
  console.log(lines.join('\n'));

  const profile = results.find(
    (row) => row.target === 'postgres' && row.route === 'GET /api/auth/profile',
  );
  if (profile) {
    const ratio = profile.rps / hello.rps;
    const met = ratio >= TARGET_RATIO && profile.p99 < TARGET_P99_MS;
    if (profile.cpuMicros && hello.cpuMicros) {
      console.log(
        `\nServer CPU per request: profile ${profile.cpuMicros} µs vs hello-world ${hello.cpuMicros} µs, ` +
          `a server-side ceiling of ${((hello.cpuMicros / profile.cpuMicros) * 100).toFixed(1)} % of the hello-world rate (PostgreSQL's own CPU aside).`,
      );
    }
    console.log(
      `\nTarget (PostgreSQL profile ≥ ${TARGET_RATIO * 100} % of hello-world, p99 < ${TARGET_P99_MS} ms): ` +
        `${met ? 'met' : 'missed'} (${(ratio * 100).toFixed(1)} %, p99 ${profile.p99} ms)`,
    );
  }
  if (results.some((row) => row.failures > 0 || (row.generations?.failures ?? 0) > 0)) {
    console.error(
      'Some requests failed (non-2xx, errors or timeouts): the figures above are not valid.',
    );
    process.exitCode = 1;
  }
};

await main();
