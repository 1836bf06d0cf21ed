import { createHash } from 'node:crypto';
import type { AiFramework } from '@kiln/contract';

export interface HashedFile {
  path: string;
  content: string;
}

/**
 * The key a validation result is cached under: the framework and every file's path and content,
 * in path order, so the same code sent in another order hits the same entry.
 */
export const filesHash = (framework: AiFramework, files: readonly HashedFile[]): string => {
  const hash = createHash('sha256').update(`kiln-validate:1\0${framework}\0`);
  const ordered = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const file of ordered)
    hash.update(`${file.path}\0${file.content.length}\0${file.content}\0`);
  return hash.digest('hex');
};
