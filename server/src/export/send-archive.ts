import type { FastifyReply } from 'fastify';
import { attachmentHeader, zipArchive, type ArchiveFile } from './archive';

/** Answers with a zip of the files in a folder named `name`, as a download. */
export const sendArchive = (reply: FastifyReply, name: string, files: readonly ArchiveFile[]) =>
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', attachmentHeader(name))
    .header('cache-control', 'private, no-store')
    .send(zipArchive(files, name));
