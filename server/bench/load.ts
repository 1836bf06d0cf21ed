/**
 * Answer-cost load benchmark: what do built-in answers cost the server's other readers?
 *
 * A Kiln server as `npm start` runs it with nothing configured (production mode, the built-in
 * engine, embedded PGlite; or PostgreSQL) answers the authenticated profile read with autocannon,
 * first alone, then beside BENCH_GENERATORS connections sending `POST /api/ai/prompt/send` with
 * varied descriptions (each a different component, Angular and React in turn). The per-user rate
 * limits and the plans' generation allowance are raised so every request generates. Reported per
 * database: answers/s, the profile read's throughput kept (loaded ÷ alone) and its p99 ratio
 * (loaded ÷ alone), with the machine's load average before and after.
 *
 *   npm run bench:load -w @kiln/server
 *
 * BENCH_DURATION_SECONDS (10), BENCH_CONNECTIONS (10: profile readers), BENCH_GENERATORS (4),
 * BENCH_TARGETS (pglite,postgres), BENCH_DATABASE_URL (the database to create others from),
 * BENCH_CPU_PROF_DIR (runs the server under `node --cpu-prof`; the profile lands there when it stops),
 * BENCH_SERVER_DIR (another checkout's server folder, to measure an earlier version with this harness),
 * BENCH_SCORECARD (1: a third phase in which every answer's scorecard is read after it, with its
 * files and description, as the app does; 0 leaves the phase out), BENCH_WARMUP_ANSWERS (240: the
 * answers, with their scorecards, sent before the phases; see warmUp), BENCH_SERVER_ENV (settings
 * for the server, `NAME=value` separated by commas, e.g. `LOG_LEVEL=info`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  createBenchDatabase,
  freePort,
  liftGenerationAllowance,
  loadServerEnv,
  signupToken,
  start,
  stop,
} from './harness';

const DURATION = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const GENERATORS = Number(process.env.BENCH_GENERATORS ?? 4);
const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF_DIR;
const SERVER_DIR = process.env.BENCH_SERVER_DIR;
const SCORECARD = process.env.BENCH_SCORECARD !== '0';
const WARMUP_ANSWERS = Number(process.env.BENCH_WARMUP_ANSWERS ?? 240);
const SERVER_ENV = Object.fromEntries(
  (process.env.BENCH_SERVER_ENV ?? '')
    .split(',')
    .filter((pair) => pair.includes('='))
    .map((pair) => [pair.slice(0, pair.indexOf('=')).trim(), pair.slice(pair.indexOf('=') + 1)]),
);

const KINDS = ['a login form', 'a contact form', 'a pricing table', 'an orders table', 'a navbar'];
const FIELDS = ['name', 'email', 'phone', 'company', 'city', 'budget', 'notes', 'website'];

/** A different description each time, so no two answers are the same component. */
const describe = (index: number) =>
  `${KINDS[index % KINDS.length]} with ${FIELDS[index % FIELDS.length]} and ${
    FIELDS[(index * 3 + 1) % FIELDS.length]
  } and a "Save ${index}" button`;

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(', ');

interface Phase {
  rps: number;
  p50: number;
  p99: number;
  answers: number;
  answersPerSecond: number;
  failed: Record<string, number>;
  compiles: Record<string, number>;
}

let counter = 0;

interface Answer {
  files?: { path: string; content: string; language: string; type: string }[];
  error?: { code: string };
}

/** The scorecard the app reads beside an answer with code: its files and what was asked. */
const readScorecard = async (
  base: string,
  token: string,
  framework: string,
  description: string,
  files: NonNullable<Answer['files']>,
): Promise<Outcome> => {
  const response = await fetch(`${base}/api/ai/scorecard`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ framework, description, files }),
  });
  const body = (await response.json()) as {
    data?: { hash: string | null; compiles: { reason: string } };
    error?: { code: string };
  };
  if (!response.ok) return { failure: body.error?.code ?? String(response.status) };
  // A scorecard answered busy (no hash) has not checked the code: the app would ask again.
  if (!body.data || body.data.hash === null) return { failure: 'scorecard-busy' };
  return { compiles: body.data.compiles.reason.includes('proven') ? 'proven' : 'checked' };
};

interface Outcome {
  failure?: string;
  /** How the scorecard's compiles row was answered: type-checked, or proven by shape. */
  compiles?: 'checked' | 'proven';
}

/** One answer of description `index`, and its scorecard when asked. */
const answerOnce = async (
  base: string,
  token: string,
  index: number,
  withScorecard: boolean,
): Promise<Outcome> => {
  const framework = index % 2 === 0 ? 'angular' : 'react';
  const content = describe(index);
  const response = await fetch(`${base}/api/ai/prompt/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content, context: { framework } }),
  });
  const body = (await response.json()) as { data?: Answer } & Answer;
  if (!response.ok) return { failure: body.error?.code ?? String(response.status) };
  const files = body.data?.files ?? [];
  return withScorecard && files.length > 0
    ? readScorecard(base, token, framework, content, files)
    : {};
};

const measure = async (
  base: string,
  reader: string,
  writers: string[],
  withScorecard = false,
): Promise<Phase> => {
  let running = true;
  let answers = 0;
  const failed: Record<string, number> = {};
  const compiles: Record<string, number> = {};
  const loops = writers.map(async (token) => {
    while (running) {
      const outcome = await answerOnce(base, token, counter++, withScorecard);
      if (outcome.failure === undefined) answers += 1;
      else failed[outcome.failure] = (failed[outcome.failure] ?? 0) + 1;
      if (outcome.compiles) compiles[outcome.compiles] = (compiles[outcome.compiles] ?? 0) + 1;
    }
  });
  const startedAt = performance.now();
  const result = await autocannon({
    url: `${base}/api/auth/profile`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { authorization: `Bearer ${reader}` },
  });
  const seconds = (performance.now() - startedAt) / 1000;
  const counted = answers;
  running = false;
  await Promise.all(loops);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    answers: counted,
    answersPerSecond: Math.round((counted / seconds) * 10) / 10,
    failed,
    compiles,
  };
};

/**
 * Warm-up: the first WARMUP_ANSWERS descriptions, each with its scorecard, on every writer (at most
 * 6 phases long). They hold every shape of component the descriptions make (58, all seen by
 * description 236), so the phases measure a server that has met these components before.
 */
const warmUp = async (base: string, writers: string[]) => {
  counter = 0;
  const until = performance.now() + DURATION * 6 * 1000;
  await Promise.all(
    writers.map(async (token) => {
      while (counter < WARMUP_ANSWERS && performance.now() < until)
        await answerOnce(base, token, counter++, SCORECARD);
    }),
  );
  counter = Math.max(counter, WARMUP_ANSWERS);
};

const runTarget = async (target: string) => {
  const database = target === 'postgres' ? await createBenchDatabase('kiln_bench_load') : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'kiln-bench-load-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  try {
    await liftGenerationAllowance({ databaseUrl: database?.url, dataDir });
    const child = await start(
      'src/main.ts',
      { ...loadServerEnv({ port, dataDir, databaseUrl: database?.url }), ...SERVER_ENV },
      `${base}/api/health`,
      CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [],
      SERVER_DIR,
    );
    try {
      const reader = await signupToken(base);
      const writers = await Promise.all(
        Array.from({ length: GENERATORS }, () => signupToken(base)),
      );
      // Warm-up: both frameworks' answer paths, the checks' worker threads, then the profile read.
      await warmUp(base, writers);
      await measure(base, reader, []);
      const before = load();
      const alone = await measure(base, reader, []);
      const loaded = await measure(base, reader, writers);
      const scored = SCORECARD ? await measure(base, reader, writers, true) : undefined;
      const after = load();
      const ratios = (phase: Phase) => ({
        kept: Math.round((phase.rps / Math.max(alone.rps, 1)) * 100),
        p99Ratio: Math.round((phase.p99 / Math.max(alone.p99, 1)) * 10) / 10,
      });
      const line = (label: string, phase: Phase) => {
        const { kept, p99Ratio } = ratios(phase);
        return (
          `  ${label}: ${phase.rps} req/s  p50 ${phase.p50} ms  p99 ${phase.p99} ms\n` +
          `    answers ${phase.answersPerSecond}/s (${phase.answers}; failed ${JSON.stringify(phase.failed)})  ` +
          `read throughput kept ${kept} %  read p99 ×${p99Ratio}` +
          (Object.keys(phase.compiles).length
            ? `  compiles ${JSON.stringify(phase.compiles)}`
            : '') +
          '\n'
        );
      };
      console.error(
        `${target}: load ${before} → ${after}\n` +
          `  profile alone: ${alone.rps} req/s  p50 ${alone.p50} ms  p99 ${alone.p99} ms\n` +
          line(`beside ${GENERATORS} generating`, loaded) +
          (scored
            ? line(`beside ${GENERATORS} generating, each answer's scorecard read`, scored)
            : ''),
      );
      return {
        target,
        loadBefore: before,
        loadAfter: after,
        alone,
        loaded,
        ...ratios(loaded),
        ...(scored ? { scored, scoredRatios: ratios(scored) } : {}),
      };
    } finally {
      await stop(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
};

console.error(
  `Answer-cost load benchmark${SERVER_DIR ? ` (server from ${SERVER_DIR})` : ''}: ${cpus().length} cores, load ${load()}, ${DURATION} s per phase, ` +
    `${CONNECTIONS} profile readers, ${GENERATORS} generating connections` +
    (Object.keys(SERVER_ENV).length ? `, server env ${JSON.stringify(SERVER_ENV)}` : ''),
);
const results = [];
for (const target of TARGETS) results.push(await runTarget(target));
console.log(JSON.stringify(results, null, 2));
