import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, errorEnvelopeSchema, startSessionAnswerSchema } from '@kiln/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, openStream, readEvents } from './support/ai-app';
import { STRONG_PASSWORD, uniqueEmail } from './support/app';
import { angularAnswer, startFakeOpenAi, type FakeOpenAi } from './support/fake-openai';

const SERVER_DIR = new URL('..', import.meta.url).pathname;

const freePort = async () => {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
};

/** The real server process, as `npm start` runs it, on its own port and data folder. */
const startServer = async (env: Record<string, string>) => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const base = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited at start: ${stderr}`);
    const up = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start within 60 s: ${stderr}`);
};

const exitOf = async (child: ChildProcess) =>
  child.exitCode ?? ((await once(child, 'exit')) as [number | null])[0];

// The process-level flow does not depend on the database: it runs once, on the embedded default
// (vitest.config.ts, databaseIndependent).
describe('given the server process receives SIGTERM while a streamed answer is open', () => {
  let fake: FakeOpenAi;
  let dataDir: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    dataDir = mkdtempSync(join(tmpdir(), 'kiln-sigterm-'));
  });
  afterAll(async () => {
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should send the stream a SHUTTING_DOWN event, exit 0, and answer on that session after restart', async () => {
    const env = {
      DATA_DIR: dataDir,
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test-fake',
      OPENAI_BASE_URL: fake.baseUrl,
      AI_MAX_RETRIES: '0',
      WORKER_THREADS: '1',
    };
    const first = await startServer(env);
    let token: string;
    let sessionId: string;
    try {
      const signedUp = await call<{ token: string }>(
        first.base,
        'POST',
        '/auth/signup',
        undefined,
        {
          email: uniqueEmail('sigterm'),
          password: STRONG_PASSWORD,
          firstName: 'Ada',
          lastName: 'Lovelace',
        },
      );
      token = signedUp.body.token;
      const started = await call(first.base, 'POST', '/ai/copilot/session/start', token, {});
      sessionId = startSessionAnswerSchema.parse(started.body).data.sessionId;

      fake.enqueue({ content: angularAnswer(), hold: new Promise(() => undefined) });
      const response = await openStream(first.base, token, {
        sessionId,
        message: 'a person card',
      });
      const events = readEvents(response);
      expect((await events.next()).value?.event).toBe('delta');

      first.child.kill('SIGTERM');
      const rest = [];
      for await (const event of events) rest.push(event);
      expect(rest.at(-1)?.event).toBe('error');
      expect(errorEnvelopeSchema.parse(rest.at(-1)?.data).error.code).toBe(ErrorCode.shuttingDown);
      expect(await exitOf(first.child)).toBe(0);
    } finally {
      first.child.kill('SIGKILL');
    }

    const second = await startServer(env);
    try {
      fake.enqueue({ content: angularAnswer() });
      const again = await call(second.base, 'POST', '/ai/copilot/chat', token, {
        sessionId,
        message: 'a person card',
      });
      expect(again.status).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
      await exitOf(second.child);
    }
  }, 120_000);
});
