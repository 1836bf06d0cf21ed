import {
  analyticsAnswerSchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  errorEnvelopeSchema,
  exportAnswerSchema,
  generationsAnswerSchema,
  generationsQuerySchema,
  idParamsSchema,
  messageAnswerSchema,
  preferencesAnswerSchema,
  updatePreferencesBodySchema,
  updateProfileBodySchema,
  usageTrendsAnswerSchema,
  usageTrendsQuerySchema,
  userAnswerSchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientInfo } from '../lib/request-context';
import { createUserService } from './service';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['users'];
const security = [{ bearerAuth: [] }];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, hasher, auth, attempts, now } = app.ctx;
  const users = createUserService({ db, hasher, auth, attempts, now });
  // preValidation: after the rate limiter (onRequest) has counted the request, before the input is validated.
  app.addHook('preValidation', app.authenticate);

  app.get(
    '/profile',
    {
      schema: {
        tags,
        security,
        summary: 'My profile',
        response: { 200: userAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const me = request.currentUser();
      return { success: true as const, data: { user: await users.getProfile(me, me.userId) } };
    },
  );

  app.put(
    '/profile',
    {
      schema: {
        tags,
        security,
        summary: 'Update my profile',
        body: updateProfileBodySchema,
        response: { 200: userAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const me = request.currentUser();
      return {
        success: true as const,
        data: { user: await users.updateProfile(me, me.userId, request.body, clientInfo(request)) },
      };
    },
  );

  app.get(
    '/:id/profile',
    {
      schema: {
        tags,
        security,
        summary: 'A profile by id (own, or any for admins)',
        params: idParamsSchema,
        response: { 200: userAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { user: await users.getProfile(request.currentUser(), request.params.id) },
    }),
  );

  app.put(
    '/:id/profile',
    {
      schema: {
        tags,
        security,
        summary: 'Update a profile by id (own, or any for admins)',
        params: idParamsSchema,
        body: updateProfileBodySchema,
        response: { 200: userAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        user: await users.updateProfile(
          request.currentUser(),
          request.params.id,
          request.body,
          clientInfo(request),
        ),
      },
    }),
  );

  app.get(
    '/analytics',
    {
      schema: {
        tags,
        security,
        summary: 'My generation totals and current usage period',
        response: { 200: analyticsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await users.analytics(request.currentUser().userId),
    }),
  );

  app.get(
    '/analytics/generations',
    {
      schema: {
        tags,
        security,
        summary: 'My generations, newest first',
        querystring: generationsQuerySchema,
        response: { 200: generationsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await users.generations(
        request.currentUser().userId,
        request.query.page,
        request.query.limit,
      ),
    }),
  );

  app.get(
    '/analytics/usage-trends',
    {
      schema: {
        tags,
        security,
        summary: 'My daily usage over 7, 30 or 90 days',
        querystring: usageTrendsQuerySchema,
        response: { 200: usageTrendsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await users.usageTrends(request.currentUser().userId, request.query.period),
    }),
  );

  app.get(
    '/preferences',
    {
      schema: {
        tags,
        security,
        summary: 'My preferences',
        response: { 200: preferencesAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { preferences: await users.getPreferences(request.currentUser().userId) },
    }),
  );

  app.put(
    '/preferences',
    {
      schema: {
        tags,
        security,
        summary: 'Change some of my preferences',
        body: updatePreferencesBodySchema,
        response: { 200: preferencesAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        preferences: await users.updatePreferences(request.currentUser().userId, request.body),
      },
    }),
  );

  app.post(
    '/change-password',
    {
      schema: {
        tags,
        security,
        summary: 'Change my password (signs out my other sessions)',
        body: changePasswordBodySchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await users.changePassword(
        request.currentUser(),
        request.body.currentPassword,
        request.body.newPassword,
        clientInfo(request),
      );
      return { success: true as const, data: { message: 'Password changed successfully' } };
    },
  );

  app.get(
    '/export',
    {
      schema: {
        tags,
        security,
        summary: 'Everything Kiln holds about me, as JSON',
        response: { 200: exportAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await users.exportData(request.currentUser().userId);
      void reply.header(
        'content-disposition',
        `attachment; filename="kiln-export-${data.exportedAt.slice(0, 10)}.json"`,
      );
      void reply.header('cache-control', 'no-store');
      return { success: true as const, data };
    },
  );

  app.delete(
    '/me',
    {
      schema: {
        tags,
        security,
        summary: 'Delete my account and all my data (password required)',
        body: deleteAccountBodySchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await users.deleteAccount(request.currentUser(), request.body.password, clientInfo(request));
      return {
        success: true as const,
        data: { message: 'Your account and its data have been deleted' },
      };
    },
  );
};
