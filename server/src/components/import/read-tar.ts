import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { extract } from 'tar-stream';
import { AppError } from '../../errors';
import { isSkippedFolder, isWanted, MAX_FILE_CHARS, type ArchiveText } from './archive-entry';
import {
  checkEntryName,
  linkRefused,
  rejected,
  unreadable,
  type ArchiveBudget,
} from './rejections';

/** Counts the unpacked bytes as they stream, so a bomb is stopped at the limit, not after. */
const counter = (budget: ArchiveBudget) =>
  new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        budget.bytes(chunk.length);
        done(null, chunk);
      } catch (error) {
        done(error as Error);
      }
    },
  });

const text = async (stream: AsyncIterable<unknown>, name: string) => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const part of stream) {
    const chunk = part as Buffer;
    size += chunk.length;
    if (size > MAX_FILE_CHARS * 4)
      throw rejected(`${name.slice(0, 120)} is larger than a component file can be.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * The wanted files of a .tar.gz on disk, streamed: gunzip → byte budget → tar entries, each
 * checked (name, type, count) as it arrives; unwanted entries are skipped without being kept.
 */
export const readTarGz = async (path: string, budget: ArchiveBudget): Promise<ArchiveText[]> => {
  const source = createReadStream(path);
  const gunzip = createGunzip();
  const count = counter(budget);
  const entries = extract();
  let failure: unknown;
  const stop = (error: unknown) => {
    failure ??= error;
    entries.destroy();
  };
  source.on('error', stop);
  gunzip.on('error', stop);
  count.on('error', stop);
  source.pipe(gunzip).pipe(count).pipe(entries);
  const files: ArchiveText[] = [];
  try {
    for await (const entry of entries) {
      const { name, type } = entry.header;
      budget.entry();
      checkEntryName(name);
      budget.ahead(entry.header.size ?? 0);
      if (type === 'symlink' || type === 'link') throw linkRefused(name);
      if (type !== 'file' && type !== 'directory')
        throw rejected(
          `The archive holds an entry that is not a file or folder (${name.slice(0, 120)}).`,
        );
      if (type === 'file' && isWanted(name) && !isSkippedFolder(name))
        files.push({ path: name, content: await text(entry, name) });
      else entry.resume();
    }
  } catch (error) {
    failure ??= error;
  } finally {
    source.destroy();
    gunzip.destroy();
    count.destroy();
  }
  if (failure) throw failure instanceof AppError ? failure : unreadable();
  return files;
};
