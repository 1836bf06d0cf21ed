import {
  designAnswerSchema,
  designBodySchema,
  designKeptAnswerSchema,
  designTextAnswerSchema,
  designTextBodySchema,
  errorEnvelopeSchema,
  uuidParam,
  variantsAnswerSchema,
  variantsQuerySchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDesign } from './design';
import { changeShownText } from './design-text';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['ai'];
const security = [{ bearerAuth: [] }];
const params = z.object({ id: uuidParam, messageId: uuidParam });

/**
 * Design mode on the copilot's answers: edits picked in the preview, applied and checked (nothing
 * stored, nothing charged), kept as the conversation's newest answer, and variants of an answer.
 * Every such route names the session and the answer, and finds only the signed-in user's. And
 * design mode on files the caller sends (the editor's), which reads nothing stored.
 */
export const designRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, validator, now } = app.ctx;
  const design = createDesign(db, validator, now);
  const answerPath = '/copilot/sessions/:id/answers/:messageId';

  app.post(
    '/design/text',
    {
      schema: {
        tags,
        security,
        summary:
          'Design mode on files the caller holds (the editor): a text the preview shows, changed where the markup writes it and nowhere else (nothing stored)',
        body: designTextBodySchema,
        response: { 200: designTextAnswerSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: changeShownText(request.body) }),
  );

  app.post(
    `${answerPath}/design`,
    {
      schema: {
        tags,
        security,
        summary:
          'An answer with design-mode edits applied, in order, to the answer as stored: its parts, files, checklist and checks (nothing stored, no generation used)',
        params,
        body: designBodySchema,
        response: { 200: designAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await design.preview(
        request.currentUser().userId,
        request.params.id,
        request.params.messageId,
        request.body.edits,
      ),
    }),
  );

  app.post(
    `${answerPath}/design/keep`,
    {
      schema: {
        tags,
        security,
        summary:
          "Keeps an answer's design-mode edits as the conversation's newest answer (no generation used); saving it makes a version",
        params,
        body: designBodySchema,
        response: { 201: designKeptAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await design.keep(
          request.currentUser().userId,
          request.params.id,
          request.params.messageId,
          request.body.edits,
        ),
      }),
  );

  app.get(
    `${answerPath}/variants`,
    {
      schema: {
        tags,
        security,
        summary:
          "Up to three takes on an engine answer's description (density, corners, emphasis), each checked; keep one with its edits (no generation used)",
        params,
        querystring: variantsQuerySchema,
        response: { 200: variantsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        takes: await design.variants(
          request.currentUser().userId,
          request.params.id,
          request.params.messageId,
          request.query.count,
        ),
      },
    }),
  );
};
