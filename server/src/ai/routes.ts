import { API_KEY_SCOPE_ENDPOINTS } from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiAreaFor } from './area-service';
import { loadAiConfig, type AiConfig } from './config';
import { copilotRoutes } from './copilot-routes';
import { designRoutes } from './design-routes';
import { guardRoutes } from './guard-routes';
import { promptRoutes } from './prompt-routes';
import { qualityRoutes } from './quality-routes';

/** `METHOD /path` of the routes a key with the generate scope may call (the CLI's remote mode). */
const API_KEY_ROUTES = new Set<string>(API_KEY_SCOPE_ENDPOINTS.generate);

export interface AiRoutesOptions {
  /** Settings instead of the AI_* and OPENAI_* environment variables (tests). */
  config?: AiConfig;
}

/** The AI area: one service, its routes in groups. */
export const aiRoutes: FastifyPluginAsyncZod<AiRoutesOptions> = async (app, options) => {
  const config = options.config ?? loadAiConfig();
  const { service, guards } = aiAreaFor(app, config);
  const generationKey = app.authenticateKey('generate');
  app.addHook('preValidation', async (request, reply) => {
    // Health is read by the client before sign-in decisions; everything else needs a user.
    const url = request.routeOptions.url ?? '';
    if (url.endsWith('/prompt/health')) return;
    // Personal API keys reach only the endpoints that generate code (the CLI's remote mode).
    if (API_KEY_ROUTES.has(`${request.method} ${url}`)) return generationKey(request, reply);
    await app.authenticate(request, reply);
  });
  await app.register(copilotRoutes, { service });
  await app.register(designRoutes);
  await app.register(promptRoutes, { service });
  await app.register(guardRoutes, { guards });
  await app.register(qualityRoutes);
};
