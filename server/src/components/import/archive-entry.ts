/** A file read from an uploaded archive: its path inside it and its text. */
export interface ArchiveText {
  path: string;
  content: string;
}

/** Files an import keeps: component code, templates and styles, and Kiln's manifest. */
const WANTED = /\.(?:tsx?|jsx?|html|s?css)$/i;
export const MANIFEST_NAME = 'kiln.json';

/** A file larger than this is not a component file Kiln keeps (the saved-file limit). */
export const MAX_FILE_CHARS = 200_000;

export const isWanted = (path: string) =>
  WANTED.test(path) || path === MANIFEST_NAME || path.endsWith(`/${MANIFEST_NAME}`);

/** Folders that never hold a component of the project: installed packages, builds, tooling. */
const SKIPPED_FOLDER = /(?:^|\/)(?:node_modules|dist|out-tsc|\.angular|\.git|vendor)\//;
export const isSkippedFolder = (path: string) => SKIPPED_FOLDER.test(path);
