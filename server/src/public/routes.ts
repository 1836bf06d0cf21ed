import {
  contactBodySchema,
  errorEnvelopeSchema,
  feedbackBodySchema,
  messageReceiptAnswerSchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { inboundMessages } from '../db/schema/index';
import { clientInfo } from '../lib/request-context';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['public'];

export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, auth } = app.ctx;
  const messageRateLimit = {
    rateLimit: { max: config.publicMessagesPerHour, timeWindow: '1 hour' },
  };

  /** A signed-in sender is linked to their message; a missing or stale token simply sends anonymously. */
  const optionalUserId = async (request: FastifyRequest): Promise<string | null> => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return null;
    try {
      return (await auth.authenticate(match[1])).userId;
    } catch {
      return null;
    }
  };

  app.post(
    '/contact',
    {
      config: messageRateLimit,
      schema: {
        tags,
        summary: 'Send a message to the Kiln team',
        body: contactBodySchema,
        response: { 201: messageReceiptAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const client = clientInfo(request);
      const [row] = await db
        .insert(inboundMessages)
        .values({
          kind: 'contact',
          userId: await optionalUserId(request),
          name: request.body.name,
          email: request.body.email,
          company: request.body.company ?? null,
          subject: request.body.subject,
          message: request.body.message,
          ip: client.ip,
          userAgent: client.userAgent,
        })
        .returning({ id: inboundMessages.id, createdAt: inboundMessages.createdAt });
      if (!row) throw new Error('message insert returned no row');
      return reply.status(201).send({
        success: true,
        data: {
          id: row.id,
          receivedAt: row.createdAt.toISOString(),
          message: 'Thanks for reaching out. We will reply by e-mail.',
        },
      });
    },
  );

  app.post(
    '/feedback',
    {
      config: messageRateLimit,
      schema: {
        tags,
        summary: 'Send feedback about Kiln',
        body: feedbackBodySchema,
        response: { 201: messageReceiptAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const client = clientInfo(request);
      const [row] = await db
        .insert(inboundMessages)
        .values({
          kind: 'feedback',
          userId: await optionalUserId(request),
          email: request.body.email ?? null,
          message: request.body.message,
          category: request.body.category,
          rating: request.body.rating ?? null,
          page: request.body.page ?? null,
          ip: client.ip,
          userAgent: client.userAgent,
        })
        .returning({ id: inboundMessages.id, createdAt: inboundMessages.createdAt });
      if (!row) throw new Error('message insert returned no row');
      return reply.status(201).send({
        success: true,
        data: {
          id: row.id,
          receivedAt: row.createdAt.toISOString(),
          message: 'Thank you for your feedback.',
        },
      });
    },
  );
};
