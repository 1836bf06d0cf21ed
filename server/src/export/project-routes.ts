import {
  archiveTreeAnswerSchema,
  errorEnvelopeSchema,
  exportBodySchema,
  scaffoldBodySchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { archiveAnswer } from './archive-answer';
import { archiveTree, buildComponentExport } from './project-export';
import { buildScaffold } from './scaffold/build';
import { sendArchive } from './send-archive';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['export'];
const security = [{ bearerAuth: [] }];

/** Exports of saved components and scaffolded starter projects, as zips built on the server. */
export const projectExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.authenticate);
  const { db } = app.ctx;

  app.post(
    '/export/tree',
    {
      schema: {
        tags,
        security,
        summary: "The folder tree an export's zip will have",
        body: exportBodySchema,
        response: { 200: archiveTreeAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: archiveTree(await buildComponentExport(db, request.currentUser().userId, request.body)),
    }),
  );

  app.post(
    '/export',
    {
      schema: {
        tags,
        security,
        summary: 'Saved components as a complete project, their folders or their files, zipped',
        body: exportBodySchema,
        response: { 200: archiveAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const built = await buildComponentExport(db, request.currentUser().userId, request.body);
      return sendArchive(reply, built.folder, built.files);
    },
  );

  app.post(
    '/export/scaffold/tree',
    {
      schema: {
        tags,
        security,
        summary: "The folder tree a scaffolded project's zip will have",
        body: scaffoldBodySchema,
        response: { 200: archiveTreeAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: archiveTree(await buildScaffold(db, request.currentUser().userId, request.body)),
    }),
  );

  app.post(
    '/export/scaffold',
    {
      schema: {
        tags,
        security,
        summary: 'A starter project built from the engine’s components and saved ones, zipped',
        body: scaffoldBodySchema,
        response: { 200: archiveAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const built = await buildScaffold(db, request.currentUser().userId, request.body);
      return sendArchive(reply, built.folder, built.files);
    },
  );
};
