import { hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { availableParallelism } from 'node:os';

/** argon2id cost. Production uses the OWASP/ASVS minimum for argon2id (19 MiB, t=2, p=1). */
export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const PRODUCTION_ARGON2: Argon2Cost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** How the pool of CPU-heavy work is sized and bounded. */
export interface WorkerPoolSettings {
  /** Worker threads; by default one core is left to the event loop. */
  threads: number;
  /** Tasks that may wait for a thread; one more is refused as SERVER_BUSY. */
  queueLimit: number;
  /** A task waiting longer than this for a thread is given up as SERVER_BUSY. */
  queueWaitMs: number;
  /**
   * A task running longer is cancelled and its thread replaced. Counted from the moment a thread
   * takes the task up, never including its wait in the queue.
   */
  taskDeadlineMs: number;
}

export interface LoginLimits {
  /** Failed logins for one account before it is locked for the rest of the window. */
  perAccount: number;
  /** Failed logins from one address before it is locked for the rest of the window. */
  perIp: number;
  windowMs: number;
}

export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  jwtSecret: Uint8Array;
  /** AES-256 key for secrets Kiln must read back (TOTP secrets, the AI provider's key). */
  secretsKey: Buffer;
  /** smtp(s)://user:pass@host:port — unset: mail is only written to the outbox admins read. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where links in e-mails point (the app's public address). */
  publicUrl: string;
  accessTokenTtlSeconds: number;
  refreshIdleTtlSeconds: number;
  refreshAbsoluteTtlSeconds: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  corsOrigins: string[];
  logLevel: string;
  /** Fastify's trustProxy: true, false, a hop-count function, or addresses/CIDRs. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  bodyLimitBytes: number;
  /**
   * Time a client has to send a whole request, headers and body. Answers are not limited by it: an
   * event stream lasts as long as the answer does.
   */
  requestTimeoutMs: number;
  /**
   * A socket silent this long in both directions is closed. Longer than the quietest legitimate
   * answer (a non-streamed AI answer: one provider call and its repair, AI_TIMEOUT_MS each).
   */
  connectionTimeoutMs: number;
  argon2: Argon2Cost;
  loginLimits: LoginLimits;
  /** Requests a client may make per minute to the API as a whole. */
  rateLimitPerMinute: number;
  /** Signup, login and refresh requests a client address may make per minute. */
  authRateLimitPerMinute: number;
  /** Contact and feedback messages per client address per hour. */
  publicMessagesPerHour: number;
  webRoot: string | undefined;
  appVersion: string;
  /** The worker threads that run CPU-heavy work (code validation) off the event loop. */
  workers: WorkerPoolSettings;
  /** Bearer token of the Prometheus endpoint `/api/metrics`; unset, metrics are off. */
  metricsToken: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const integer = (env: Env, name: string, fallback: number, min = 0): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new ConfigError(`${name} must be a whole number ≥ ${min}, got "${raw}"`);
  return value;
};

const trustProxyFrom = (raw: string | undefined): Config['trustProxy'] => {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  return raw;
};

/** A secret kept beside the data, so restarts keep sessions valid without any setup. */
const jwtSecretFrom = (env: Env, dataDir: string): Uint8Array => {
  const configured = env.JWT_SECRET;
  if (configured) {
    if (configured.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(configured);
  }
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
};

/**
 * SECRETS_KEY (64 hex characters) when set; otherwise derived from the JWT secret, so a fresh
 * install works with no setup. Rotating the JWT secret then makes stored secrets unreadable.
 */
const secretsKeyFrom = (env: Env, jwtSecret: Uint8Array): Buffer => {
  const configured = env.SECRETS_KEY?.trim();
  if (configured) {
    if (!/^[0-9a-f]{64}$/i.test(configured))
      throw new ConfigError('SECRETS_KEY must be 64 hexadecimal characters (32 bytes)');
    return Buffer.from(configured, 'hex');
  }
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'kiln', 'kiln-secrets-key', 32));
};

/** The app's public address, without a trailing slash, for links in e-mails. */
const publicUrlFrom = (env: Env): string => {
  const raw = env.PUBLIC_URL?.trim() || `http://localhost:${integer(env, 'PORT', 3000)}`;
  if (!URL.canParse(raw)) throw new ConfigError(`PUBLIC_URL must be a URL, got "${raw}"`);
  return raw.endsWith('/') ? raw.slice(0, -1) : raw;
};

const appVersion = (): string => {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
};

const metricsTokenFrom = (raw: string | undefined) => {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  return raw;
};

export const loadConfig = (env: Env = process.env): Config => {
  const nodeEnv =
    env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const dataDir = resolve(env.DATA_DIR || './.data');
  const adminEmail = env.ADMIN_EMAIL?.trim().toLowerCase() || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if ((adminEmail === undefined) !== (adminPassword === undefined)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const jwtSecret = jwtSecretFrom(env, dataDir);
  return {
    env: nodeEnv,
    port: integer(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'kiln:',
    jwtSecret,
    secretsKey: secretsKeyFrom(env, jwtSecret),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Kiln <no-reply@localhost>',
    publicUrl: publicUrlFrom(env),
    accessTokenTtlSeconds: Math.min(integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 60), 900),
    refreshIdleTtlSeconds: integer(env, 'REFRESH_IDLE_TTL_SECONDS', 7 * 24 * 3600, 60),
    refreshAbsoluteTtlSeconds: integer(env, 'REFRESH_ABSOLUTE_TTL_SECONDS', 30 * 24 * 3600, 60),
    adminEmail,
    adminPassword,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 1000),
    connectionTimeoutMs: integer(env, 'CONNECTION_TIMEOUT_MS', 180_000, 1000),
    argon2: PRODUCTION_ARGON2,
    loginLimits: {
      perAccount: integer(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 5, 1),
      perIp: integer(env, 'LOGIN_MAX_FAILURES_PER_IP', 30, 1),
      windowMs: integer(env, 'LOGIN_LOCK_WINDOW_SECONDS', 900, 1) * 1000,
    },
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 300, 1),
    authRateLimitPerMinute: integer(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 20, 1),
    publicMessagesPerHour: integer(env, 'PUBLIC_MESSAGES_PER_HOUR', 5, 1),
    webRoot: env.WEB_ROOT || undefined,
    appVersion: appVersion(),
    workers: {
      threads: integer(env, 'WORKER_THREADS', Math.max(1, availableParallelism() - 1), 1),
      queueLimit: integer(env, 'WORKER_QUEUE_LIMIT', 64, 1),
      queueWaitMs: integer(env, 'WORKER_QUEUE_WAIT_MS', 15_000, 100),
      taskDeadlineMs: integer(env, 'WORKER_TASK_TIMEOUT_MS', 10_000, 100),
    },
    metricsToken: metricsTokenFrom(env.METRICS_TOKEN),
  };
};
