import type { Message } from 'esbuild';
import type { PreviewProblem } from '@kiln/contract';

/** A problem found while building the preview; it is reported, never thrown as a server error. */
export class PreviewCompileError extends Error {
  override name = 'PreviewCompileError';
  constructor(readonly problems: PreviewProblem[]) {
    super(problems.map((problem) => problem.message).join('\n'));
  }
}

/** esbuild names a file read through a plugin "namespace:/path"; the user knows it as "path". */
const userPath = (file: string): string => file.replace(/^[\w-]+:/, '').replace(/^\//, '');

export const esbuildProblems = (
  messages: readonly Message[],
  fileName: (path: string) => string = (path) => path,
): PreviewProblem[] =>
  messages.map((message) => ({
    file: message.location ? fileName(userPath(message.location.file)) : null,
    line: message.location?.line ?? null,
    column: message.location ? message.location.column + 1 : null,
    message: message.text,
  }));

/** What esbuild throws when a build fails carries its messages. */
export const isEsbuildFailure = (error: unknown): error is { errors: Message[] } =>
  typeof error === 'object' &&
  error !== null &&
  'errors' in error &&
  Array.isArray((error as { errors: unknown }).errors);
