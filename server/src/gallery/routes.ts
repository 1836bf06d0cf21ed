import {
  galleryCategoriesAnswerSchema,
  galleryCategoriesQuerySchema,
  galleryComponentParamsSchema,
  galleryEntryAnswerSchema,
  galleryListAnswerSchema,
  galleryQuerySchema,
  idParamsSchema,
  messageAnswerSchema,
  myGalleryEntryAnswerSchema,
  publishGalleryBodySchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createGalleryBrowsing } from './browsing';
import { createGalleryPublishing } from './publishing';
import { errors, security, tags, viewerOf } from './route-schema';
import { gallerySocialRoutes } from './social-routes';

/**
 * The gallery: published snapshots of components, browsed, liked, forked and moderated. Every
 * route needs a signed-in user; hidden entries are gone for everyone but admins.
 */
export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;
  const browsing = createGalleryBrowsing(db, now);
  const publishing = createGalleryPublishing(db, now);
  app.addHook('preValidation', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Gallery entries: tab, category, search, sort, pages',
        querystring: galleryQuerySchema,
        response: { 200: galleryListAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await browsing.list(viewerOf(request), request.query),
    }),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags,
        security,
        summary: 'Every category with how many entries of the tab and search it holds',
        querystring: galleryCategoriesQuerySchema,
        response: { 200: galleryCategoriesAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await browsing.categories(viewerOf(request), request.query),
    }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          'Publish a version of my component (a snapshot); publishing again replaces the snapshot',
        body: publishGalleryBodySchema,
        response: { 200: myGalleryEntryAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await publishing.publish(request.currentUser().userId, request.body),
    }),
  );

  app.get(
    '/components/:componentId',
    {
      schema: {
        tags,
        security,
        summary: "My component's gallery entry, or null when it is not published",
        params: galleryComponentParamsSchema,
        response: { 200: myGalleryEntryAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await publishing.mine(request.currentUser().userId, request.params.componentId),
    }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One entry with its code; opening another author’s entry counts one view per user',
        params: idParamsSchema,
        response: { 200: galleryEntryAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await browsing.read(viewerOf(request), request.params.id),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Unpublish my entry',
        params: idParamsSchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await publishing.unpublish(request.currentUser().userId, request.params.id);
      return { success: true as const, data: { message: 'Unpublished' } };
    },
  );

  await app.register(gallerySocialRoutes);
};
