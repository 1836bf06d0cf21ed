import { errorEnvelopeSchema, validateAnswerSchema, validateBodySchema } from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['ai'];
const security = [{ bearerAuth: [] }];

/** Code checks on demand. Registered inside the AI area, whose hook signs the caller in. */
export const qualityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { validator } = app.ctx;

  app.post(
    '/validate',
    {
      schema: {
        tags,
        security,
        summary:
          "The engine's validator (Angular template parser, TypeScript, sass) over the given files; results are cached by the files' hash",
        body: validateBodySchema,
        response: { 200: validateAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { hash, diagnostics } = await validator.validate(
        request.body.framework,
        request.body.files,
      );
      return { success: true as const, data: { hash, diagnostics } };
    },
  );
};
