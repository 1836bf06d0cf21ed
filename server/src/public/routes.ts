import {
  contactBodySchema,
  errorEnvelopeSchema,
  feedbackBodySchema,
  messageReceiptAnswerSchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { clientInfo } from '../lib/request-context';
import { storeInboundMessage, type InboundMessage } from './service';

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

  /** Stores a contact or feedback message with its sender's address and agent, and answers the receipt. */
  const receive = async (request: FastifyRequest, message: InboundMessage, thanks: string) => {
    const client = clientInfo(request);
    const receipt = await storeInboundMessage(db, message, {
      userId: await optionalUserId(request),
      ip: client.ip,
      userAgent: client.userAgent,
    });
    return { success: true as const, data: { ...receipt, message: thanks } };
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
    async (request, reply) =>
      reply.status(201).send(
        await receive(
          request,
          {
            kind: 'contact',
            name: request.body.name,
            email: request.body.email,
            company: request.body.company ?? null,
            subject: request.body.subject,
            message: request.body.message,
          },
          'Thanks for reaching out. We will reply by e-mail.',
        ),
      ),
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
    async (request, reply) =>
      reply.status(201).send(
        await receive(
          request,
          {
            kind: 'feedback',
            email: request.body.email ?? null,
            message: request.body.message,
            category: request.body.category,
            rating: request.body.rating ?? null,
            page: request.body.page ?? null,
          },
          'Thank you for your feedback.',
        ),
      ),
  );
};
