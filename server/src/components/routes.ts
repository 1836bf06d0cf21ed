import {
  addVersionBodySchema,
  componentAnswerSchema,
  componentDiffAnswerSchema,
  componentDiffQuerySchema,
  componentsAnswerSchema,
  componentsQuerySchema,
  componentStatsAnswerSchema,
  componentVersionAnswerSchema,
  componentVersionParamsSchema,
  componentVersionsAnswerSchema,
  createComponentBodySchema,
  errorEnvelopeSchema,
  idParamsSchema,
  messageAnswerSchema,
  updateComponentBodySchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { archiveAnswer } from '../export/archive-answer';
import { sendArchive } from '../export/send-archive';
import { createComponentCatalog } from './catalog';
import { diffVersions } from './diff';
import { createComponentEditing } from './editing';
import { ownedComponent, ownedVersion } from './owned';
import { checkedSaving } from './version-checks';
import { versionScorecardRoutes } from './scorecard-routes';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['components'];
const security = [{ bearerAuth: [] }];

/** Saved components: every save of code is a new immutable version. */
export const componentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;
  const catalog = createComponentCatalog(db, now);
  const { checks, saving } = checkedSaving(app);
  const editing = createComponentEditing(db, now);
  app.addHook('preValidation', app.authenticate);
  await app.register(versionScorecardRoutes, { checks });

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          'Save a component: its first version from a chat answer, a generated answer or files',
        body: createComponentBodySchema,
        response: { 201: componentAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await saving.create(request.currentUser().userId, request.body),
      }),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'My components: search, framework and tag filters, sort, pages',
        querystring: componentsQuerySchema,
        response: { 200: componentsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const data = await catalog.list(request.currentUser().userId, request.query);
      // A check the busy worker pool dropped after a save is retried on read, as the versions list does.
      for (const item of data.items) if (item.compiles === null) checks.afterSave(item);
      return { success: true as const, data };
    },
  );

  app.get(
    '/stats',
    {
      schema: {
        tags,
        security,
        summary: 'How many components I keep: in all, saved in the last 7 days, per framework',
        response: { 200: componentStatsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await catalog.stats(request.currentUser().userId),
    }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One component with its current version',
        params: idParamsSchema,
        response: { 200: componentAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await catalog.read(request.currentUser().userId, request.params.id),
    }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a component, or change its description or tags (never its code)',
        params: idParamsSchema,
        body: updateComponentBodySchema,
        response: { 200: componentAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await editing.update(request.currentUser().userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a component and every version; their storage is freed',
        params: idParamsSchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await editing.remove(request.currentUser().userId, request.params.id);
      return { success: true as const, data: { message: 'Component deleted' } };
    },
  );

  app.post(
    '/:id/duplicate',
    {
      schema: {
        tags,
        security,
        summary: 'A new component named "… (Copy)" with a copy of the current version',
        params: idParamsSchema,
        response: { 201: componentAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await saving.duplicate(request.currentUser().userId, request.params.id),
      }),
  );

  app.get(
    '/:id/versions',
    {
      schema: {
        tags,
        security,
        summary: "A component's versions, newest first, without their code",
        params: idParamsSchema,
        response: { 200: componentVersionsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await catalog.versions(request.currentUser().userId, request.params.id),
    }),
  );

  app.post(
    '/:id/versions',
    {
      schema: {
        tags,
        security,
        summary: 'Save a new version, which becomes the current one',
        params: idParamsSchema,
        body: addVersionBodySchema,
        response: { 201: componentAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await saving.addVersion(
          request.currentUser().userId,
          request.params.id,
          request.body,
        ),
      }),
  );

  app.get(
    '/:id/versions/:version',
    {
      schema: {
        tags,
        security,
        summary: 'One version with its code',
        params: componentVersionParamsSchema,
        response: { 200: componentVersionAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await catalog.version(
        request.currentUser().userId,
        request.params.id,
        request.params.version,
      ),
    }),
  );

  app.delete(
    '/:id/versions/:version',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an older version to free storage (never the current one)',
        params: componentVersionParamsSchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { id, version } = request.params;
      await editing.removeVersion(request.currentUser().userId, id, version);
      return { success: true as const, data: { message: `Version ${version} deleted` } };
    },
  );

  app.post(
    '/:id/versions/:version/restore',
    {
      schema: {
        tags,
        security,
        summary: 'Restore a version: its copy is saved as a new current version',
        params: componentVersionParamsSchema,
        response: { 201: componentAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await saving.restore(
          request.currentUser().userId,
          request.params.id,
          request.params.version,
        ),
      }),
  );

  app.get(
    '/:id/versions/:version/archive',
    {
      schema: {
        tags,
        security,
        summary: "A version's files as a zip archive",
        params: componentVersionParamsSchema,
        response: { 200: archiveAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.currentUser().userId;
      const { id, version } = request.params;
      const component = await ownedComponent(db, userId, id);
      const row = await ownedVersion(db, userId, id, version);
      return sendArchive(reply, `${component.name} v${row.version}`, row.files);
    },
  );

  app.get(
    '/:id/diff',
    {
      schema: {
        tags,
        security,
        summary: 'How the files changed between two versions, as unified diffs',
        params: idParamsSchema,
        querystring: componentDiffQuerySchema,
        response: { 200: componentDiffAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await diffVersions(
        db,
        request.currentUser().userId,
        request.params.id,
        request.query.from,
        request.query.to,
      ),
    }),
  );
};
