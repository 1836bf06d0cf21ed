import fp from 'fastify-plugin';
import { createApiKeys } from './account/api-keys';
import { createMailer } from './lib/mailer';
import { LoginGuard } from './auth/login-guard';
import { createPasswordHasher, type PasswordHasher } from './auth/passwords';
import { createAuthService } from './auth/service';
import { createAccessTokens } from './auth/tokens';
import type { Config } from './config';
import type { AppContext } from './context';
import { FailOpenAttemptStore, MemoryAttemptStore, RedisAttemptStore } from './lib/attempt-store';
import { createLibrarySeeding } from './library/seeding';
import { createNotification } from './notifications/service';
import { createBuildStore } from './preview/build-store';
import { createPreviewService } from './preview/service';
import { createValidator } from './quality/validator';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface ServicesOptions {
  config: Config;
  now: () => Date;
  /** Password hasher instead of argon2id at the configured cost; tests count its checks. */
  hasher?: PasswordHasher;
}

/**
 * The services every area shares, wired once from the infrastructure plugins and decorated as
 * `app.ctx`: areas reach each other's work through it, never by importing each other.
 */
export const servicesPlugin = fp<ServicesOptions>(
  async (app, options) => {
    const { config, now } = options;
    const { database, redis, workers, lifecycle, metrics } = app;
    const hasher = options.hasher ?? (await createPasswordHasher(config.argon2));
    const attempts = redis
      ? new FailOpenAttemptStore(
          new RedisAttemptStore(redis, `${config.redisKeyPrefix}attempts:`),
          (error) =>
            app.log.warn(
              { err: error },
              'Redis unavailable: login and password-check limits are not counted',
            ),
        )
      : new MemoryAttemptStore(() => now().getTime());
    const auth = createAuthService({
      db: database.db,
      hasher,
      accessTokens: createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds, now),
      loginGuard: new LoginGuard(attempts, config.loginLimits),
      refreshIdleTtlSeconds: config.refreshIdleTtlSeconds,
      refreshAbsoluteTtlSeconds: config.refreshAbsoluteTtlSeconds,
      secretsKey: config.secretsKey,
      notify: createNotification,
      now,
    });
    if (config.adminEmail && config.adminPassword)
      await auth.ensureAdmin(config.adminEmail, config.adminPassword);

    app.decorate('ctx', {
      config,
      database,
      apiKeys: createApiKeys(database.db, now),
      mailer: createMailer(
        database.db,
        { smtpUrl: config.smtpUrl, from: config.mailFrom },
        app.log,
      ),
      db: database.db,
      hasher,
      auth,
      attempts,
      redis,
      now,
      workers,
      validator: createValidator({
        workers,
        redis,
        redisKeyPrefix: config.redisKeyPrefix,
        release: config.appVersion,
        onCacheError: (error) =>
          app.log.warn({ err: error }, 'Redis unavailable: validation results are not shared'),
        onCheckError: (error) =>
          app.log.warn({ err: error }, 'an answer of the built-in engine could not be checked'),
      }),
      lifecycle,
      metrics,
      preview: createPreviewService(workers, createBuildStore(redis, config.redisKeyPrefix)),
      library: createLibrarySeeding(database.db, app.log, now),
      notify: createNotification,
    } satisfies AppContext);
  },
  {
    name: 'kiln-services',
    dependencies: ['kiln-database', 'kiln-redis', 'kiln-workers', 'kiln-metrics', 'kiln-shutdown'],
  },
);
