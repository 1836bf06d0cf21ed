import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type KilnApp } from '../src/app';
import { createPasswordHasher, type PasswordHasher } from '../src/auth/passwords';
import type { LoginLimits } from '../src/config';
import { createTestDatabase, type TestDatabase } from './support/database';
import { signup, TEST_ARGON2, testConfig, uniqueEmail } from './support/app';

const LIMITS: LoginLimits = { perAccount: 5, perIp: 8, windowMs: 15 * 60 * 1000 };

/** The real test hasher, counting every password check (known and unknown accounts alike). */
const countingHasher = async () => {
  const real = await createPasswordHasher(TEST_ARGON2);
  const count = { checks: 0 };
  const hasher: PasswordHasher = {
    ...real,
    verify: (passwordHash, password) => {
      count.checks += 1;
      return real.verify(passwordHash, password);
    },
    verifyDummy: (password) => {
      count.checks += 1;
      return real.verifyDummy(password);
    },
  };
  return { hasher, count };
};

const login = (app: KilnApp, email: string, password: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>(
    (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

describe('given one instance with a limit of 5 failed logins per account', () => {
  let database: TestDatabase;
  let app: KilnApp;
  let count: { checks: number };

  beforeAll(async () => {
    database = await createTestDatabase();
    const counting = await countingHasher();
    count = counting.count;
    app = await buildApp({
      config: testConfig({ loginLimits: LIMITS }),
      database: database.database,
      skipMigrations: true,
      hasher: counting.hasher,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('should check the password at most 5 times for 100 parallel wrong guesses', async () => {
    const account = await signup(app);
    const before = count.checks;
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        login(app, account.email, `wrong-guess-${index}`, `203.0.113.${index}`),
      ),
    );
    expect(count.checks - before).toBeLessThanOrEqual(5);
    expect(tally(responses.map((response) => response.statusCode))).toEqual({ 401: 5, 429: 95 });
    const refused = responses.find((response) => response.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('should refuse the right password sent in the middle of a burst of 40 wrong guesses', async () => {
    const account = await signup(app);
    const before = count.checks;
    const passwords = Array.from({ length: 40 }, (_, index) => `wrong-guess-${index}`);
    passwords.splice(20, 0, account.password);
    const responses = await Promise.all(
      passwords.map((password, index) =>
        login(app, account.email, password, `198.51.100.${index}`),
      ),
    );
    expect(responses[20]?.statusCode).toBe(429);
    expect(responses.some((response) => response.statusCode === 200)).toBe(false);
    expect(count.checks - before).toBeLessThanOrEqual(5);
  });

  it('should sign in every device of one person logging in at the same time', async () => {
    const account = await signup(app);
    const responses = await Promise.all(
      [1, 2, 3].map((device) => login(app, account.email, account.password, `192.0.2.${device}`)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
  });

  it('should forget the failures of an account once its owner signs in', async () => {
    const account = await signup(app);
    const address = '192.0.2.10';
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await login(app, account.email, `wrong-${attempt}`, address)).statusCode).toBe(401);
    expect((await login(app, account.email, account.password, address)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push(
        (await login(app, account.email, `again-${attempt}`, `192.0.2.${20 + attempt}`)).statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('should lock an address after 8 failures, however many accounts it tries, in parallel', async () => {
    const address = '192.0.2.50';
    const before = count.checks;
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        login(app, uniqueEmail(`guess${index}`), 'wrong-guess', address),
      ),
    );
    expect(count.checks - before).toBeLessThanOrEqual(8);
    expect(tally(responses.map((response) => response.statusCode))).toEqual({ 401: 8, 429: 22 });
    const account = await signup(app);
    expect((await login(app, account.email, account.password, address)).statusCode).toBe(429);
  });

  it('should not count successful logins against their address', async () => {
    const account = await signup(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1)
      statuses.push((await login(app, account.email, account.password, '192.0.2.60')).statusCode);
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 200));
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const onPostgres = process.env.KILN_TEST_DATABASE === 'postgres';

describe.skipIf(!redisUrl || !onPostgres)(
  'given two instances sharing one PostgreSQL database and one Redis',
  () => {
    const prefix = `kiln-test:${randomBytes(6).toString('hex')}:`;
    let database: TestDatabase;
    let first: KilnApp;
    let second: KilnApp;
    let count: { checks: number };

    beforeAll(async () => {
      database = await createTestDatabase();
      const counting = await countingHasher();
      count = counting.count;
      const config = testConfig({ redisUrl, redisKeyPrefix: prefix, loginLimits: LIMITS });
      const options = { config, database: database.database, skipMigrations: true };
      first = await buildApp({ ...options, hasher: counting.hasher });
      second = await buildApp({ ...options, hasher: counting.hasher });
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

    it('should check the password at most 5 times for 100 parallel wrong guesses split across both', async () => {
      const account = await signup(first);
      const before = count.checks;
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, index) =>
          login(
            index % 2 === 0 ? first : second,
            account.email,
            `wrong-guess-${index}`,
            `203.0.113.${index}`,
          ),
        ),
      );
      expect(count.checks - before).toBeLessThanOrEqual(5);
      expect(tally(responses.map((response) => response.statusCode))).toEqual({ 401: 5, 429: 95 });
    });

    it('should refuse the right password sent in the middle of a burst of 40 wrong guesses', async () => {
      const account = await signup(first);
      const before = count.checks;
      const passwords = Array.from({ length: 40 }, (_, index) => `wrong-guess-${index}`);
      passwords.splice(20, 0, account.password);
      const responses = await Promise.all(
        passwords.map((password, index) =>
          login(index % 2 === 0 ? first : second, account.email, password, `198.51.100.${index}`),
        ),
      );
      expect(responses[20]?.statusCode).toBe(429);
      expect(responses.some((response) => response.statusCode === 200)).toBe(false);
      expect(count.checks - before).toBeLessThanOrEqual(5);
    });

    it('should forget the failures of an account once its owner signs in on the other instance', async () => {
      const account = await signup(first);
      for (let attempt = 0; attempt < 4; attempt += 1)
        await login(first, account.email, `wrong-${attempt}`, `192.0.2.${attempt}`);
      expect((await login(second, account.email, account.password, '192.0.2.9')).statusCode).toBe(
        200,
      );
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const target = attempt % 2 === 0 ? first : second;
        statuses.push(
          (await login(target, account.email, `again-${attempt}`, `192.0.2.${20 + attempt}`))
            .statusCode,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });
  },
);
