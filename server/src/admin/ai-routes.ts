import {
  adminAiGuardsAnswerSchema,
  adminAiProviderAnswerSchema,
  aiConnectionTestAnswerSchema,
  errorEnvelopeSchema,
  updateAiGuardsBodySchema,
  updateAiProviderBodySchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadAiConfig, type AiConfig } from '../ai/config';
import { createGuardStore } from '../ai/guards';
import { createProviderSettings } from '../ai/provider-settings';
import { settingsRowOf } from '../ai/settings-row';
import { clientInfo } from '../lib/request-context';
import { testAiConnection } from './ai-connection-test';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['admin'];
const security = [{ bearerAuth: [] }];

export interface AdminAiRoutesOptions {
  /** The environment's AI settings, whose limits are the defaults (tests pass their own). */
  config?: AiConfig;
}

/** The operator's controls over the AI: the provider in use and the guard rules the AI endpoints apply. */
export const adminAiRoutes: FastifyPluginAsyncZod<AdminAiRoutesOptions> = async (app, options) => {
  const { now } = app.ctx;
  const aiConfig = options.config ?? loadAiConfig();
  const settings = settingsRowOf(app.ctx.database);
  const guards = createGuardStore(settings, aiConfig);
  const providers = createProviderSettings(settings, aiConfig);
  app.addHook('preHandler', app.requireAdmin);

  app.get(
    '/provider',
    {
      schema: {
        tags,
        security,
        summary:
          'The AI provider in use: base URL, model, where its key comes from (never the key)',
        response: { 200: adminAiProviderAnswerSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await providers.adminView() }),
  );

  app.put(
    '/provider',
    {
      schema: {
        tags,
        security,
        summary:
          'Switch between the built-in engine and an OpenAI-compatible provider (write-only key, stored encrypted, audited, applied on the next request)',
        body: updateAiProviderBodySchema,
        response: { 200: adminAiProviderAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await providers.update(
        request.currentUser().userId,
        request.body,
        clientInfo(request),
        now(),
      ),
    }),
  );

  app.get(
    '/guards',
    {
      schema: {
        tags,
        security,
        summary: 'The AI guard rules, blocked terms included',
        response: { 200: adminAiGuardsAnswerSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await guards.adminView() }),
  );

  app.put(
    '/guards',
    {
      schema: {
        tags,
        security,
        summary: 'Change AI guard rules (applied on the next request, audited)',
        body: updateAiGuardsBodySchema,
        response: { 200: adminAiGuardsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await guards.update(
        request.currentUser().userId,
        request.body,
        clientInfo(request),
        now(),
      ),
    }),
  );

  app.post(
    '/test-connection',
    {
      schema: {
        tags,
        security,
        summary:
          "Test the configured provider: its models, one short prompt's latency, the model's context length",
        response: { 200: aiConnectionTestAnswerSchema, ...errors },
      },
    },
    async () => {
      const active = await providers.active();
      const result = await testAiConnection({
        ...aiConfig,
        provider: active.provider,
        openai: active.openai,
      });
      // The copilot fits each conversation to the context length read here.
      await providers.rememberContextLength(active, result.contextLength, now());
      return { success: true as const, data: result };
    },
  );
};
