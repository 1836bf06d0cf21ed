import { z } from 'zod';

/**
 * How the API documentation shows a zip download. A stream skips the answer serializer, so the
 * schema only documents the answer.
 */
export const archiveAnswer = {
  description: 'A zip archive of the files, sent as an attachment',
  content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
};
