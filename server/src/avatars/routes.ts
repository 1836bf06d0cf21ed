import { idParamsSchema } from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAvatars } from '../account/avatar';
import { notFound } from '../errors';

// Avatars are documented with the account they belong to.
const tags = ['account'];

/** Uploaded avatars, public like any profile picture, always the server's own re-encoded WebP. */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  const avatars = createAvatars(app.ctx.db, app.ctx.now);
  app.get(
    '/:id',
    { schema: { tags, summary: 'An uploaded avatar (WebP)', params: idParamsSchema } },
    async (request, reply) => {
      const image = await avatars.read(request.params.id);
      if (!image) throw notFound('Avatar');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image);
    },
  );
};
