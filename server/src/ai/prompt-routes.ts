import {
  aiHealthAnswerSchema,
  aiModelsAnswerSchema,
  clearHistoryAnswerSchema,
  codeGenerationRequestSchema,
  errorEnvelopeSchema,
  generateAnswerSchema,
  historyAnswerSchema,
  historyQuerySchema,
  idParamsSchema,
  messageAnswerSchema,
  promptRecordBodySchema,
  promptSendAnswerSchema,
  suggestionsAnswerSchema,
  suggestionsBodySchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AiService } from './service';
import { requestGone } from '../lib/request-gone';
import { apiKeyRouteNote, apiKeySecurity } from '../lib/api-key-docs';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['ai'];
const security = [{ bearerAuth: [] }];

/** The prompt API, structured generation, editor suggestions, history and the provider’s status. */
export const promptRoutes: FastifyPluginAsyncZod<{ service: AiService }> = async (
  app,
  { service },
) => {
  app.get(
    '/prompt/health',
    {
      schema: {
        tags,
        summary: 'Whether the configured AI provider can answer',
        response: { 200: aiHealthAnswerSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await service.health() }),
  );

  app.get(
    '/prompt/models',
    {
      schema: {
        tags,
        security,
        summary: 'Models of the configured provider, and the built-in engine',
        response: { 200: aiModelsAnswerSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await service.models() }),
  );

  app.post(
    '/prompt/send',
    {
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Send a prompt record; answers code {typescript, html, scss}',
        description: apiKeyRouteNote,
        body: promptRecordBodySchema,
        response: { 200: promptSendAnswerSchema, ...errors },
      },
    },
    async (request, reply) => ({
      success: true as const,
      data: await service.sendPrompt(
        request.currentUser().userId,
        request.body,
        requestGone(reply),
      ),
    }),
  );

  app.post(
    '/prompt/suggestions',
    {
      schema: {
        tags,
        security,
        summary: 'Completions and edits at the cursor, for the code editor',
        body: suggestionsBodySchema,
        response: { 200: suggestionsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.suggest(request.currentUser().userId, request.body),
    }),
  );

  app.post(
    '/generate',
    {
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Generate a component from a structured request',
        description: apiKeyRouteNote,
        body: codeGenerationRequestSchema,
        response: { 200: generateAnswerSchema, ...errors },
      },
    },
    async (request, reply) => ({
      success: true as const,
      data: await service.generateComponent(
        request.currentUser().userId,
        request.body,
        requestGone(reply),
      ),
    }),
  );

  app.get(
    '/history',
    {
      schema: {
        tags,
        security,
        summary:
          'My generations (copilot, prompt API, generate), newest first: search the prompts, filter by framework and status',
        querystring: historyQuerySchema,
        response: { 200: historyAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.history.list(request.currentUser().userId, request.query),
    }),
  );

  app.delete(
    '/history/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Delete one entry from my history and its stored prompt (usage figures still count it)',
        params: idParamsSchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await service.history.remove(request.currentUser().userId, request.params.id);
      return { success: true as const, data: { message: 'History entry deleted' } };
    },
  );

  app.delete(
    '/history',
    {
      schema: {
        tags,
        security,
        summary: 'Clear my history and its stored prompts (usage figures still count them)',
        response: { 200: clearHistoryAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { deleted: await service.history.clear(request.currentUser().userId) },
    }),
  );
};
