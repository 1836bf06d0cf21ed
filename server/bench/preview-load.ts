/**
 * Preview builds under load: N concurrent POST /api/preview/builds of varied components (Angular,
 * React, React + design system), each new to the server, against a real Kiln server started here
 * with its default worker pool (WORKER_THREADS = cores − 1). A 503 SERVER_BUSY is retried the way
 * the app does it (1 s, 2 s, 4 s … apart). Reports how long the builds waited for a worker thread
 * and ran (the answer's Server-Timing header), the answers end to end, the busy answers, and the
 * machine's load average; fails when any build of compiling code is answered with problems.
 *
 *   npm run bench:preview-load -w @kiln/server            # 16 builds at once
 *   BENCH_PREVIEW_BUILDS=24 npm run bench:preview-load -w @kiln/server
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { generate } from '@kiln/generator';
import type { AiFramework } from '@kiln/contract';
import { freePort, percentile, signupToken, start, stop } from './harness';

const BUILDS = Number(process.env.BENCH_PREVIEW_BUILDS ?? 16);
/** The app gives up on a request after 30 s; a build still busy after this many tries is counted. */
const MAX_ATTEMPTS = 6;

const DESCRIPTIONS = [
  'a login form with email and password',
  'a signup form with name, email and password, passwords must match',
  'a pricing table with three plans',
  'a data table of orders with sorting',
  'a contact form with name, email and message',
  'a navigation bar with a logo and four links',
  'a modal dialog asking to confirm a deletion',
  'a product card with image, title, price and a buy button',
];
const FRAMEWORKS: AiFramework[] = ['angular', 'react', 'react-ds'];

interface Outcome {
  framework: AiFramework;
  attempts: number;
  busy: number;
  /** 'built', 'problems' (the code did not compile), 'busy' (gave up), or another status. */
  result: string;
  totalMs: number;
  queueMs: number | null;
  compileMs: number | null;
}

/** A duration of the Server-Timing header ("queue;dur=12.5, compile;dur=300.1"), in ms. */
const timingOf = (header: string | null, name: string): number | null => {
  for (const part of (header ?? '').split(',')) {
    const [metric, ...params] = part.trim().split(';');
    if (metric !== name) continue;
    const duration = params.find((param) => param.startsWith('dur='));
    return duration ? Number(duration.slice('dur='.length)) : null;
  }
  return null;
};

/** Component `index`: a description and framework, with a marker that makes its code new. */
const component = (index: number, run: string) => {
  const framework = FRAMEWORKS[index % FRAMEWORKS.length]!;
  const { files } = generate(DESCRIPTIONS[index % DESCRIPTIONS.length]!, { framework });
  return {
    framework,
    files: files
      .filter((file) => file.type !== 'test')
      .map((file) => ({
        path: file.path,
        type: file.type,
        language: file.language,
        content:
          file.type === 'component' ? `${file.content}\n// bench ${run} ${index}\n` : file.content,
      })),
  };
};

const build = async (base: string, token: string, index: number, run: string) => {
  const body = component(index, run);
  const started = performance.now();
  let busy = 0;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const response = await fetch(`${base}/api/preview/builds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status === 503) {
      busy += 1;
      if (attempt < MAX_ATTEMPTS)
        await new Promise((resolve) =>
          setTimeout(resolve, Math.min(30_000, 1000 * 2 ** (attempt - 1))),
        );
      continue;
    }
    const timing = response.headers.get('server-timing');
    const answer = JSON.parse(text) as { data?: { frameUrl: string | null; problems: unknown[] } };
    return {
      framework: body.framework,
      attempts: attempt,
      busy,
      result:
        response.status !== 200
          ? `HTTP ${response.status}`
          : answer.data?.frameUrl
            ? 'built'
            : 'problems',
      totalMs: performance.now() - started,
      queueMs: timingOf(timing, 'queue'),
      compileMs: timingOf(timing, 'compile'),
    } satisfies Outcome;
  }
  return {
    framework: body.framework,
    attempts: MAX_ATTEMPTS,
    busy,
    result: 'busy',
    totalMs: performance.now() - started,
    queueMs: null,
    compileMs: null,
  } satisfies Outcome;
};

const summary = (label: string, values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return `${label}: none`;
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return `${label}: p50 ${s(percentile(sorted, 50))}, p95 ${s(percentile(sorted, 95))}, max ${s(sorted.at(-1)!)}`;
};

const uptime = () => {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`;
  }
};

const main = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kiln-bench-preview-load-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await start(
    'src/main.ts',
    {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
      ...(process.env.WORKER_TASK_TIMEOUT_MS
        ? { WORKER_TASK_TIMEOUT_MS: process.env.WORKER_TASK_TIMEOUT_MS }
        : {}),
    },
    `${base}/api/health/ready`,
  );
  try {
    const token = await signupToken(base);
    const run = randomBytes(4).toString('hex');
    console.log(`cores ${availableParallelism()}, ${BUILDS} builds at once; before: ${uptime()}`);
    const started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: BUILDS }, (_, index) => build(base, token, index, run)),
    );
    const wallMs = performance.now() - started;
    console.log(`after: ${uptime()}`);
    const count = (result: string) => outcomes.filter((o) => o.result === result).length;
    const ran = outcomes.filter((o) => o.queueMs !== null);
    console.log(
      `built ${count('built')}, compile failures ${count('problems')}, gave up busy ${count('busy')}, ` +
        `other ${BUILDS - count('built') - count('problems') - count('busy')}; ` +
        `busy answers ${outcomes.reduce((sum, o) => sum + o.busy, 0)}; all done in ${(wallMs / 1000).toFixed(1)} s`,
    );
    console.log(
      summary(
        'queue wait',
        ran.map((o) => o.queueMs!),
      ),
    );
    console.log(
      summary(
        'compile (on the thread)',
        ran.map((o) => o.compileMs!),
      ),
    );
    console.log(
      summary(
        'answer, end to end (with retries)',
        outcomes.map((o) => o.totalMs),
      ),
    );
    for (const framework of FRAMEWORKS)
      console.log(
        summary(
          `  compile, ${framework}`,
          ran.filter((o) => o.framework === framework).map((o) => o.compileMs!),
        ),
      );
    if (count('problems') > 0) {
      console.error('FAIL: code that compiles was answered as a compile failure');
      process.exitCode = 1;
    }
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
