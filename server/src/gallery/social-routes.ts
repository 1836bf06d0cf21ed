import {
  componentAnswerSchema,
  galleryForkBodySchema,
  galleryReactionAnswerSchema,
  galleryRemixAnswerSchema,
  galleryRemixBodySchema,
  galleryReportBodySchema,
  idParamsSchema,
  messageAnswerSchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkedAfterSave, createVersionChecks } from '../components/version-checks';
import { createGalleryForking } from './forking';
import { createGalleryModeration, type ModerationFlag } from './moderation';
import { createGalleryReactions, type ReactionKind } from './reactions';
import { errors, security, tags, viewerOf } from './route-schema';

const REACTIONS: Array<{ kind: ReactionKind; path: string; noun: string }> = [
  { kind: 'like', path: 'like', noun: 'Like' },
  { kind: 'favourite', path: 'favourite', noun: 'Favourite' },
];

const FLAGS: Array<{ flag: ModerationFlag; path: string; on: string; off: string }> = [
  { flag: 'featured', path: 'featured', on: 'Feature', off: 'Unfeature' },
  { flag: 'hidden', path: 'hidden', on: 'Hide', off: 'Unhide' },
];

/** Likes, favourites, forks, remixes, reports, and the admins' feature and hide controls. */
export const gallerySocialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, validator } = app.ctx;
  const reactions = createGalleryReactions(db, now);
  const checks = createVersionChecks({ db, validator, now, log: app.log });
  const forking = checkedAfterSave(
    (({ fork, saveRemix }) => ({ fork, saveRemix }))(createGalleryForking(db, now)),
    checks,
  );
  const remixPreview = createGalleryForking(db, now).preview;
  const moderation = createGalleryModeration(db, now);
  app.addHook('onClose', checks.drain);

  for (const { kind, path, noun } of REACTIONS) {
    app.put(
      `/:id/${path}`,
      {
        schema: {
          tags,
          security,
          summary: `${noun} an entry (once per user; repeating changes nothing)`,
          params: idParamsSchema,
          response: { 200: galleryReactionAnswerSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await reactions.add(viewerOf(request), kind, request.params.id),
      }),
    );
    app.delete(
      `/:id/${path}`,
      {
        schema: {
          tags,
          security,
          summary: `Take back my ${noun.toLowerCase()} (repeating changes nothing)`,
          params: idParamsSchema,
          response: { 200: galleryReactionAnswerSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await reactions.remove(viewerOf(request), kind, request.params.id),
      }),
    );
  }

  app.post(
    '/:id/fork',
    {
      schema: {
        tags,
        security,
        summary: 'Fork an entry into My components; its first version names the entry',
        params: idParamsSchema,
        body: galleryForkBodySchema,
        response: { 201: componentAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await forking.fork(viewerOf(request), request.params.id, request.body),
      }),
  );

  app.post(
    '/:id/remix',
    {
      schema: {
        tags,
        security,
        summary:
          'The entry converted to another framework by the engine, from its stored model; nothing is saved',
        params: idParamsSchema,
        body: galleryRemixBodySchema,
        response: { 200: galleryRemixAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await remixPreview(viewerOf(request), request.params.id, request.body.framework),
    }),
  );

  app.post(
    '/:id/remix/save',
    {
      schema: {
        tags,
        security,
        summary: 'Save the remix into My components; its first version names the entry',
        params: idParamsSchema,
        body: galleryRemixBodySchema,
        response: { 201: componentAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await forking.saveRemix(viewerOf(request), request.params.id, request.body),
      }),
  );

  app.post(
    '/:id/report',
    {
      schema: {
        tags,
        security,
        summary: 'Report an entry to the admins with a reason (once per user per entry)',
        params: idParamsSchema,
        body: galleryReportBodySchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await moderation.report(
        viewerOf(request),
        request.params.id,
        request.body.reason,
        request.ip,
      );
      return { success: true as const, data: { message: 'Reported. An admin will look at it.' } };
    },
  );

  for (const { flag, path, on, off } of FLAGS) {
    for (const [method, value, verb] of [
      ['PUT', true, on],
      ['DELETE', false, off],
    ] as const) {
      app.route({
        method,
        url: `/:id/${path}`,
        preValidation: app.requireAdmin,
        schema: {
          tags,
          security,
          summary: `${verb} an entry (admins only)`,
          params: idParamsSchema,
          response: { 200: messageAnswerSchema, ...errors },
        },
        handler: async (request) => {
          await moderation.set(
            request.currentUser().userId,
            request.params.id,
            flag,
            value,
            request.ip,
          );
          return { success: true as const, data: { message: `${verb}d` } };
        },
      });
    }
  }
};
