import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type KilnApp } from '../src/app';
import { createTestDatabase, type TestDatabase } from './support/database';
import { signup, testConfig } from './support/app';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('given two instances sharing one database and one Redis', () => {
  const prefix = `kiln-test:${randomBytes(6).toString('hex')}:`;
  let database: TestDatabase;
  let first: KilnApp;
  let second: KilnApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig({ redisUrl, redisKeyPrefix: prefix, rateLimitPerMinute: 3 });
    first = await buildApp({ config, database: database.database, skipMigrations: true });
    second = await buildApp({ config, database: database.database, skipMigrations: true });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    const redis = new Redis(redisUrl ?? '');
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await database.dispose();
  });

  it('should honour a login lockout started on the other instance', async () => {
    const account = await signup(first);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const target = attempt % 2 === 0 ? first : second;
      await target.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: 'wrong-password-1' },
        remoteAddress: `198.51.100.${attempt}`,
      });
    }
    const response = await second.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
      remoteAddress: '198.51.100.99',
    });
    expect(response.statusCode).toBe(429);
  });

  it('should count API requests of one client across instances', async () => {
    const remoteAddress = '198.51.100.200';
    const statuses: number[] = [];
    for (const app of [first, second, first, second]) {
      statuses.push(
        (await app.inject({ method: 'GET', url: '/api/users/profile', remoteAddress })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
