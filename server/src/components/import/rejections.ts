import { ImportErrorCode, MAX_IMPORT_BYTES } from '@kiln/contract';
import { AppError } from '../../errors';

/** What an archive may unpack to, at most, and how many entries it may hold. */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
export const MAX_ENTRIES = 500;
/** Unpacked bytes per archive byte past which an archive is refused as a zip bomb. */
export const MAX_COMPRESSION_RATIO = 100;

/** Every refusal of an upload is this 400 (or 413 for size), with a sentence saying why. */
export const rejected = (message: string, details?: Record<string, unknown>) =>
  new AppError(400, ImportErrorCode.importRejected, message, details);

export const tooLarge = () =>
  new AppError(
    413,
    ImportErrorCode.fileTooLarge,
    `The file is larger than ${MAX_IMPORT_BYTES} bytes (10 MB). Upload a smaller archive.`,
    { limit: MAX_IMPORT_BYTES },
  );

export const unreadable = () =>
  rejected('The archive could not be read: it is damaged, or not a .zip or .tar.gz file.');

export const tooManyEntries = () =>
  rejected(`The archive holds more than ${MAX_ENTRIES} entries.`, { limit: MAX_ENTRIES });

export const unpacksTooLarge = () =>
  rejected('The archive unpacks to more than 50 MB.', { limit: MAX_UNPACKED_BYTES });

export const compressedTooMuch = () =>
  rejected(
    `The archive is compressed more than ${MAX_COMPRESSION_RATIO}:1, so it is refused as a possible zip bomb.`,
    { limit: MAX_COMPRESSION_RATIO },
  );

/**
 * An entry name that could write outside the folder it is unpacked in (`..`, an absolute or drive
 * path) is refused with the whole archive, never silently cleaned.
 */
export const checkEntryName = (name: string) => {
  if (name.startsWith('/') || name.startsWith('\\') || /^[a-z]:/i.test(name))
    throw rejected(`The archive holds an absolute path (${name.slice(0, 120)}).`);
  if (name.split(/[\\/]/).includes('..'))
    throw rejected(`The archive holds a path that leaves its folder (${name.slice(0, 120)}).`);
  if (name.includes('\0')) throw rejected('The archive holds a file name with a null character.');
};

export const linkRefused = (name: string) =>
  rejected(`The archive holds a link (${name.slice(0, 120)}); links are not imported.`);

/**
 * Running totals of an archive being read: entries and unpacked bytes, checked against the limits
 * and against the archive's own size (the compression ratio) as each entry or chunk arrives.
 */
export const createArchiveBudget = (archiveBytes: number) => {
  let entries = 0;
  let unpacked = 0;
  return {
    entry() {
      entries += 1;
      if (entries > MAX_ENTRIES) throw tooManyEntries();
    },
    bytes(count: number) {
      this.ahead(count);
      unpacked += count;
    },
    /** Checks bytes an entry declares before they are read, without counting them yet. */
    ahead(count: number) {
      if (unpacked + count > MAX_UNPACKED_BYTES) throw unpacksTooLarge();
      if (unpacked + count > Math.max(archiveBytes, 1) * MAX_COMPRESSION_RATIO)
        throw compressedTooMuch();
    },
  };
};
export type ArchiveBudget = ReturnType<typeof createArchiveBudget>;
