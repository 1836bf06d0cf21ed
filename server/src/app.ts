import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { adminRoutes } from './admin/routes';
import { aiRoutes } from './ai/routes';
import type { AiConfig } from './ai/config';
import { registerAuthHooks } from './auth/request-hooks';
import { LoginGuard } from './auth/login-guard';
import { createPasswordHasher, type PasswordHasher } from './auth/passwords';
import { authRoutes } from './auth/routes';
import { accountRoutes, avatarRoutes } from './accounts/routes';
import { accountAuthRoutes } from './accounts/auth-routes';
import { createApiKeys } from './accounts/api-keys';
import { createMailer } from './accounts/mailer';
import { adminAiRoutes } from './admin/ai-routes';
import { createAuthService } from './auth/service';
import { createAccessTokens } from './auth/tokens';
import { billingRoutes } from './billing/routes';
import { componentRoutes } from './components/routes';
import { playgroundRoutes } from './playground/routes';
import { loadConfig, type Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { registerErrorHandling, shuttingDown, tooManyRequests } from './errors';
import { componentImportRoutes } from './components/import/routes';
import { exportRoutes } from './export/routes';
import { galleryRoutes } from './gallery/routes';
import { projectExportRoutes } from './export/project-routes';
import { healthRoutes } from './health/routes';
import { createLibrarySeeding } from './library/seeding';
import { libraryRoutes } from './library/routes';
import { notificationRoutes } from './notifications/routes';
import { createBuildStore } from './preview/build-store';
import { previewRoutes } from './preview/routes';
import { createPreviewService } from './preview/service';
import { publicRoutes } from './public/routes';
import { createValidator } from './quality/validator';
import { FailOpenAttemptStore, MemoryAttemptStore, RedisAttemptStore } from './lib/attempt-store';
import { parseJsonBody } from './lib/json-body';
import { createLifecycle } from './lib/lifecycle';
import { createMetrics } from './ops/metrics';
import { metricsRoutes } from './ops/routes';
import { securitySchemes } from './lib/api-key-docs';
import { applySecurityHeaders, planSecurityHeaders } from './lib/security-headers';
import { shareRoutes } from './share/routes';
import { sharePage } from './share/share-page';
import { withoutShareTokens } from './share/tokens';
import { staticSite } from './static/plugin';
import { templateRoutes } from './templates/routes';
import { userRoutes } from './users/routes';
import { createWorkerPool } from './workers/pool';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildAppOptions {
  config?: Config;
  /** An open database to use; the app then leaves closing it to the caller. */
  database?: Database;
  /** Skip applying migrations (the caller already did). */
  skipMigrations?: boolean;
  /** Clock for token and session expiry; tests move it instead of sleeping. */
  now?: () => Date;
  /** Where log lines go (default stdout). */
  logStream?: { write(line: string): void };
  /** AI settings instead of the AI_* and OPENAI_* environment variables. */
  ai?: AiConfig;
  /** Password hasher instead of argon2id at the configured cost; tests count its checks. */
  hasher?: PasswordHasher;
}

export type KilnApp = FastifyInstance;

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Secrets never reach the logs, whatever a handler logs. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
];

export const buildApp = async (options: BuildAppOptions = {}): Promise<KilnApp> => {
  const config = options.config ?? loadConfig();
  const now = options.now ?? (() => new Date());
  const ownsDatabase = options.database === undefined;
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? { driver: 'postgres', url: config.databaseUrl }
        : { driver: 'pglite', dataDir: config.dataDir },
    ));
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 })
    : undefined;

  const logger: FastifyServerOptions['logger'] = {
    level: config.logLevel,
    redact: { paths: REDACT, censor: '[redacted]' },
    // Fastify's own request fields, with share tokens masked in the URL (they open a page).
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: withoutShareTokens(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(options.logStream ? { stream: options.logStream } : {}),
  };
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    // Fastify waits for a request forever by default, so a body dripped a byte at a time held its
    // socket for good. Node applies requestTimeout only while the request is being received:
    // answers, event streams included, are not cut by it.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    http: {
      // Node swaps the two limits when headersTimeout (60 s unless set) is the longer, which
      // would give the body 60 s whatever requestTimeout says.
      headersTimeout: Math.min(config.requestTimeoutMs, 60_000),
      // Node looks for overdue requests every connectionsCheckingInterval (30 s by default),
      // which would let a 30 s limit run to 60 s: checked at least every 2 s, it holds within 2 s.
      connectionsCheckingInterval: Math.max(
        250,
        Math.min(2_000, Math.round(config.requestTimeoutMs / 4)),
      ),
    },
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // While stopping, requests are answered by the lifecycle hook below with the API's own 503.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  const lifecycle = createLifecycle();
  const workers = createWorkerPool(config.workers);
  const metrics = createMetrics(config.metricsToken !== undefined, workers.status);

  try {
    if (!options.skipMigrations) await runMigrations(database);

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
        onCacheError: (error) =>
          app.log.warn({ err: error }, 'Redis unavailable: validation results are not shared'),
      }),
      lifecycle,
      metrics,
      preview: createPreviewService(workers, createBuildStore(redis, config.redisKeyPrefix)),
      library: createLibrarySeeding(database.db, app.log, now),
    } satisfies AppContext);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    registerAuthHooks(app);

    // Kiln's own JSON parser: its limits and messages are in parseJsonBody.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, parseJsonBody(typeof body === 'string' ? body : body.toString('utf8')));
      } catch (error) {
        done(error instanceof Error ? error : new Error(String(error)), undefined);
      }
    });

    // A callback hook, not an async one: it runs on every answer and has nothing to wait for.
    app.addHook('onSend', (request, reply, payload, done) => {
      void reply.header('x-request-id', request.id);
      done(null, payload);
    });
    // A stopping server takes no new work: the client retries once the next instance is up. Health
    // checks still answer, so probes see the stop in their own shape.
    app.addHook('onRequest', (request, reply, done) => {
      if (!lifecycle.stopping || request.url.startsWith('/api/health')) return done();
      void reply.header('connection', 'close');
      done(shuttingDown());
    });
    // Closing first stops the lifecycle: open AI calls end with a retryable error and release their
    // session leases, so the in-flight requests that close() waits for finish at once.
    app.addHook('preClose', (done) => {
      lifecycle.stop();
      done();
    });
    if (metrics.registry) {
      app.addHook('onResponse', (request, reply, done) => {
        metrics.requestCompleted(
          request.method,
          request.routeOptions.url ?? 'unmatched',
          reply.statusCode,
          reply.elapsedTime / 1000,
        );
        done();
      });
    }
    app.addHook('onClose', async () => {
      await workers.close();
      await redis?.quit().catch(() => undefined);
      if (ownsDatabase) await database.close();
    });

    // helmet's headers worked out once at start: @fastify/helmet rebuilds its middleware (CSP parsing
    // included) on every request, and even a prebuilt one walks a chain of a dozen middlewares.
    // Set on the raw response so hijacked answers (the AI event stream) carry them too.
    const securityHeaders = planSecurityHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      applySecurityHeaders(securityHeaders, reply.raw);
      done();
    });
    await app.register(cors, {
      origin: (origin, callback) =>
        callback(null, origin !== undefined && config.corsOrigins.includes(origin)),
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
      exposedHeaders: ['X-Request-Id', 'Retry-After', 'Content-Disposition'],
      maxAge: 600,
    });
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitPerMinute,
      timeWindow: '1 minute',
      ...(redis ? { redis, nameSpace: `${config.redisKeyPrefix}rl:` } : {}),
      // Static files and the docs are not the API: only /api counts.
      allowList: (request) =>
        !request.url.startsWith('/api/') || request.url.startsWith('/api/docs'),
      // Fail open: a Redis outage must not take the API down with it.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
    });

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Kiln API',
          description: 'Describe a UI component, get working Angular or React code.',
          version: config.appVersion,
        },
        components: { securitySchemes },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });

    await app.register(
      async (api) => {
        await api.register(healthRoutes);
        await api.register(metricsRoutes);
        await api.register(authRoutes, { prefix: '/auth' });
        await api.register(billingRoutes, { prefix: '/billing' });
        await api.register(adminRoutes, { prefix: '/admin' });
        await api.register(adminAiRoutes, {
          prefix: '/admin/ai',
          ...(options.ai ? { config: options.ai } : {}),
        });
        await api.register(accountRoutes, { prefix: '/account' });
        await api.register(accountAuthRoutes, { prefix: '/auth' });
        await api.register(avatarRoutes, { prefix: '/avatars' });
        await api.register(userRoutes, { prefix: '/users' });
        await api.register(notificationRoutes, { prefix: '/users/notifications' });
        await api.register(aiRoutes, {
          prefix: '/ai',
          ...(options.ai ? { config: options.ai } : {}),
        });
        await api.register(componentRoutes, { prefix: '/components' });
        await api.register(componentImportRoutes, { prefix: '/components' });
        await api.register(playgroundRoutes, { prefix: '/components' });
        await api.register(templateRoutes, { prefix: '/templates' });
        await api.register(galleryRoutes, { prefix: '/gallery' });
        await api.register(libraryRoutes, { prefix: '/library' });
        await api.register(exportRoutes);
        await api.register(projectExportRoutes);
        await api.register(publicRoutes);
        await api.register(shareRoutes, { prefix: '/share' });
      },
      { prefix: '/api' },
    );

    await app.register(previewRoutes);
    await app.register(import('./registry/routes'));
    await app.register(staticSite, {
      webRoot: config.webRoot,
      renderPage: sharePage(database.db, now),
    });
    await app.ready();
    return app;
  } catch (error) {
    await workers.close();
    await app.close().catch(() => undefined);
    if (ownsDatabase) await database.close().catch(() => undefined);
    throw error;
  }
};
