import {
  errorEnvelopeSchema,
  libraryItemAnswerSchema,
  libraryItemParamsSchema,
  libraryItemQuerySchema,
  libraryListAnswerSchema,
  libraryQuerySchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { archiveAnswer } from '../export/archive-answer';
import { sendArchive } from '../export/send-archive';
import { createLibraryCatalog } from './catalog';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['library'];
const security = [{ bearerAuth: [] }];

/**
 * Kiln's component library, for signed-in people. Its items are shared (no owner), written only by
 * the seeding; a read waits for a seeding under way so a fresh server never answers an empty list.
 */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, library } = app.ctx;
  const catalog = createLibraryCatalog(db);
  app.addHook('preValidation', app.authenticate);
  app.addHook('preHandler', library.settled);
  app.addHook('onClose', library.settled);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'The library: search, category and framework filters, pages, counts per category',
        querystring: libraryQuerySchema,
        response: { 200: libraryListAnswerSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await catalog.list(request.query) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One library item with its files (its current version, or `version`)',
        params: libraryItemParamsSchema,
        querystring: libraryItemQuerySchema,
        response: { 200: libraryItemAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await catalog.read(request.params.id, request.query.version),
    }),
  );

  app.get(
    '/:id/download',
    {
      schema: {
        tags,
        security,
        summary: "A library item's files as a zip archive",
        params: libraryItemParamsSchema,
        querystring: libraryItemQuerySchema,
        response: { 200: archiveAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const item = await catalog.read(request.params.id, request.query.version);
      return sendArchive(reply, `${item.name} v${item.version}`, item.files);
    },
  );
};
