import { gunzipSync } from 'node:zlib';

const BLOCK = 512;

/** Entry names of a ustar archive (PGlite writes ustar), or undefined when the bytes are not one. */
const tarEntryNames = (tar: Buffer): string[] | undefined => {
  const names: string[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    // Two zero blocks end the archive; the first one is enough to know the entries are over.
    if (header.every((byte) => byte === 0)) return names;
    if (header.toString('latin1', 257, 262) !== 'ustar') return undefined;
    const field = (start: number, length: number) =>
      header.toString('latin1', start, start + length).split('\0', 1)[0] ?? '';
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    if (!Number.isSafeInteger(size) || size < 0) return undefined;
    const prefix = field(345, 155);
    names.push(prefix === '' ? field(0, 100) : `${prefix}/${field(0, 100)}`);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return offset === tar.length ? names : undefined;
};

/**
 * The tar inside a backup made by `backupEmbeddedDatabase`, checked before PGlite sees it: PGlite
 * decompresses without handling a stream error, so a damaged file would surface as an uncaught
 * exception rather than a refusal. Answers why the file is refused when it is.
 */
export const readPgliteArchive = (
  archive: Buffer,
): { tar: Buffer; refusal?: undefined } | { tar?: undefined; refusal: string } => {
  let tar: Buffer;
  try {
    tar = gunzipSync(archive);
  } catch {
    return { refusal: 'it is not a gzip file' };
  }
  const names = tarEntryNames(tar);
  if (names === undefined) return { refusal: 'it does not hold a tar archive' };
  // The data directory's own PG_VERSION sits at its top level.
  if (!names.some((name) => name.replace(/^\/+/, '') === 'PG_VERSION'))
    return { refusal: 'it holds no PostgreSQL data directory' };
  return { tar };
};
