import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startSessionAnswerSchema } from '@kiln/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAiConfig } from '../src/ai/config';
import { buildApp, type KilnApp } from '../src/app';
import { openStream, readEvents } from './support/ai-app';
import { bearer, parseAnswer, signup, testConfig } from './support/app';
import { createTestDatabase, type TestDatabase } from './support/database';
import { startFakeOpenAi, type FakeOpenAi, fakeProviderEnv } from './support/fake-openai';

const REQUEST_TIMEOUT_MS = 1_000;
/** Far past the timeout and Node's check of it, far short of what a dripped body would take. */
const CUT_OFF_DEADLINE_MS = 10_000;

interface DrippedRequest {
  /** What the server wrote back before the connection closed. */
  answer: string;
  /** Body bytes sent before the connection closed. */
  bytesSent: number;
  /** Milliseconds from the headers to the close. */
  elapsedMs: number;
}

/**
 * Sends a request's headers announcing a 1,000-byte body, then the body one byte every 200 ms
 * (200 s in all), until the server closes the connection.
 */
const dripBody = (port: number, path: string) =>
  new Promise<DrippedRequest>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const startedAt = performance.now();
    let answer = '';
    let bytesSent = 0;
    const drip = setInterval(() => {
      if (socket.destroyed) return;
      socket.write(' ');
      bytesSent += 1;
    }, 200);
    const deadline = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${CUT_OFF_DEADLINE_MS} ms (${bytesSent} bytes dripped)`));
    }, CUT_OFF_DEADLINE_MS);
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      clearTimeout(deadline);
      resolve({ answer, bytesSent, elapsedMs: performance.now() - startedAt });
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
  });

describe('given a server whose request timeout is 1 s', () => {
  let fake: FakeOpenAi;
  let database: TestDatabase;
  let app: KilnApp;
  let port: number;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    database = await createTestDatabase();
    app = await buildApp({
      config: testConfig({ requestTimeoutMs: REQUEST_TIMEOUT_MS }),
      database: database.database,
      skipMigrations: true,
      ai: loadAiConfig({
        ...fakeProviderEnv(fake.baseUrl),
        AI_TIMEOUT_MS: '20000',
        AI_MAX_RETRIES: '0',
      }),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    await fake.close();
  });

  describe('and a client that sends its headers, then drips its body one byte at a time', () => {
    it('should answer 408 and close the connection long before the body is complete', async () => {
      const dripped = await dripBody(port, '/api/auth/login');

      expect(dripped.answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(dripped.bytesSent).toBeLessThan(1000);
      // Node's check of overdue requests runs often enough for the limit to hold within a second.
      expect(dripped.elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1_000);
    });
  });

  describe('and a streamed AI answer that lasts longer than the request timeout', () => {
    it('should stream the answer to its end', async () => {
      const user = await signup(app);
      const started = await app.inject({
        method: 'POST',
        url: '/api/ai/copilot/session/start',
        headers: bearer(user.token),
        payload: {},
      });
      const { sessionId } = parseAnswer(startSessionAnswerSchema, started.body).data;
      // The provider writes its first piece, then waits three request timeouts before the rest.
      // A prose answer: no code to validate, so the test's time is the stream's.
      fake.enqueue({
        content: 'Which fields should the card show, and which actions should it offer?',
        hold: new Promise((resolve) => setTimeout(resolve, 3 * REQUEST_TIMEOUT_MS)),
      });

      const response = await openStream(`http://127.0.0.1:${port}/api`, user.token, {
        sessionId,
        message: 'a person card',
      });
      const events: string[] = [];
      for await (const event of readEvents(response)) events.push(event.event);

      expect(response.status).toBe(200);
      expect(events).toContain('delta');
      expect(events.at(-1)).toBe('done');
    });
  });
});
