import {
  adminStatsAnswerSchema,
  adminUpdateUserBodySchema,
  adminUserAnswerSchema,
  adminUsersAnswerSchema,
  adminUsersQuerySchema,
  auditLogAnswerSchema,
  auditLogQuerySchema,
  errorEnvelopeSchema,
  idParamsSchema,
  inboxAnswerSchema,
  inboxQuerySchema,
  outboxAnswerSchema,
  pageQuerySchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientInfo } from '../lib/request-context';
import { readInbox, readOutbox } from './inbox';
import { createAdminService } from './service';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** Every route re-reads the caller's role from the database (requireAdmin), never trusting the token alone. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, auth, now } = app.ctx;
  const admin = createAdminService({ db, auth, now });
  app.addHook('preHandler', app.requireAdmin);

  app.get(
    '/stats',
    {
      schema: {
        tags,
        security,
        summary: 'Users, activity, generations per day (30 days) and plan mix',
        response: { 200: adminStatsAnswerSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await admin.stats() }),
  );

  app.get(
    '/users',
    {
      schema: {
        tags,
        security,
        summary: 'Users, newest first, filtered by e-mail or name, role, plan and active flag',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersAnswerSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await admin.listUsers(request.query) }),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One user',
        params: idParamsSchema,
        response: { 200: adminUserAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { user: await admin.getUser(request.params.id) },
    }),
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        tags,
        security,
        summary:
          "Change a user's role, plan or active flag (deactivation ends their sessions at once)",
        params: idParamsSchema,
        body: adminUpdateUserBodySchema,
        response: { 200: adminUserAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        user: await admin.updateUser(
          request.currentUser(),
          request.params.id,
          request.body,
          clientInfo(request),
        ),
      },
    }),
  );

  app.get(
    '/audit-log',
    {
      schema: {
        tags,
        security,
        summary: 'Audit log of admin actions, newest first',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogAnswerSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await admin.auditLog(request.query) }),
  );

  app.get(
    '/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Contact and feedback messages, newest first',
        querystring: inboxQuerySchema,
        response: { 200: inboxAnswerSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await readInbox(db, request.query) }),
  );

  app.get(
    '/outbox',
    {
      schema: {
        tags,
        security,
        summary: 'E-mails Kiln sent or queued (reset and verification links), newest first',
        querystring: pageQuerySchema,
        response: { 200: outboxAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readOutbox(db, request.query.page, request.query.limit),
    }),
  );
};
