import {
  aiHealthAnswerSchema,
  aiModelsAnswerSchema,
  chatAnswerSchema,
  chatBodySchema,
  codeGenerationRequestSchema,
  ErrorCode,
  errorEnvelopeSchema,
  generateAnswerSchema,
  historyAnswerSchema,
  historyQuerySchema,
  idParamsSchema,
  messageAnswerSchema,
  promptRecordBodySchema,
  promptSendAnswerSchema,
  sessionAnswerSchema,
  sessionsAnswerSchema,
  sessionsQuerySchema,
  startSessionAnswerSchema,
  startSessionBodySchema,
  suggestionsAnswerSchema,
  suggestionsBodySchema,
  type AiModel,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/guards';
import { AppError, errorBody } from '../errors';
import { recordUnchargedGeneration } from '../quota/service';
import { BUILTIN_MODEL } from './builtin';
import { loadAiConfig, type AiConfig } from './config';
import { editorSuggestions, cursorContext } from './editor';
import { ClientGoneError } from './errors';
import { checkUserRate } from './guards';
import { OpenAiCompatibleProvider } from './providers/openai';
import { createAiService } from './service';
import { openEventStream, type EventStream } from './sse';
import { completionPrompt } from './system-prompt';

export interface AiRoutesOptions {
  /** Settings instead of the AI_* and OPENAI_* environment variables (tests). */
  config?: AiConfig;
}

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['ai'];
const security = [{ bearerAuth: [] }];
const PROVIDER_CHECK_TIMEOUT_MS = 5_000;
const PROVIDER_CHECK_TTL_MS = 15_000;

export const aiRoutes: FastifyPluginAsyncZod<AiRoutesOptions> = async (app, options) => {
  const config = options.config ?? loadAiConfig();
  const { db, attempts, now, workers, lifecycle, metrics } = app.ctx;
  const provider = new OpenAiCompatibleProvider(config, lifecycle.signal);
  const service = createAiService({
    db,
    config,
    provider,
    attempts,
    workers,
    metrics,
    now,
    log: app.log,
  });
  const builtinModel: AiModel = {
    id: BUILTIN_MODEL,
    name: 'Kiln engine (built in, offline)',
    provider: 'builtin',
    available: true,
    isDefault: config.provider === 'builtin',
  };

  // Asking the provider on every health or models call would spend its rate limit; a short per-process memory is enough.
  let providerCheck: { at: number; models: string[] | undefined; latencyMs: number } | undefined;
  const checkProvider = async () => {
    if (providerCheck && Date.now() - providerCheck.at < PROVIDER_CHECK_TTL_MS)
      return providerCheck;
    const started = performance.now();
    const models = await provider.listModels(PROVIDER_CHECK_TIMEOUT_MS);
    providerCheck = { at: Date.now(), models, latencyMs: Math.round(performance.now() - started) };
    return providerCheck;
  };

  app.addHook('preValidation', async (request, reply) => {
    // Health is read by the client before sign-in decisions; everything else needs a user.
    if (request.routeOptions.url?.endsWith('/prompt/health')) return;
    await app.authenticate(request, reply);
  });

  app.get(
    '/prompt/health',
    {
      schema: {
        tags,
        summary: 'Whether the configured AI provider can answer',
        response: { 200: aiHealthAnswerSchema, ...errors },
      },
    },
    async () => {
      const base = { provider: config.provider, timestamp: now().toISOString() };
      if (config.provider === 'builtin') {
        return {
          success: true as const,
          data: {
            ...base,
            status: 'healthy' as const,
            model: BUILTIN_MODEL,
            configured: true,
            latencyMs: 0,
            message: 'The built-in engine answers offline.',
          },
        };
      }
      if (!provider.configured) {
        return {
          success: true as const,
          data: {
            ...base,
            status: 'unhealthy' as const,
            model: provider.defaultModel,
            configured: false,
            latencyMs: null,
            message: 'OpenAI API Key Required: OPENAI_API_KEY is not set.',
          },
        };
      }
      const check = await checkProvider();
      const healthy = check.models !== undefined;
      return {
        success: true as const,
        data: {
          ...base,
          status: healthy ? ('healthy' as const) : ('unhealthy' as const),
          model: provider.defaultModel,
          configured: true,
          latencyMs: check.latencyMs,
          message: healthy ? 'The AI provider answers.' : 'Failed to connect to AI service.',
        },
      };
    },
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
    async () => {
      if (config.provider === 'builtin') {
        return {
          success: true as const,
          data: { provider: config.provider, defaultModel: BUILTIN_MODEL, models: [builtinModel] },
        };
      }
      const listed = provider.configured ? (await checkProvider()).models : undefined;
      const ids = [
        provider.defaultModel,
        ...(listed ?? []).filter((id) => id !== provider.defaultModel),
      ];
      const models: AiModel[] = ids.map((id) => ({
        id,
        name: id,
        provider: 'openai',
        available:
          provider.configured &&
          (listed === undefined ? id === provider.defaultModel : listed.includes(id)),
        isDefault: id === provider.defaultModel,
      }));
      return {
        success: true as const,
        data: {
          provider: config.provider,
          defaultModel: provider.defaultModel,
          models: [...models, builtinModel],
        },
      };
    },
  );

  app.post(
    '/copilot/session/start',
    {
      schema: {
        tags,
        security,
        summary: 'Start a copilot conversation',
        body: startSessionBodySchema,
        response: { 201: startSessionAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await service.startSession(currentUser(request).userId, request.body ?? {});
      return reply
        .status(201)
        .send({ success: true as const, data: { ...session, sessionId: session.id } });
    },
  );

  app.get(
    '/copilot/sessions',
    {
      schema: {
        tags,
        security,
        summary: 'My conversations, most recent first',
        querystring: sessionsQuerySchema,
        response: { 200: sessionsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listSessions(
        currentUser(request).userId,
        request.query.page,
        request.query.limit,
      ),
    }),
  );

  app.get(
    '/copilot/sessions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One conversation with its messages',
        params: idParamsSchema,
        response: { 200: sessionAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getSession(currentUser(request).userId, request.params.id),
    }),
  );

  app.delete(
    '/copilot/sessions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a conversation and its messages',
        params: idParamsSchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await service.deleteSession(currentUser(request).userId, request.params.id);
      return { success: true as const, data: { message: 'Conversation deleted' } };
    },
  );

  app.post(
    '/copilot/chat',
    {
      schema: {
        tags,
        security,
        summary: 'Send a message; the answer follows the stored conversation',
        body: chatBodySchema,
        response: { 200: chatAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.chat(currentUser(request).userId, request.body),
    }),
  );

  app.post(
    '/copilot/chat/stream',
    {
      schema: {
        tags,
        security,
        summary:
          'The chat answer as Server-Sent Events: delta {text} …, status {stage}, then done {answer} or error {error}',
        body: chatBodySchema,
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).userId;
      let stream: EventStream | undefined;
      try {
        const data = await service.chat(userId, request.body, {
          open: () => {
            const opened = openEventStream(request, reply);
            stream = opened;
            return {
              signal: opened.signal,
              onDelta: (text) => opened.send('delta', { text }),
              onStatus: (stage, diagnostics) =>
                opened.send('status', diagnostics ? { stage, diagnostics } : { stage }),
            };
          },
        });
        stream?.send('done', { success: true, data });
      } catch (error) {
        // Refused before the stream opened: the usual JSON error answer.
        if (!stream) throw error;
        if (error instanceof ClientGoneError) {
          request.log.info('chat stream closed by the client; nothing stored');
        } else if (error instanceof AppError) {
          stream.send('error', errorBody(error.code, error.message, error.details));
        } else {
          request.log.error({ err: error }, 'chat stream failed');
          stream.send(
            'error',
            errorBody(
              ErrorCode.internal,
              'Something went wrong on our side. Please try again later.',
            ),
          );
        }
      } finally {
        stream?.end();
      }
    },
  );

  app.post(
    '/prompt/send',
    {
      schema: {
        tags,
        security,
        summary: 'Send a prompt record; answers code {typescript, html, scss}',
        body: promptRecordBodySchema,
        response: { 200: promptSendAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.sendPrompt(currentUser(request).userId, request.body),
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
    async (request) => {
      const userId = currentUser(request).userId;
      await checkUserRate(attempts, 'suggest', userId, config.suggestionsPerMinute);
      const context = cursorContext(request.body);
      const suggestions = editorSuggestions(request.body, context);
      if (config.provider === 'builtin')
        return {
          success: true as const,
          data: { suggestions, diagnostics: [], model: BUILTIN_MODEL },
        };
      const result = await provider.complete({
        messages: [
          {
            role: 'system',
            content:
              'You are a code completion engine for Angular 21 and React 19 components. Answer with code only.',
          },
          {
            role: 'user',
            content: completionPrompt(
              context.before.slice(-4000),
              context.after.slice(0, 2000),
              context.language,
            ),
          },
        ],
        maxTokens: 256,
      });
      await recordUnchargedGeneration(db, userId, {
        kind: 'suggestion',
        model: result.model,
        promptTokens: result.promptTokens,
        completionTokens: result.completionTokens,
        durationMs: result.durationMs,
        succeeded: true,
        at: now(),
      });
      const insertText = result.text.replace(/^```[\w-]*\n?|\n?```\s*$/g, '');
      const completion = {
        kind: 'completion' as const,
        label: insertText.split('\n')[0]?.slice(0, 80) || insertText.slice(0, 80),
        insertText,
        range: { start: context.offset, end: context.offset },
        detail: result.model,
      };
      return {
        success: true as const,
        data: { suggestions: [completion, ...suggestions], diagnostics: [], model: result.model },
      };
    },
  );

  app.post(
    '/generate',
    {
      schema: {
        tags,
        security,
        summary: 'Generate a component from a structured request',
        body: codeGenerationRequestSchema,
        response: { 200: generateAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.generateComponent(currentUser(request).userId, request.body),
    }),
  );

  app.get(
    '/history',
    {
      schema: {
        tags,
        security,
        summary: 'My prompts and their answers, newest first',
        querystring: historyQuerySchema,
        response: { 200: historyAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.history(
        currentUser(request).userId,
        request.query.page,
        request.query.limit,
      ),
    }),
  );
};
