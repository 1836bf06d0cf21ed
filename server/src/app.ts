import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/routes';
import { adminAiRoutes } from './admin/ai-routes';
import { adminRoutes } from './admin/routes';
import { aiArchiveRoutes } from './ai/archive-routes';
import type { AiConfig } from './ai/config';
import { aiRoutes } from './ai/routes';
import { authRecoveryRoutes } from './auth/recovery-routes';
import { authRoutes } from './auth/routes';
import { avatarRoutes } from './avatars/routes';
import { billingRoutes } from './billing/routes';
import { componentImportRoutes } from './components/import/routes';
import { playgroundRoutes } from './components/playground-routes';
import { componentRoutes } from './components/routes';
import { loadConfig } from './config';
import { projectExportRoutes } from './export/project-routes';
import { galleryRoutes } from './gallery/routes';
import { healthRoutes } from './health/routes';
import { libraryRoutes } from './library/routes';
import { mcpRoutes } from './mcp/routes';
import { metricsRoutes } from './metrics/routes';
import * as plugins from './plugins/index';
import { previewRoutes } from './preview/routes';
import { publicRoutes } from './public/routes';
import { serverOptions, type BuildAppOptions } from './server-options';
import { servicesPlugin } from './services';
import { shareRoutes } from './share/routes';
import { sharePage } from './share/share-page';
import { staticSite } from './static/plugin';
import { templateRoutes } from './templates/routes';
import { notificationRoutes } from './users/notifications-routes';
import { userRoutes } from './users/routes';

export type { BuildAppOptions };
export type KilnApp = FastifyInstance;

/**
 * The URL areas under /api: each row is a route module from the folder its prefix names. Rows are
 * in the order their routes enter the OpenAPI document; a new area is a folder and a row at the end.
 */
const apiAreas =
  (ai: { config?: AiConfig }): FastifyPluginAsync =>
  async (api) => {
    await api.register(healthRoutes);
    await api.register(metricsRoutes);
    await api.register(authRoutes, { prefix: '/auth' });
    await api.register(billingRoutes, { prefix: '/billing' });
    await api.register(adminRoutes, { prefix: '/admin' });
    await api.register(adminAiRoutes, { prefix: '/admin/ai', ...ai });
    await api.register(accountRoutes, { prefix: '/account' });
    await api.register(authRecoveryRoutes, { prefix: '/auth' });
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
    await api.register(aiArchiveRoutes, { prefix: '/ai' });
    await api.register(projectExportRoutes);
    await api.register(publicRoutes);
    await api.register(shareRoutes, { prefix: '/share' });
  };

export const buildApp = async (options: BuildAppOptions = {}): Promise<KilnApp> => {
  const config = options.config ?? loadConfig();
  const now = options.now ?? (() => new Date());
  const app = Fastify(serverOptions(config, options.logStream)).withTypeProvider<ZodTypeProvider>();
  try {
    // Infrastructure first (each plugin declares what it needs), then the shared services.
    await app.register(plugins.errors);
    await app.register(plugins.database, {
      config,
      database: options.database,
      skipMigrations: options.skipMigrations,
    });
    await app.register(plugins.redis, { url: config.redisUrl });
    await app.register(plugins.shutdown);
    await app.register(plugins.workers, { settings: config.workers });
    await app.register(plugins.metrics, { enabled: config.metricsToken !== undefined });
    await app.register(servicesPlugin, { config, now, hasher: options.hasher });
    await app.register(plugins.authentication, {
      verifyAccessToken: (token) => app.ctx.auth.authenticate(token),
      verifyAccessTokenWithProfile: (token) => app.ctx.auth.authenticateWithProfile(token),
      verifyApiKey: (key) => app.ctx.apiKeys.authenticate(key),
    });
    await app.register(plugins.jsonBody);
    await app.register(plugins.requestId);
    await app.register(plugins.securityHeaders);
    await app.register(plugins.cors, { origins: config.corsOrigins });
    await app.register(plugins.compression);
    await app.register(plugins.rateLimit, { config });
    await app.register(plugins.openApi, { version: config.appVersion });

    await app.register(apiAreas(options.ai ? { config: options.ai } : {}), { prefix: '/api' });
    await app.register(previewRoutes);
    await app.register(import('./registry/routes'));
    await app.register(mcpRoutes, options.ai ? { config: options.ai } : {});
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
