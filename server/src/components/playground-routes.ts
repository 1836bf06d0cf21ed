import {
  componentInterfaceAnswerSchema,
  createPresetBodySchema,
  errorEnvelopeSchema,
  idParamsSchema,
  inspectComponentBodySchema,
  messageAnswerSchema,
  presetAnswerSchema,
  presetParamsSchema,
  presetsAnswerSchema,
  updatePresetBodySchema,
} from '@kiln/contract';
import { inspectComponent } from '@kiln/generator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPresets } from './presets';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['playground'];
const security = [{ bearerAuth: [] }];

/** The playground's server side: a component's inputs and outputs, and its saved presets. */
export const playgroundRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;
  const presets = createPresets(db, now);
  app.addHook('preValidation', app.authenticate);

  app.post(
    '/interface',
    {
      schema: {
        tags,
        security,
        summary:
          "A component's inputs (with the form control for each) and outputs, from its files",
        body: inspectComponentBodySchema,
        response: { 200: componentInterfaceAnswerSchema, ...errors },
      },
    },
    // Parsing only (no type check), of at most MAX_INSPECT_SOURCE_LENGTH characters.
    async (request) => ({
      success: true as const,
      data: inspectComponent(request.body.files, request.body.framework),
    }),
  );

  app.get(
    '/:id/presets',
    {
      schema: {
        tags,
        security,
        summary: "A component's presets: named input states for the playground",
        params: idParamsSchema,
        response: { 200: presetsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await presets.list(request.currentUser().userId, request.params.id),
    }),
  );

  app.post(
    '/:id/presets',
    {
      schema: {
        tags,
        security,
        summary: 'Save input values as a named preset of the component',
        params: idParamsSchema,
        body: createPresetBodySchema,
        response: { 201: presetAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await presets.create(request.currentUser().userId, request.params.id, request.body),
      }),
  );

  app.put(
    '/:id/presets/:presetId',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a preset or replace its values',
        params: presetParamsSchema,
        body: updatePresetBodySchema,
        response: { 200: presetAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await presets.update(
        request.currentUser().userId,
        request.params.id,
        request.params.presetId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/:id/presets/:presetId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a preset',
        params: presetParamsSchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { id, presetId } = request.params;
      await presets.remove(request.currentUser().userId, id, presetId);
      return { success: true as const, data: { message: 'Preset deleted' } };
    },
  );
};
