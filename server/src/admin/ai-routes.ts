import {
  adminAiGuardsAnswerSchema,
  aiConnectionTestAnswerSchema,
  errorEnvelopeSchema,
  updateAiGuardsBodySchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadAiConfig, type AiConfig } from '../ai/config';
import { createGuardStore } from '../ai/guards';
import { currentUser } from '../auth/request-hooks';
import { clientInfo } from '../lib/request-context';
import { testAiConnection } from './ai-connection-test';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['admin'];
const security = [{ bearerAuth: [] }];

export interface AdminAiRoutesOptions {
  /** The environment's AI settings, whose limits are the defaults (tests pass their own). */
  config?: AiConfig;
}

/** The operator's controls over the AI: the guard rules the AI endpoints apply. */
export const adminAiRoutes: FastifyPluginAsyncZod<AdminAiRoutesOptions> = async (app, options) => {
  const { db, now } = app.ctx;
  const aiConfig = options.config ?? loadAiConfig();
  const guards = createGuardStore(db, aiConfig);
  app.addHook('preHandler', app.requireAdmin);

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
        currentUser(request).userId,
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
    async () => ({ success: true as const, data: await testAiConnection(aiConfig) }),
  );
};
