import { errorEnvelopeSchema } from '@kiln/contract';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/request-hooks';
import type { Viewer } from './entries';

export const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
export const tags = ['gallery'];
export const security = [{ bearerAuth: [] }];

/** The signed-in user as the gallery's services see them: their id and stored role. */
export const viewerOf = (request: FastifyRequest): Viewer => {
  const { userId, role } = currentUser(request);
  return { userId, role };
};
