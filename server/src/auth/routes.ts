import {
  authAnswerSchema,
  errorEnvelopeSchema,
  loginBodySchema,
  logoutBodySchema,
  messageAnswerSchema,
  profileAnswerSchema,
  refreshAnswerSchema,
  refreshBodySchema,
  signupBodySchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEmailLinks } from './email-links';
import { clientInfo } from '../lib/request-context';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, config } = app.ctx;
  const verificationLinks = createEmailLinks({ ...app.ctx, publicUrl: config.publicUrl });
  // Credential endpoints are the brute-force target: a tighter per-address limit than the API default.
  const credentialRateLimit = {
    rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' },
  };

  app.post(
    '/signup',
    {
      config: credentialRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: signupBodySchema,
        response: { 201: authAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await auth.signup(request.body, clientInfo(request));
      await verificationLinks.sendVerification(session.user.id, session.user.email);
      return reply.status(201).send({ success: true, ...session });
    },
  );

  app.post(
    '/login',
    {
      config: credentialRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginBodySchema,
        response: { 200: authAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const session = await auth.login(
        request.body.email,
        request.body.password,
        clientInfo(request),
      );
      return { success: true as const, ...session };
    },
  );

  app.post(
    '/refresh',
    {
      config: credentialRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for new tokens (the old one stops working)',
        body: refreshBodySchema,
        response: { 200: refreshAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auth.refresh(request.body.refreshToken, clientInfo(request)),
    }),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the login the refresh token belongs to',
        body: logoutBodySchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await auth.logout(request.body.refreshToken, clientInfo(request));
      return { success: true as const, data: { message: 'Logged out' } };
    },
  );

  app.get(
    '/profile',
    {
      // The guard's own statement answers the profile: one database round trip for the whole request.
      preValidation: app.authenticateWithProfile,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: profileAnswerSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: { user: request.currentProfile() } }),
  );
};
