/**
 * AI benchmark, against a Kiln server in its own process (production mode, PostgreSQL database made
 * for the run and dropped after it):
 *   1. builtin provider: POST /api/ai/prompt/send with autocannon (req/s, p50, p99);
 *   2. OpenAI-compatible provider against a loopback fake: time to the first SSE delta through
 *      POST /api/ai/copilot/chat/stream, next to the fake's own time to its first token.
 *
 *   cd server && node --import tsx bench/ai.mjs
 *
 * BENCH_DURATION_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_STREAM_SAMPLES (200), BENCH_SERVER_DIR
 * (another checkout's server folder, to measure an earlier version),
 * BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres: a database the run may create others from).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startFakeOpenAi } from '../test/support/fake-openai.ts';
import { createBenchDatabase, freePort, signupToken, start, stop } from './harness.ts';

const DURATION = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SAMPLES = Number(process.env.BENCH_STREAM_SAMPLES ?? 200);
/** Another checkout's server folder, to measure an earlier version with this harness. */
const SERVER_DIR = process.env.BENCH_SERVER_DIR;
/** The brief's target: the stream's first event no more than this much later than the provider's first token. */
const TARGET_OVERHEAD_MS = 10;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const round = (value) => Math.round(value * 100) / 100;

/** The benchmark's own database: lift the free plan's allowance so thousands of generations are accepted. */
const liftAllowance = async (url) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('update plans set generations_limit = 100000000');
  await client.end();
};

const serverEnv = (port, databaseUrl, dataDir, extra) => ({
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  JWT_SECRET: randomBytes(32).toString('hex'),
  RATE_LIMIT_PER_MINUTE: '100000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  AI_REQUESTS_PER_MINUTE: '100000000',
  AI_MIN_MESSAGE_INTERVAL_MS: '0',
  ...extra,
});

/** Milliseconds from sending a request until its headers, and until the first SSE `data:` line that carries text. */
const timeToFirstDelta = async (url, init, isDelta) => {
  const started = performance.now();
  const response = await fetch(url, init);
  const headers = performance.now() - started;
  const decoder = new TextDecoder();
  let buffer = '';
  let first;
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk, { stream: true });
    if (first === undefined && isDelta(buffer)) first = performance.now() - started;
  }
  if (first === undefined) throw new Error(`no delta in the answer: ${buffer.slice(0, 500)}`);
  return { headers, first };
};

const benchPromptSend = async (databaseUrl, dataDir) => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await start(
    'src/main.ts',
    serverEnv(port, databaseUrl, dataDir, { AI_PROVIDER: 'builtin' }),
    `${base}/api/health`,
    [],
    SERVER_DIR,
  );
  try {
    await liftAllowance(databaseUrl);
    const token = await signupToken(base);
    const request = {
      url: `${base}/api/ai/prompt/send`,
      method: 'POST',
      connections: CONNECTIONS,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        content: 'a signup form with name, email, password and a terms checkbox',
      }),
    };
    await autocannon({ ...request, duration: 2 });
    const result = await autocannon({ ...request, duration: DURATION });
    return {
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures: result.non2xx + result.errors + result.timeouts,
    };
  } finally {
    await stop(child);
  }
};

const benchStream = async (databaseUrl, dataDir) => {
  const fake = await startFakeOpenAi();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await start(
    'src/main.ts',
    serverEnv(port, databaseUrl, dataDir, {
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-bench',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_MODEL: 'fake-coder-1',
      AI_MAX_RETRIES: '0',
    }),
    `${base}/api/health`,
    [],
    SERVER_DIR,
  );
  const answer =
    'A short answer without code, streamed in pieces, so only the streaming path is measured.';
  try {
    const token = await signupToken(base);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const direct = [];
    const through = [];
    const admitted = [];
    const providerDelta = (text) => /"content":"[^"]/.test(text);
    const kilnDelta = (text) => text.includes('event: delta');
    for (let index = 0; index < SAMPLES + 10; index += 1) {
      fake.enqueue({ content: answer }, { content: answer });
      const providerTime = await timeToFirstDelta(
        `${fake.baseUrl}/chat/completions`,
        {
          method: 'POST',
          headers: { authorization: 'Bearer sk-bench', 'content-type': 'application/json' },
          body: JSON.stringify({
            model: 'fake-coder-1',
            stream: true,
            messages: [{ role: 'user', content: 'hi' }],
          }),
        },
        providerDelta,
      );
      const session = await fetch(`${base}/api/ai/copilot/session/start`, {
        method: 'POST',
        headers,
        body: '{}',
      }).then((response) => response.json());
      const kilnTime = await timeToFirstDelta(
        `${base}/api/ai/copilot/chat/stream`,
        {
          method: 'POST',
          headers,
          body: JSON.stringify({
            sessionId: session.data.sessionId,
            message: 'What can you build?',
          }),
        },
        kilnDelta,
      );
      // The first requests warm connections and code paths on both sides.
      if (index >= 10) {
        direct.push(providerTime.first);
        through.push(kilnTime.first);
        admitted.push(kilnTime.headers);
      }
    }
    const overhead = through.map((value, index) => value - direct[index]);
    return {
      providerP50: round(percentile(direct, 50)),
      providerP99: round(percentile(direct, 99)),
      kilnP50: round(percentile(through, 50)),
      kilnP99: round(percentile(through, 99)),
      overheadP50: round(percentile(overhead, 50)),
      overheadP99: round(percentile(overhead, 99)),
      // The stream opens once the guards, the lease, the quota check and the history read are done.
      streamOpenP50: round(percentile(admitted, 50)),
      streamOpenP99: round(percentile(admitted, 99)),
    };
  } finally {
    await stop(child);
    await fake.close();
  }
};

const main = async () => {
  console.error(
    `AI benchmark: ${cpus().length} cores, load ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}, ${DURATION} s × ${CONNECTIONS} connections, ${SAMPLES} stream samples`,
  );
  const database = await createBenchDatabase('kiln_bench_ai');
  const dataDir = mkdtempSync(join(tmpdir(), 'kiln-bench-ai-'));
  try {
    const send = await benchPromptSend(database.url, dataDir);
    console.error(
      `  builtin POST /api/ai/prompt/send  ${send.rps} req/s  p50 ${send.p50} ms  p99 ${send.p99} ms  ${send.failures} failures`,
    );
    const stream = await benchStream(database.url, dataDir);
    console.error(
      `  first SSE delta: provider p50 ${stream.providerP50} ms / p99 ${stream.providerP99} ms; through Kiln p50 ${stream.kilnP50} ms / p99 ${stream.kilnP99} ms; overhead p50 ${stream.overheadP50} ms / p99 ${stream.overheadP99} ms (target < ${TARGET_OVERHEAD_MS} ms); stream open p50 ${stream.streamOpenP50} ms / p99 ${stream.streamOpenP99} ms`,
    );
    console.log(
      JSON.stringify(
        { promptSend: send, firstDelta: stream, targetOverheadMs: TARGET_OVERHEAD_MS },
        null,
        2,
      ),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
};

await main();
