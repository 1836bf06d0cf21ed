import { errorEnvelopeSchema } from '@kiln/contract';
import type { FastifyRequest } from 'fastify';
import type { Viewer } from './entries';

export const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
export const tags = ['gallery'];
export const security = [{ bearerAuth: [] }];

/** The signed-in user as the gallery's services see them: their id and stored role. */
export const viewerOf = (request: FastifyRequest): Viewer => {
  const { userId, role } = request.currentUser();
  return { userId, role };
};
