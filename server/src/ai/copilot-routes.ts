import {
  chatAnswerSchema,
  chatBodySchema,
  errorEnvelopeSchema,
  idParamsSchema,
  messageAnswerSchema,
  renameSessionAnswerSchema,
  renameSessionBodySchema,
  sessionAnswerSchema,
  sessionQuerySchema,
  sessionsAnswerSchema,
  sessionsQuerySchema,
  startSessionAnswerSchema,
  startSessionBodySchema,
  stopAnswerSchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { streamChat } from './chat-stream';
import type { AiService } from './service';
import { apiKeyRouteNote, apiKeySecurity } from '../lib/api-key-docs';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['ai'];
const security = [{ bearerAuth: [] }];

/** The copilot: chat sessions and their messages, answered as JSON or as an event stream. */
export const copilotRoutes: FastifyPluginAsyncZod<{ service: AiService }> = async (
  app,
  { service },
) => {
  app.post(
    '/copilot/session/start',
    {
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Start a copilot conversation',
        description: apiKeyRouteNote,
        body: startSessionBodySchema,
        response: { 201: startSessionAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await service.startSession(request.currentUser().userId, request.body ?? {});
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
        summary:
          'My conversations, most recent first: a conversation is listed from its first message on (a new, empty one is not)',
        querystring: sessionsQuerySchema,
        response: { 200: sessionsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listSessions(
        request.currentUser().userId,
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
        summary: 'One conversation with its messages (the latest `limit`, before `before`)',
        params: idParamsSchema,
        querystring: sessionQuerySchema,
        response: { 200: sessionAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getSession(
        request.currentUser().userId,
        request.params.id,
        request.query,
      ),
    }),
  );

  app.patch(
    '/copilot/sessions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a conversation',
        params: idParamsSchema,
        body: renameSessionBodySchema,
        response: { 200: renameSessionAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.renameSession(
        request.currentUser().userId,
        request.params.id,
        request.body.title,
      ),
    }),
  );

  app.post(
    '/copilot/sessions/:id/stop',
    {
      schema: {
        tags,
        security,
        summary:
          'Stop the answer being written for this conversation: nothing of it is stored or charged',
        params: idParamsSchema,
        response: { 200: stopAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { stopped: await service.stopAnswer(request.currentUser().userId, request.params.id) },
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
      await service.deleteSession(request.currentUser().userId, request.params.id);
      return { success: true as const, data: { message: 'Conversation deleted' } };
    },
  );

  app.post(
    '/copilot/chat',
    {
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Send a message; the answer follows the stored conversation',
        description: apiKeyRouteNote,
        body: chatBodySchema,
        response: { 200: chatAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.chat(request.currentUser().userId, request.body),
    }),
  );

  app.post(
    '/copilot/chat/stream',
    {
      schema: {
        tags,
        security: apiKeySecurity,
        summary:
          'The chat answer as Server-Sent Events: delta {text} …, status {stage}, then done {answer} or error {error}',
        description: apiKeyRouteNote,
        body: chatBodySchema,
      },
    },
    async (request, reply) => {
      const userId = request.currentUser().userId;
      await streamChat(request, reply, (stream) => service.chat(userId, request.body, stream));
    },
  );
};
