import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { z } from 'zod';
import { expect } from 'vitest';
import { buildApp, type KilnApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from './database';

/** Cheap argon2id for tests only; production uses PRODUCTION_ARGON2. */
export const TEST_ARGON2 = { memoryCost: 256, timeCost: 1, parallelism: 1 };

export const testConfig = (
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
): Config => ({
  ...loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: join(tmpdir(), 'kiln-test-unused'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    // No built web app in tests unless a test provides one.
    WEB_ROOT: join(tmpdir(), 'kiln-test-no-web-root'),
    ...env,
  }),
  argon2: TEST_ARGON2,
  ...overrides,
});

/** A movable clock: tests advance it instead of sleeping. */
export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

export interface TestApp {
  app: KilnApp;
  database: Database;
  clock: TestClock;
  close(): Promise<void>;
}

export const createTestApp = async (
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
): Promise<TestApp> => {
  const { database, dispose } = await createTestDatabase();
  const clock = new TestClock();
  const app = await buildApp({
    config: testConfig(overrides, env),
    database,
    skipMigrations: true,
    now: clock.now,
  });
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
};

/** Parses an answer with its contract schema, so every test also checks the answer shape. */
export const parseAnswer = <T extends z.ZodType>(schema: T, body: string): z.infer<T> => {
  const result = schema.safeParse(JSON.parse(body));
  if (!result.success)
    expect.fail(`answer does not match the contract: ${result.error.message}\n${body}`);
  return result.data;
};

let counter = 0;
export const uniqueEmail = (label = 'user') =>
  `${label}.${Date.now().toString(36)}.${(counter++).toString(36)}@example.com`;

export const STRONG_PASSWORD = 'correct-horse-battery-staple';

export interface SignedUp {
  id: string;
  email: string;
  password: string;
  token: string;
  refreshToken: string;
}

export const signup = async (
  app: KilnApp,
  fields: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
): Promise<SignedUp> => {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? STRONG_PASSWORD;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      email,
      password,
      firstName: fields.firstName ?? 'Ada',
      lastName: fields.lastName ?? 'Lovelace',
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const body = JSON.parse(response.body) as {
    user: { id: string };
    token: string;
    refreshToken: string;
  };
  return { id: body.user.id, email, password, token: body.token, refreshToken: body.refreshToken };
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
