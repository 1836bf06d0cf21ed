import multipart from '@fastify/multipart';
import { errorEnvelopeSchema, importAnswerSchema, importQuerySchema } from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createComponentImport } from './import-components';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };

/**
 * `POST /components/import`: one .zip or .tar.gz (multipart, field `file`) of at most 10485760
 * bytes. Without `?confirm=true` it answers the preview; with it, it saves the components.
 */
export const componentImportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart is parsed only in this plugin; the file is streamed by the route, never buffered.
  await app.register(multipart);
  app.addHook('preValidation', app.authenticate);
  const importer = createComponentImport(app.ctx.db, app.ctx.now);

  app.post(
    '/import',
    {
      schema: {
        tags: ['components'],
        security: [{ bearerAuth: [] }],
        summary:
          'Import a Kiln export or a folder of component files (.zip or .tar.gz): preview, then confirm',
        querystring: importQuerySchema,
        response: { 200: importAnswerSchema, 201: importAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await importer.run(
        request.currentUser().userId,
        request,
        request.query.confirm,
      );
      return reply
        .status(result.confirmed ? 201 : 200)
        .send({ success: true as const, data: result });
    },
  );
};
