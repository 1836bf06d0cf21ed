import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** A file to put in an archive: a relative path and its text (or bytes, for fonts and images). */
export interface ArchiveFile {
  path: string;
  content: string | Buffer;
}

/**
 * Every entry carries the same time, in the DOS fields only (no Info-ZIP time field, which would
 * depend on the server's time zone), so the same files always give the same bytes.
 */
const FIXED_MTIME = new Date(2000, 0, 1, 0, 0, 0);
const FILE_MODE = 0o100644;
const MAX_SEGMENT_LENGTH = 100;

/** Characters no file system takes in a name, control characters included. */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f<>:"|?*]/g;

/** The text without the given characters at its end (Windows drops trailing dots and spaces). */
const trimEnd = (text: string, characters: string) => {
  let end = text.length;
  while (end > 0 && characters.includes(text[end - 1]!)) end -= 1;
  return text.slice(0, end);
};

const safeSegment = (segment: string) =>
  trimEnd(segment.replace(UNSAFE_IN_NAME, '_').slice(0, MAX_SEGMENT_LENGTH), '. ').trim();

/**
 * A stored path as a safe relative entry name: both slash kinds split folders, and empty, `.` and
 * `..` parts are dropped, so no entry can point outside the folder it is unpacked in.
 */
export const safeEntryPath = (path: string): string => {
  const segments = path
    .split(/[\\/]+/)
    .map(safeSegment)
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
  return segments.length > 0 ? segments.join('/') : 'file';
};

/** A second file with a name already taken becomes `name-2.ext`, and so on. */
const uniquePath = (path: string, taken: Set<string>) => {
  if (!taken.has(path)) return path;
  const dot = path.lastIndexOf('.');
  const slash = path.lastIndexOf('/');
  const [stem, extension] = dot > slash + 1 ? [path.slice(0, dot), path.slice(dot)] : [path, ''];
  let index = 2;
  while (taken.has(`${stem}-${index}${extension}`)) index += 1;
  return `${stem}-${index}${extension}`;
};

/** The entries an archive holds, in the order written: safe, distinct, sorted names. */
export const archiveEntries = (files: readonly ArchiveFile[], folder: string) => {
  const taken = new Set<string>();
  const root = safeEntryPath(folder);
  return files
    .map((file) => ({ path: safeEntryPath(file.path), content: file.content }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((file) => {
      const path = uniquePath(`${root}/${file.path}`, taken);
      taken.add(path);
      return { path, content: file.content };
    });
};

/**
 * A zip of the files under one folder, streamed as it is written (yazl). The output depends only on
 * the files and the folder name: fixed times and modes, sorted entries.
 */
export const zipArchive = (files: readonly ArchiveFile[], folder: string): Readable => {
  const zip = new ZipFile();
  for (const entry of archiveEntries(files, folder))
    zip.addBuffer(
      typeof entry.content === 'string' ? Buffer.from(entry.content, 'utf8') : entry.content,
      entry.path,
      {
        mtime: FIXED_MTIME,
        mode: FILE_MODE,
        forceDosTimestamp: true,
      },
    );
  zip.end();
  return zip.outputStream as Readable;
};

/** A name for the download: lower-case letters, digits and dashes, or `fallback`. */
export const archiveSlug = (name: string, fallback = 'component'): string => {
  const words = name
    .normalize('NFKD')
    .toLowerCase()
    .split(/[^a-z0-9]/)
    .filter(Boolean);
  return trimEnd(words.join('-').slice(0, 60), '-') || fallback;
};

/**
 * Content-Disposition for a zip named after `name`: an ASCII file name every client reads, and
 * the name as typed (RFC 6266 `filename*`) for those that read that.
 */
export const attachmentHeader = (name: string): string => {
  const ascii = `${archiveSlug(name)}.zip`;
  const typed = encodeURIComponent(`${name}.zip`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${typed}`;
};
