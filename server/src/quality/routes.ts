import {
  errorEnvelopeSchema,
  scorecardAnswerSchema,
  scorecardBodySchema,
  validateAnswerSchema,
  validateBodySchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { combineScorecard } from './scorecard';
import { checkOnServer } from './server-checks';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['ai'];
const security = [{ bearerAuth: [] }];

/** Code checks on demand. Registered inside the AI area, whose hook signs the caller in. */
export const qualityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { validator, now } = app.ctx;

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

  // An answer arrives first; the app then asks for its scorecard, so answering never waits for
  // validation. The browser rows stay "not checked" until the preview reports them.
  app.post(
    '/scorecard',
    {
      schema: {
        tags,
        security,
        summary:
          "The server's half of an answer's scorecard (compiles, safe); renders and accessible are not checked until the browser reports them",
        body: scorecardBodySchema,
        response: { 200: scorecardAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const checks = await checkOnServer(
        validator,
        request.body.framework,
        request.body.files,
        now,
      );
      return { success: true as const, data: combineScorecard(checks, null, null) };
    },
  );
};
