/**
 * Scorecard benchmark: does scoring answers slow the built-in engine down to the validator's pace?
 *
 * A Kiln server (its own process, production mode, built-in engine, a PostgreSQL database made for
 * the run) is driven by BENCH_CONNECTIONS client loops for BENCH_DURATION_SECONDS per phase:
 *   1. answers alone: POST /api/ai/generate, each request a different component (its name carries a
 *      counter), so no two answers share files;
 *   2. answers with their scorecards: the same, and every answer is followed by
 *      POST /api/ai/scorecard of its files, sent without waiting, as the app does once an answer has
 *      arrived (each one a cache miss, so it is validated in the worker pool; a full pool answers
 *      "not checked yet" at once, and the app asks again later);
 *   3. the validator alone: POST /api/ai/validate of distinct files, back to back.
 * Reported per phase: answers/s (or validations/s), p50/p99, and the scorecards finished or refused.
 *
 *   cd server && npx tsx bench/scorecard.ts
 *
 * BENCH_DURATION_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_DATABASE_URL (as the other benchmarks).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createBenchDatabase,
  freePort,
  liftGenerationAllowance,
  loadServerEnv,
  signupToken,
  start,
  stop,
} from './harness';

const DURATION_MS = Number(process.env.BENCH_DURATION_SECONDS ?? 10) * 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface GeneratedFile {
  path: string;
  content: string;
  type: string;
  language: string;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
};

let counter = 0;
const nextName = () => `BenchForm${(counter++).toString(36)}`;

const post = async (url: string, token: string, body: unknown) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: unknown };
  return { status: response.status, data: json.data };
};

/** Client loops for the phase's duration; `step` is one request and what follows it. */
const runPhase = async (step: () => Promise<number | undefined>) => {
  const latencies: number[] = [];
  let failures = 0;
  const ends = Date.now() + DURATION_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < ends) {
        const latency = await step();
        if (latency === undefined) failures += 1;
        else latencies.push(latency);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    rate: Math.round((latencies.length / seconds) * 10) / 10,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
  };
};

const main = async () => {
  const database = await createBenchDatabase('kiln_bench_scorecard');
  const dataDir = mkdtempSync(join(tmpdir(), 'kiln-bench-scorecard-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api`;
  await liftGenerationAllowance({ databaseUrl: database.url, dataDir });
  const child = await start(
    'src/main.ts',
    { ...loadServerEnv({ port, dataDir, databaseUrl: database.url }), AI_PROVIDER: 'builtin' },
    `${base}/health`,
  );
  try {
    const token = await signupToken(`http://127.0.0.1:${port}`);
    const generate = async () => {
      const started = performance.now();
      const answer = await post(`${base}/ai/generate`, token, {
        name: nextName(),
        framework: 'angular',
        description: 'a signup form with name, email, password and a terms checkbox',
      });
      if (answer.status !== 200) return undefined;
      return {
        latency: performance.now() - started,
        files: (answer.data as { files: GeneratedFile[] }).files,
      };
    };

    // Warm-up: the worker threads load the validator, and the engine's first answers are slower.
    await post(`${base}/ai/validate`, token, {
      framework: 'angular',
      files: [
        { path: 'a.component.html', content: '<p>warm</p>', type: 'template', language: 'html' },
      ],
    });
    for (let index = 0; index < 20; index += 1) await generate();

    const alone = await runPhase(async () => (await generate())?.latency);

    const scorecards: Promise<void>[] = [];
    const scored = { finished: 0, busy: 0, refused: 0, latencies: [] as number[] };
    const withScorecards = await runPhase(async () => {
      const answer = await generate();
      if (!answer) return undefined;
      const started = performance.now();
      scorecards.push(
        post(`${base}/ai/scorecard`, token, { framework: 'angular', files: answer.files }).then(
          ({ status, data }) => {
            if (status !== 200) scored.refused += 1;
            else if ((data as { hash: string | null }).hash === null) scored.busy += 1;
            else {
              scored.finished += 1;
              scored.latencies.push(performance.now() - started);
            }
          },
        ),
      );
      return answer.latency;
    });
    const scoredDuringPhase = scored.finished;
    await Promise.all(scorecards);

    const sample = (await generate())?.files ?? [];
    const validatorAlone = await runPhase(async () => {
      const started = performance.now();
      const unique = `// ${nextName()}\n`;
      const files = sample.map((file) =>
        file.path.endsWith('.component.ts') ? { ...file, content: unique + file.content } : file,
      );
      const answer = await post(`${base}/ai/validate`, token, { framework: 'angular', files });
      return answer.status === 200 ? performance.now() - started : undefined;
    });

    console.log(
      `cores ${cpus().length}, load ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s per phase`,
    );
    console.log(
      `  answers alone              ${alone.rate} answers/s  p50 ${alone.p50} ms  p99 ${alone.p99} ms  ${alone.failures} failures`,
    );
    console.log(
      `  answers with scorecards    ${withScorecards.rate} answers/s  p50 ${withScorecards.p50} ms  p99 ${withScorecards.p99} ms  ${withScorecards.failures} failures`,
    );
    console.log(
      `    scorecards: ${scoredDuringPhase} finished during the phase, ${scored.finished} in all, ${scored.busy} answered "not checked yet" (pool busy), ${scored.refused} failed, p50 ${percentile(scored.latencies, 50)} ms`,
    );
    console.log(
      `  validator alone            ${validatorAlone.rate} validations/s  p50 ${validatorAlone.p50} ms  p99 ${validatorAlone.p99} ms  ${validatorAlone.failures} failures`,
    );
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
};

await main();
