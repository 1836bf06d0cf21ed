import {
  createTemplateBodySchema,
  errorEnvelopeSchema,
  messageAnswerSchema,
  templateAnswerSchema,
  templateParamsSchema,
  templatePreviewAnswerSchema,
  templatePreviewQuerySchema,
  templatesAnswerSchema,
  templatesQuerySchema,
  updateTemplateBodySchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientInfo } from '../lib/request-context';
import { createTemplateCatalog } from './catalog';
import { createTemplateEditing } from './editing';
import { createTemplatePreviews } from './preview';
import { toTemplate } from './views';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['templates'];
const security = [{ bearerAuth: [] }];

/**
 * `/api/templates`: everyone signed in reads the shelf and its previews; only admins (their role
 * re-read from the database by requireAdmin) create, change or delete templates.
 */
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;
  const catalog = createTemplateCatalog(db);
  const editing = createTemplateEditing(db, now);
  const previews = createTemplatePreviews();
  const member = { preValidation: app.authenticate };
  const admin = { preValidation: app.requireAdmin };

  app.get(
    '/',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Templates, filtered by words (q), category and framework, a page at a time',
        querystring: templatesQuerySchema,
        response: { 200: templatesAnswerSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await catalog.list(request.query) }),
  );

  app.get(
    '/:id',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'One template with the request it starts from',
        params: templateParamsSchema,
        response: { 200: templateAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: toTemplate(await catalog.row(request.params.id)),
    }),
  );

  app.get(
    '/:id/preview',
    {
      ...member,
      schema: {
        tags,
        security,
        summary:
          "The files the built-in engine writes from a template's request, for the live preview (not charged, not in history)",
        params: templateParamsSchema,
        querystring: templatePreviewQuerySchema,
        response: { 200: templatePreviewAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: previews.of(await catalog.row(request.params.id), request.query.framework),
    }),
  );

  app.post(
    '/',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Add a template (admins)',
        body: createTemplateBodySchema,
        response: { 201: templateAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await editing.create(request.currentUser().userId, request.body, clientInfo(request)),
      }),
  );

  app.patch(
    '/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Change a template (admins)',
        params: templateParamsSchema,
        body: updateTemplateBodySchema,
        response: { 200: templateAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await editing.update(
        request.currentUser().userId,
        request.params.id,
        request.body,
        clientInfo(request),
      ),
    }),
  );

  app.delete(
    '/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Delete a template (admins)',
        params: templateParamsSchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await editing.remove(request.currentUser().userId, request.params.id, clientInfo(request));
      return { success: true as const, data: { message: 'Template deleted' } };
    },
  );
};
