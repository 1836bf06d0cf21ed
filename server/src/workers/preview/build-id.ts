/**
 * The name of a preview build, apart from the compilers: the server names builds without loading
 * TypeScript, Angular's compiler-cli, sass and esbuild, which only the worker threads need.
 */
import { createHash } from 'node:crypto';
import type { PreviewBuildBody } from '@kiln/contract';

/** A build is named by its content: the framework and every file's path and text. */
export const previewBuildId = (body: PreviewBuildBody): string => {
  const hash = createHash('sha256').update(body.framework);
  for (const file of [...body.files].sort((a, b) => a.path.localeCompare(b.path)))
    hash.update(`\0${file.path}\0${file.content}`);
  return hash.digest('hex');
};
