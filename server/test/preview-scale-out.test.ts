import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '@kiln/generator';
import { previewBuildAnswerSchema } from '@kiln/contract';
import { buildApp, type KilnApp } from '../src/app';
import { createTestDatabase, type TestDatabase } from './support/database';
import { bearer, parseAnswer, signup, testConfig } from './support/app';

const redisUrl = process.env.TEST_REDIS_URL;

/** The first build in a thread loads esbuild and the validator. */
const COLD_BUILD_TIMEOUT_MS = 120_000;

describe.skipIf(!redisUrl)(
  'given two instances sharing one database and one Redis',
  { timeout: COLD_BUILD_TIMEOUT_MS },
  () => {
    const prefix = `kiln-test:${randomBytes(6).toString('hex')}:`;
    let database: TestDatabase;
    let first: KilnApp;
    let second: KilnApp;

    beforeAll(async () => {
      database = await createTestDatabase();
      const config = testConfig({ redisUrl, redisKeyPrefix: prefix });
      first = await buildApp({ config, database: database.database, skipMigrations: true });
      second = await buildApp({ config, database: database.database, skipMigrations: true });
      await first.ctx.workers.warm();
    }, COLD_BUILD_TIMEOUT_MS);
    afterAll(async () => {
      await first?.close();
      await second?.close();
      const redis = new Redis(redisUrl ?? '');
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      await database?.dispose();
    });

    it('should serve a preview compiled on one instance from the other', async () => {
      const { token } = await signup(first);
      const files = generate('A login form with email and password', { framework: 'react' }).files;
      const response = await first.inject({
        method: 'POST',
        url: '/api/preview/builds',
        headers: bearer(token),
        payload: { framework: 'react', files },
      });
      const build = parseAnswer(previewBuildAnswerSchema, response.body).data;
      expect(build.frameUrl).not.toBeNull();

      const frame = await second.inject({ method: 'GET', url: build.frameUrl! });
      expect(frame.statusCode).toBe(200);
      const code = await second.inject({ method: 'GET', url: `/preview/builds/${build.id}.js` });
      expect(code.statusCode).toBe(200);
      expect(code.body).toContain('__kilnPreview.register(');
    });
  },
);
