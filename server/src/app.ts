import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin/routes';
import { aiRoutes } from './ai/routes';
import type { AiConfig } from './ai/config';
import type { PasswordHasher } from './auth/passwords';
import { authRoutes } from './auth/routes';
import { accountRoutes, avatarRoutes } from './accounts/routes';
import { accountAuthRoutes } from './accounts/auth-routes';
import { adminAiRoutes } from './admin/ai-routes';
import { billingRoutes } from './billing/routes';
import { componentRoutes } from './components/routes';
import { playgroundRoutes } from './playground/routes';
import { loadConfig, type Config } from './config';
import type { Database } from './db/client';
import { componentImportRoutes } from './components/import/routes';
import { exportRoutes } from './export/routes';
import { galleryRoutes } from './gallery/routes';
import { projectExportRoutes } from './export/project-routes';
import { healthRoutes } from './health/routes';
import { libraryRoutes } from './library/routes';
import { notificationRoutes } from './notifications/routes';
import { previewRoutes } from './preview/routes';
import { publicRoutes } from './public/routes';
import { metricsRoutes } from './ops/routes';
import { authenticationPlugin } from './plugins/authentication';
import { compressionPlugin } from './plugins/compression';
import { corsPlugin } from './plugins/cors';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { redisPlugin } from './plugins/redis';
import { requestIdPlugin } from './plugins/request-id';
import { securityHeadersPlugin } from './plugins/security-headers';
import { shutdownPlugin } from './plugins/shutdown';
import { workersPlugin } from './plugins/workers';
import { serverOptions } from './server-options';
import { servicesPlugin } from './services';
import { shareRoutes } from './share/routes';
import { sharePage } from './share/share-page';
import { staticSite } from './static/plugin';
import { templateRoutes } from './templates/routes';
import { userRoutes } from './users/routes';

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

export const buildApp = async (options: BuildAppOptions = {}): Promise<KilnApp> => {
  const config = options.config ?? loadConfig();
  const now = options.now ?? (() => new Date());
  const app = Fastify(serverOptions(config, options.logStream)).withTypeProvider<ZodTypeProvider>();
  const ai = options.ai ? { config: options.ai } : {};
  try {
    await app.register(errorsPlugin);
    await app.register(databasePlugin, {
      config,
      database: options.database,
      skipMigrations: options.skipMigrations,
    });
    await app.register(redisPlugin, { url: config.redisUrl });
    await app.register(shutdownPlugin);
    await app.register(workersPlugin, { settings: config.workers });
    await app.register(metricsPlugin, { enabled: config.metricsToken !== undefined });
    await app.register(servicesPlugin, { config, now, hasher: options.hasher });
    await app.register(authenticationPlugin, {
      verifyAccessToken: (token) => app.ctx.auth.authenticate(token),
      verifyAccessTokenWithProfile: (token) => app.ctx.auth.authenticateWithProfile(token),
      verifyApiKey: (key) => app.ctx.apiKeys.authenticate(key),
    });
    await app.register(jsonBodyPlugin);
    await app.register(requestIdPlugin);
    await app.register(securityHeadersPlugin);
    await app.register(corsPlugin, { origins: config.corsOrigins });
    await app.register(compressionPlugin);
    await app.register(rateLimitPlugin, {
      perMinute: config.rateLimitPerMinute,
      redisKeyPrefix: config.redisKeyPrefix,
    });
    await app.register(openApiPlugin, { version: config.appVersion });

    await app.register(
      async (api) => {
        await api.register(healthRoutes);
        await api.register(metricsRoutes);
        await api.register(authRoutes, { prefix: '/auth' });
        await api.register(billingRoutes, { prefix: '/billing' });
        await api.register(adminRoutes, { prefix: '/admin' });
        await api.register(adminAiRoutes, { prefix: '/admin/ai', ...ai });
        await api.register(accountRoutes, { prefix: '/account' });
        await api.register(accountAuthRoutes, { prefix: '/auth' });
        await api.register(avatarRoutes, { prefix: '/avatars' });
        await api.register(userRoutes, { prefix: '/users' });
        await api.register(notificationRoutes, { prefix: '/users/notifications' });
        await api.register(aiRoutes, { prefix: '/ai', ...ai });
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
    await app.register(staticSite, {
      webRoot: config.webRoot,
      renderPage: sharePage(app.database.db, now),
    });
    await app.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
};
