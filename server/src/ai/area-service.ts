import type { FastifyInstance } from 'fastify';
import type { AiConfig } from './config';
import { createGuardStore, type GuardStore } from './guards';
import { createProviderClients } from './provider-clients';
import { createProviderSettings } from './provider-settings';
import { settingsRowOf } from './settings-row';
import { createAiService, type AiService } from './service';

export interface AiArea {
  service: AiService;
  guards: GuardStore;
}

/** One AI service per app (keyed by its shared context), for the routes under /api/ai and /mcp. */
const built = new WeakMap<object, AiArea>();

/**
 * The AI service wired to the app's shared services: built once, so every route that generates
 * (the AI area's, the MCP endpoint's) meters, limits and reaches the provider through one instance.
 */
export const aiAreaFor = (app: FastifyInstance, config: AiConfig): AiArea => {
  const known = built.get(app.ctx);
  if (known) return known;
  const { db, database, attempts, now, workers, validator, lifecycle, metrics } = app.ctx;
  const settings = settingsRowOf(database);
  // The shutdown signal aborts every provider call in flight when the server stops.
  const current = createProviderClients({
    settings: createProviderSettings(settings, config),
    config,
    now,
    log: app.log,
    shutdown: lifecycle.signal,
  });
  const guards = createGuardStore(settings, config);
  const service = createAiService({
    db,
    config,
    guards,
    current,
    attempts,
    workers,
    onPrinted: validator.printed,
    metrics,
    now,
    log: app.log,
  });
  const area = { service, guards };
  built.set(app.ctx, area);
  return area;
};
