import yauzl from 'yauzl';
import { isSkippedFolder, isWanted, MAX_FILE_CHARS, type ArchiveText } from './archive-entry';
import {
  checkEntryName,
  linkRefused,
  rejected,
  unreadable,
  type ArchiveBudget,
} from './rejections';

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** yauzl's own name checks (strict), as the same sentences as Kiln's. */
const fromYauzl = (error: Error) => {
  const message = error.message;
  if (message.startsWith('absolute path')) return rejected('The archive holds an absolute path.');
  if (message.startsWith('invalid relative path'))
    return rejected('The archive holds a path that leaves its folder.');
  if (message.startsWith('invalid characters in fileName'))
    return rejected('The archive holds a file name with a backslash or other invalid character.');
  return 'statusCode' in error ? error : unreadable();
};

const openZip = (path: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) => {
    yauzl.open(
      path,
      { lazyEntries: true, strictFileNames: true, validateEntrySizes: true, autoClose: true },
      (error, zip) => (error ? reject(unreadable()) : resolve(zip)),
    );
  });

const readEntry = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<string>((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(unreadable());
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', () => reject(unreadable()));
      stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  });

/**
 * The wanted files of a zip on disk, read one entry at a time (yauzl reads the central directory,
 * then each entry's bytes as they are asked for): names, links, entry count, unpacked size and
 * compression ratio are checked before anything is read.
 */
export const readZip = async (path: string, budget: ArchiveBudget): Promise<ArchiveText[]> => {
  const zip = await openZip(path);
  const files: ArchiveText[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (error: unknown) => {
        zip.close();
        reject(error instanceof Error ? fromYauzl(error) : unreadable());
      };
      zip.on('error', fail);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        try {
          const name = entry.fileName;
          budget.entry();
          checkEntryName(name);
          if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) throw linkRefused(name);
          budget.bytes(entry.uncompressedSize);
          if (name.endsWith('/') || !isWanted(name) || isSkippedFolder(name)) {
            zip.readEntry();
            return;
          }
          if (entry.uncompressedSize > MAX_FILE_CHARS * 4)
            throw rejected(`${name.slice(0, 120)} is larger than a component file can be.`);
          readEntry(zip, entry).then((content) => {
            files.push({ path: name, content });
            zip.readEntry();
          }, fail);
        } catch (error) {
          fail(error);
        }
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return files;
};
