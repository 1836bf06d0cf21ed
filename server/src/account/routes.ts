import {
  apiKeysAnswerSchema,
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  createApiKeyBodySchema,
  createdApiKeyAnswerSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  messageAnswerSchema,
  recoveryCodesAnswerSchema,
  loginSessionsAnswerSchema,
  totpConfirmBodySchema,
  totpDisableBodySchema,
  totpEnrolmentAnswerSchema,
  twoFactorStatusAnswerSchema,
  userAnswerSchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientInfo } from '../lib/request-context';
import { createAccountSecurity } from '../users/account';
import { requireUserView } from '../auth/user-view';
import { createAvatars } from './avatar';
import { createEmailLinks } from '../auth/email-links';
import { createSessionList } from './sessions';
import { createTwoFactor } from './two-factor';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['account'];
const security = [{ bearerAuth: [] }];
const done = (message: string) => ({ success: true as const, data: { message } });

/** A signed-in person's account security: sessions, two-factor sign-in, API keys, avatar upload. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, hasher, auth, attempts, apiKeys, mailer, config, now } = app.ctx;
  const sessions = createSessionList(db, now);
  const { checkPassword } = createAccountSecurity({ db, hasher, auth, attempts, now });
  const twoFactor = createTwoFactor({ db, secretsKey: config.secretsKey, checkPassword, now });
  const avatars = createAvatars(db, now);
  const links = createEmailLinks({ db, mailer, hasher, auth, publicUrl: config.publicUrl, now });
  app.addHook('preValidation', app.authenticate);
  // The avatar upload is the one binary body: read from the bytes, never trusted by its type.
  app.addContentTypeParser(
    [...AVATAR_TYPES],
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_request, body, finish) => finish(null, body),
  );

  app.get(
    '/sessions',
    {
      schema: {
        tags,
        security,
        summary: 'My signed-in devices, most recent first',
        response: { 200: loginSessionsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { sessions: await sessions.list(request.currentUser()) },
    }),
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Sign one of my sessions out',
        params: idParamsSchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await sessions.revoke(request.currentUser(), request.params.id, clientInfo(request));
      return done('Session signed out');
    },
  );

  app.get(
    '/two-factor',
    {
      schema: {
        tags,
        security,
        summary: 'Whether two-factor sign-in is on',
        response: { 200: twoFactorStatusAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await twoFactor.status(request.currentUser().userId),
    }),
  );

  app.post(
    '/two-factor/enrol',
    {
      schema: {
        tags,
        security,
        summary: 'Start two-factor enrolment: a new secret and its QR code',
        response: { 200: totpEnrolmentAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await twoFactor.enrol(request.currentUser().userId),
    }),
  );

  app.post(
    '/two-factor/confirm',
    {
      schema: {
        tags,
        security,
        summary: 'Turn two-factor sign-in on with a first code; answers the recovery codes once',
        body: totpConfirmBodySchema,
        response: { 200: recoveryCodesAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        recoveryCodes: await twoFactor.confirm(
          request.currentUser(),
          request.body.code,
          clientInfo(request),
        ),
      },
    }),
  );

  app.post(
    '/two-factor/disable',
    {
      schema: {
        tags,
        security,
        summary: 'Turn two-factor sign-in off (password required)',
        body: totpDisableBodySchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await twoFactor.disable(request.currentUser(), request.body.password, clientInfo(request));
      return done('Two-factor sign-in is off');
    },
  );

  app.get(
    '/api-keys',
    {
      schema: {
        tags,
        security,
        summary: 'My personal API keys (names and prefixes only)',
        response: { 200: apiKeysAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { keys: await apiKeys.list(request.currentUser().userId) },
    }),
  );

  app.post(
    '/api-keys',
    {
      schema: {
        tags,
        security,
        summary:
          'Create a personal API key for the generation endpoints, the MCP tools or both (its scopes); the key is shown once',
        body: createApiKeyBodySchema,
        response: { 201: createdApiKeyAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await apiKeys.create(request.currentUser(), request.body, clientInfo(request)),
      }),
  );

  app.delete(
    '/api-keys/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Revoke one of my API keys',
        params: idParamsSchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await apiKeys.revoke(request.currentUser(), request.params.id, clientInfo(request));
      return done('API key revoked');
    },
  );

  app.put(
    '/avatar',
    {
      bodyLimit: AVATAR_MAX_BYTES,
      schema: {
        tags,
        security,
        summary:
          'Upload my avatar: a PNG, JPEG or WebP image of at most 2 MB (re-encoded, resized)',
        body: z.instanceof(Buffer),
        response: { 200: userAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = request.currentUser();
      await avatars.upload(userId, request.body);
      return { success: true as const, data: { user: await requireUserView(db, userId, now()) } };
    },
  );

  app.post(
    '/verify-email/resend',
    {
      schema: {
        tags,
        security,
        summary: 'Send the e-mail verification link again',
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUserView(db, request.currentUser().userId, now());
      await links.sendVerification(user.id, user.email);
      return done('Verification e-mail sent');
    },
  );
};
