import {
  errorEnvelopeSchema,
  idParamsSchema,
  markAllReadAnswerSchema,
  messageAnswerSchema,
  notificationAnswerSchema,
  notificationsAnswerSchema,
  notificationsQuerySchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createNotificationService } from '../notifications/service';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createNotificationService(app.ctx.db, app.ctx.now);
  // preValidation: after the rate limiter (onRequest) has counted the request, before the input is validated.
  app.addHook('preValidation', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'My notifications, newest first',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.list(request.currentUser().userId, request.query),
    }),
  );

  app.put(
    '/read-all',
    {
      schema: {
        tags,
        security,
        summary: 'Mark all my notifications read',
        response: { 200: markAllReadAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        updated: await service.markAllRead(request.currentUser().userId),
        unreadCount: 0 as const,
      },
    }),
  );

  app.put(
    '/:id/read',
    {
      schema: {
        tags,
        security,
        summary: 'Mark one notification read',
        params: idParamsSchema,
        response: { 200: notificationAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        notification: await service.markRead(request.currentUser().userId, request.params.id),
      },
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete one notification',
        params: idParamsSchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(request.currentUser().userId, request.params.id);
      return { success: true as const, data: { message: 'Notification deleted' } };
    },
  );
};
