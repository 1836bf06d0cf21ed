import { aiGuardSettingsAnswerSchema, errorEnvelopeSchema } from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GuardStore } from './guards';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };

/** The limits the composer enforces before sending, as the AI endpoints apply them now. */
export const guardRoutes: FastifyPluginAsyncZod<{ guards: GuardStore }> = async (
  app,
  { guards },
) => {
  app.get(
    '/guards',
    {
      schema: {
        tags: ['ai'],
        summary:
          'The AI guard limits in force: prompt length, message interval, requests per minute',
        security: [{ bearerAuth: [] }],
        response: { 200: aiGuardSettingsAnswerSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await guards.publicView() }),
  );
};
