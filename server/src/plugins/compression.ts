import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers past 1 kB are compressed, brotli first. */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'kiln-compression' },
);
