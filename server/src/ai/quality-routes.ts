import {
  errorEnvelopeSchema,
  scorecardAnswerSchema,
  scorecardBodySchema,
  validateAnswerSchema,
  validateBodySchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverBusy } from '../errors';
import { requestGone } from '../lib/request-gone';
import { TaskDeadlineError } from '../workers/pool';
import { checkRequirements } from '@kiln/generator';
import { requirementsCheck, withRequirementsRow } from '../quality/requirements-check';
import { combineScorecard } from '../quality/scorecard';
import { checkAnswerOnServer } from '../quality/server-checks';

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
    async (request, reply) => {
      try {
        const { hash, diagnostics } = await validator.validate(
          request.body.framework,
          request.body.files,
          requestGone(reply),
        );
        return { success: true as const, data: { hash, diagnostics } };
      } catch (error) {
        // A task over its deadline means the pool is overloaded: retryable, like a full queue.
        if (error instanceof TaskDeadlineError) throw serverBusy();
        throw error;
      }
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
          "An answer's scorecard: requirements (with a description: its checklist checked against the files) first; compiles and safe from the server's checks; renders and accessible from the browser's report when sent, else not checked",
        body: scorecardBodySchema,
        response: { 200: scorecardAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const checks = await checkAnswerOnServer(
        validator,
        request.body.framework,
        request.body.files,
        now,
        requestGone(reply),
      );
      const { browser, description } = request.body;
      const scorecard = combineScorecard(
        checks,
        browser ?? null,
        browser ? now().toISOString() : null,
      );
      // The checklist is read and checked here, from what was asked: the client only displays it.
      const requirements =
        description === undefined
          ? undefined
          : requirementsCheck(
              checkRequirements(description, request.body.files),
              now().toISOString(),
            );
      return {
        success: true as const,
        data: withRequirementsRow(scorecard, requirements),
      };
    },
  );
};
