import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMPORT_EXTENSIONS, MAX_IMPORT_BYTES } from '@kiln/contract';
import type { FastifyRequest } from 'fastify';
import { rejected, tooLarge } from './rejections';

/** An uploaded archive kept in a private temporary folder while it is read. */
export interface Upload {
  path: string;
  kind: 'zip' | 'tar.gz';
  bytes: number;
  /** Deletes the temporary folder; call it whatever happened. */
  discard(): Promise<void>;
}

const kindOf = (fileName: string): Upload['kind'] | undefined => {
  const lower = fileName.toLowerCase();
  if (lower.endsWith(IMPORT_EXTENSIONS[0])) return 'zip';
  if (lower.endsWith(IMPORT_EXTENSIONS[1])) return 'tar.gz';
  return undefined;
};

const sizeGuard = (onBytes: (n: number) => void) =>
  new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        onBytes(chunk.length);
        done(null, chunk);
      } catch (error) {
        done(error as Error);
      }
    },
  });

/**
 * The request's one file, streamed to disk and never held in memory: a second file, another
 * extension or more than MAX_IMPORT_BYTES is refused (and the partial file deleted).
 */
export const receiveUpload = async (request: FastifyRequest): Promise<Upload> => {
  if (!request.isMultipart())
    throw rejected('Send the archive as multipart/form-data with one file.');
  const folder = await mkdtemp(join(tmpdir(), 'kiln-import-'));
  const discard = () => rm(folder, { recursive: true, force: true });
  let upload: Upload | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_IMPORT_BYTES + 1, files: 2 },
    })) {
      if (part.type !== 'file') continue;
      if (upload) throw rejected('Upload one file at a time.');
      const kind = kindOf(part.filename ?? '');
      if (!kind) {
        part.file.resume();
        throw rejected('Upload a .zip or .tar.gz file.');
      }
      let bytes = 0;
      const path = join(folder, `upload.${kind}`);
      await pipeline(
        part.file,
        sizeGuard((n) => {
          bytes += n;
          if (bytes > MAX_IMPORT_BYTES) throw tooLarge();
        }),
        createWriteStream(path),
      );
      upload = { path, kind, bytes, discard };
    }
    if (!upload) throw rejected('Choose a .zip or .tar.gz file to import.');
    return upload;
  } catch (error) {
    await discard();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw rejected('Upload one file at a time.');
    throw error;
  }
};
