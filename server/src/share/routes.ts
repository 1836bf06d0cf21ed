import {
  componentAnswerSchema,
  createdShareLinkAnswerSchema,
  createShareLinkBodySchema,
  errorEnvelopeSchema,
  idParamsSchema,
  previewBuildAnswerSchema,
  shareLinkAnswerSchema,
  shareLinksAnswerSchema,
  shareLinksQuerySchema,
  sharedComponentAnswerSchema,
  shareTokenParamsSchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestGone } from '../lib/request-gone';
import { forkSharedComponent } from './fork';
import { createShareLinks } from './links';
import { liveShareLink } from './live-link';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['share'];
const security = [{ bearerAuth: [] }];
/** A public preview compiles code: fewer a minute per address than the API's general limit. */
const publicPreviewRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
/** Nothing a share link answers may be kept by a shared cache: a revoked link stops at once. */
const NO_STORE = 'no-store';

/**
 * Share links (`/api/share`): the owner creates, lists and revokes links to versions of their own
 * components; anyone holding a live token reads that one version and previews it, and a signed-in
 * user forks it into their own components.
 */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, preview } = app.ctx;
  const links = createShareLinks(db, now);
  const fork = forkSharedComponent(db, now);

  app.post(
    '/',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Create a share link to a version of one of my components',
        description: 'The token is answered this once; only its hash is stored.',
        body: createShareLinkBodySchema,
        response: { 201: createdShareLinkAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .header('cache-control', NO_STORE)
        .send({
          success: true as const,
          data: await links.create(request.currentUser().userId, request.body),
        }),
  );

  app.get(
    '/',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The share links of one of my components, newest first, in pages',
        querystring: shareLinksQuerySchema,
        response: { 200: shareLinksAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await links.list(request.currentUser().userId, request.query),
    }),
  );

  app.delete(
    '/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Revoke one of my share links: its page answers 404 from now on',
        params: idParamsSchema,
        response: { 200: shareLinkAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await links.revoke(request.currentUser().userId, request.params.id),
    }),
  );

  app.get(
    '/public/:token',
    {
      schema: {
        tags,
        summary: 'The shared version of a component, read-only (no sign-in)',
        description: 'A revoked, expired or unknown token answers 404.',
        params: shareTokenParamsSchema,
        response: { 200: sharedComponentAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { component, version } = await liveShareLink(db, request.params.token, now());
      void reply.header('cache-control', NO_STORE).header('x-robots-tag', 'noindex');
      return {
        success: true as const,
        data: {
          name: component.name,
          description: component.description,
          version: version.version,
          framework: version.framework,
          files: version.files,
          savedAt: version.createdAt.toISOString(),
        },
      };
    },
  );

  app.post(
    '/public/:token/preview',
    {
      config: publicPreviewRateLimit,
      schema: {
        tags,
        summary: 'Compile the shared version for the sandboxed live preview (no sign-in)',
        description:
          'Builds exactly the shared version, never code sent by the caller. Answers like POST /api/preview/builds.',
        params: shareTokenParamsSchema,
        response: { 200: previewBuildAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { version } = await liveShareLink(db, request.params.token, now());
      const { build } = await preview.build(
        { framework: version.framework, files: version.files },
        { signal: requestGone(reply) },
      );
      return { success: true as const, data: build };
    },
  );

  app.post(
    '/public/:token/fork',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Open a shared component in Kiln: a copy in my components',
        params: shareTokenParamsSchema,
        response: { 201: componentAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await fork(request.currentUser().userId, request.params.token),
      }),
  );
};
