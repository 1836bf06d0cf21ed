import {
  browserReportSchema,
  componentVersionParamsSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  versionScorecardAnswerSchema,
  versionScorecardsAnswerSchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VersionChecks } from './version-checks';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['components'];
const security = [{ bearerAuth: [] }];

/** Scorecards of saved versions; registered inside the components area, which signs the caller in. */
export const versionScorecardRoutes: FastifyPluginAsyncZod<{ checks: VersionChecks }> = async (
  app,
  { checks },
) => {
  app.get(
    '/:id/scorecards',
    {
      schema: {
        tags,
        security,
        summary:
          "Every version's scorecard, newest first (server checks, and the browser's report)",
        params: idParamsSchema,
        response: { 200: versionScorecardsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { items: await checks.list(request.currentUser().userId, request.params.id) },
    }),
  );

  app.post(
    '/:id/versions/:version/scorecard',
    {
      schema: {
        tags,
        security,
        summary:
          "Store what my browser saw when it previewed this version (rendered, runtime error, axe violations); answers the version's scorecard",
        params: componentVersionParamsSchema,
        body: browserReportSchema,
        response: { 200: versionScorecardAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await checks.report(
        request.currentUser().userId,
        request.params.id,
        request.params.version,
        request.body,
      ),
    }),
  );
};
