import { errorEnvelopeSchema, idParamsSchema } from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatAnswerFiles, promptResponseFiles } from '../export/answer-files';
import { archiveAnswer } from '../export/archive-answer';
import { sendArchive } from '../export/send-archive';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['ai'];
const security = [{ bearerAuth: [] }];

/** Downloads of answers' files as zip archives. */
export const aiArchiveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.authenticate);
  const { db } = app.ctx;

  app.get(
    '/copilot/messages/:id/archive',
    {
      schema: {
        tags,
        security,
        summary: "A copilot answer's files as a zip archive",
        params: idParamsSchema,
        response: { 200: archiveAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { name, files } = await chatAnswerFiles(
        db,
        request.currentUser().userId,
        request.params.id,
      );
      return sendArchive(reply, name, files);
    },
  );

  app.get(
    '/responses/:id/archive',
    {
      schema: {
        tags,
        security,
        summary: "A prompt or generate answer's files as a zip archive",
        params: idParamsSchema,
        response: { 200: archiveAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { name, files } = await promptResponseFiles(
        db,
        request.currentUser().userId,
        request.params.id,
      );
      return sendArchive(reply, name, files);
    },
  );
};
