import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Cross-origin requests only from the configured origins, with credentials. */
export const corsPlugin = fp<{ origins: readonly string[] }>(
  async (app, { origins }) => {
    await app.register(cors, {
      origin: (origin, callback) =>
        callback(null, origin !== undefined && origins.includes(origin)),
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
      exposedHeaders: ['X-Request-Id', 'Retry-After', 'Content-Disposition'],
      maxAge: 600,
    });
  },
  { name: 'kiln-cors' },
);
