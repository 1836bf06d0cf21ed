import { errorEnvelopeSchema, previewBuildAnswerSchema } from '@kiln/contract';
import { generate } from '@kiln/generator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, parseAnswer, signup, type TestApp } from './support/app';

/** A cold thread loads TypeScript, Angular's compiler and esbuild before its first build. */
const COLD_BUILD_TIMEOUT_MS = 120_000;

let test: TestApp;
let token: string;

beforeAll(async () => {
  // No preview build finishes within 1 ms (the thread is warmed before the deadline starts).
  test = await createTestApp({
    workers: { threads: 1, queueLimit: 4, queueWaitMs: 60_000, taskDeadlineMs: 1 },
  });
  token = (await signup(test.app)).token;
}, COLD_BUILD_TIMEOUT_MS);

afterAll(async () => {
  await test?.close();
});

describe(
  'given a preview build that runs past the worker pool’s deadline',
  {
    timeout: COLD_BUILD_TIMEOUT_MS,
  },
  () => {
    it('should answer a retryable SERVER_BUSY, never problems as if the code did not compile', async () => {
      const { files } = generate('A login form with email and password', { framework: 'angular' });
      const body = {
        framework: 'angular',
        files: files.map((file) => ({
          path: file.path,
          content: file.content,
          type: file.type,
          language: file.language,
        })),
      };
      const post = () =>
        test.app.inject({
          method: 'POST',
          url: '/api/preview/builds',
          headers: bearer(token),
          payload: body,
        });

      const response = await post();
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBeDefined();
      expect(parseAnswer(errorEnvelopeSchema, response.body).error.code).toBe('SERVER_BUSY');
      expect(test.app.ctx.workers.status().timedOut).toBeGreaterThanOrEqual(1);

      // Nothing was remembered about the code: asked again it is built or busy, never a problem.
      const again = await post();
      if (again.statusCode === 200)
        expect(parseAnswer(previewBuildAnswerSchema, again.body).data.problems).toEqual([]);
      else expect(again.statusCode).toBe(503);
    });
  },
);
