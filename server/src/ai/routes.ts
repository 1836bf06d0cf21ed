import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadAiConfig, type AiConfig } from './config';
import { copilotRoutes } from './copilot-routes';
import { guardRoutes } from './guard-routes';
import { createGuardStore } from './guards';
import { promptRoutes } from './prompt-routes';
import { qualityRoutes } from '../quality/routes';
import { OpenAiCompatibleProvider } from './providers/openai';
import { createAiService } from './service';

const GENERATION_ROUTES = [
  '/copilot/session/start',
  '/copilot/chat',
  '/copilot/chat/stream',
  '/prompt/send',
  '/generate',
];

export interface AiRoutesOptions {
  /** Settings instead of the AI_* and OPENAI_* environment variables (tests). */
  config?: AiConfig;
}

/** The AI area: one service, its routes in two groups. */
export const aiRoutes: FastifyPluginAsyncZod<AiRoutesOptions> = async (app, options) => {
  const config = options.config ?? loadAiConfig();
  const { db, attempts, now, workers, lifecycle, metrics } = app.ctx;
  // The shutdown signal aborts every provider call in flight when the server stops.
  const provider = new OpenAiCompatibleProvider(config, lifecycle.signal);
  const guards = createGuardStore(db, config);
  const service = createAiService({
    db,
    config,
    guards,
    provider,
    attempts,
    workers,
    metrics,
    now,
    log: app.log,
  });
  app.addHook('preValidation', async (request, reply) => {
    // Health is read by the client before sign-in decisions; everything else needs a user.
    const url = request.routeOptions.url ?? '';
    if (url.endsWith('/prompt/health')) return;
    // Personal API keys reach only the endpoints that generate code (the CLI's remote mode).
    if (GENERATION_ROUTES.some((route) => url.endsWith(route)))
      return app.authenticateGeneration(request, reply);
    await app.authenticate(request, reply);
  });
  await app.register(copilotRoutes, { service });
  await app.register(promptRoutes, { service });
  await app.register(guardRoutes, { guards });
  await app.register(qualityRoutes);
};
