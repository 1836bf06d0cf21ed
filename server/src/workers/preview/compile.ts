import { validate } from '@kiln/generator';
import type { PreviewBuildBody, PreviewProblem } from '@kiln/contract';
import { readDesignSystemDeclarations } from '../design-system-declarations';
import { compileAngular } from './compile-angular';
import { compileReact } from './compile-react';
import { PreviewCompileError } from './problems';
import { rootedPath } from './virtual-files';

export interface PreviewCompileResult {
  /** The build's script; null when the code has problems. */
  code: string | null;
  problems: PreviewProblem[];
}

/** The design system's declarations, read once per thread: react-ds code is checked against them. */
let declarations: ReturnType<typeof readDesignSystemDeclarations> | null = null;
const designSystemDeclarations = () => (declarations ??= readDesignSystemDeclarations());

/**
 * Compiles a component for the preview. The engine's validator runs first (TypeScript type check,
 * Angular template parser, sass), so a problem is reported where it is, with file and line,
 * before the browser would meet it; the code is then built for the frame's runtime.
 */
export const compilePreview = async (body: PreviewBuildBody): Promise<PreviewCompileResult> => {
  const sources = body.files.filter((file) => file.type !== 'test');
  const entry = sources.find((file) => file.type === 'component');
  if (!entry)
    return {
      code: null,
      problems: [{ file: null, line: null, column: null, message: 'No component file to preview' }],
    };
  const ds = designSystemDeclarations();
  const diagnostics = await validate(
    sources.map(({ path, content }) => ({ path, content })),
    ds ? { declarations: ds } : {},
  );
  const problems = diagnostics
    .filter((diagnostic) => diagnostic.severity === 'error')
    .map(({ file, line, column, message }) => ({
      file: file || null,
      line: line || null,
      column: column || null,
      message,
    }));
  if (problems.length) return { code: null, problems };
  const files = new Map(sources.map((file) => [rootedPath(file.path), file.content]));
  try {
    const entryPath = rootedPath(entry.path);
    const code =
      body.framework === 'angular'
        ? await compileAngular(files, entryPath)
        : await compileReact(files, entryPath, body.framework);
    return { code, problems: [] };
  } catch (error) {
    if (error instanceof PreviewCompileError) return { code: null, problems: error.problems };
    throw error;
  }
};
