import {
  authAnswerSchema,
  errorEnvelopeSchema,
  messageAnswerSchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  secondFactorBodySchema,
  verifyEmailBodySchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientInfo } from '../lib/request-context';
import { createEmailLinks } from './email-links';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['auth'];

/** Signed-out account steps: the second sign-in factor, password reset, e-mail verification. */
export const authRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, hasher, auth, mailer, config, now } = app.ctx;
  const links = createEmailLinks({ db, mailer, hasher, auth, publicUrl: config.publicUrl, now });
  const credentialRateLimit = {
    rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' },
  };

  app.post(
    '/login/second-factor',
    {
      config: credentialRateLimit,
      schema: {
        tags,
        summary:
          'Complete a login that answered SECOND_FACTOR_REQUIRED with an authenticator or recovery code',
        body: secondFactorBodySchema,
        response: { 200: authAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await auth.completeSecondFactor(
        request.body.challenge,
        request.body.code,
        clientInfo(request),
      )),
    }),
  );

  app.post(
    '/reset-password/request',
    {
      config: credentialRateLimit,
      schema: {
        tags,
        summary:
          'E-mail a password-reset link (same answer whether or not the address has an account)',
        body: passwordResetRequestBodySchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await links.requestReset(request.body.email, clientInfo(request));
      return {
        success: true as const,
        data: { message: 'If an account uses this address, a reset link is on its way.' },
      };
    },
  );

  app.post(
    '/reset-password',
    {
      config: credentialRateLimit,
      schema: {
        tags,
        summary: 'Set a new password from a reset link (signs out every session)',
        body: passwordResetBodySchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await links.resetPassword(request.body.token, request.body.newPassword, clientInfo(request));
      return {
        success: true as const,
        data: { message: 'Password changed successfully. Sign in with your new password.' },
      };
    },
  );

  app.post(
    '/verify-email',
    {
      config: credentialRateLimit,
      schema: {
        tags,
        summary: 'Confirm an e-mail address from its link',
        body: verifyEmailBodySchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await links.verifyEmail(request.body.token);
      return { success: true as const, data: { message: 'E-mail address confirmed' } };
    },
  );
};
