import { fileURLToPath } from 'node:url';
import { angularJitApplicationTransform } from '@angular/compiler-cli';
import { build } from 'esbuild';
import ts from 'typescript';
import type { PreviewProblem } from '@kiln/contract';
import { componentTemplates, inlineResources } from './angular-sources';
import { esbuildProblems, isEsbuildFailure, PreviewCompileError } from './problems';
import { FRAME_GLOBAL } from './runtime-globals';
import { runtimeModulesPlugin } from './runtime-modules';
import { buildLocations, withLocations } from './source-lines';
import { createMemoryHost } from './typescript-host';
import { virtualFilesPlugin } from './virtual-files';

/**
 * The program's files sit under the server package so `@angular/*` resolves to the installed
 * declarations, which the JIT transform reads to tell signal inputs and queries apart.
 */
const ROOT = fileURLToPath(new URL('../../../__kiln_preview__', import.meta.url));

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ES2022,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  experimentalDecorators: false,
  useDefineForClassFields: false,
  skipLibCheck: true,
  noEmitOnError: false,
  noResolve: false,
  types: [],
  outDir: `${ROOT}/out`,
  rootDir: ROOT,
  // esbuild reads each file's inline map and chains it into the build's, so a runtime error's
  // position leads back to the component's TypeScript.
  inlineSourceMap: true,
};

/** The last program, whose unchanged declaration files the next one reuses. */
let previousProgram: ts.Program | undefined;

const isTypeScript = (path: string) => path.endsWith('.ts') && !/\.(?:spec|test)\.ts$/.test(path);

const syntaxProblems = (program: ts.Program, root: string): PreviewProblem[] =>
  program.getSyntacticDiagnostics().map((diagnostic) => {
    const position =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
        : undefined;
    return {
      file: diagnostic.file ? diagnostic.file.fileName.slice(root.length + 1) : null,
      line: position ? position.line + 1 : null,
      column: position ? position.character + 1 : null,
      message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    };
  });

/**
 * An Angular component as one script for the preview: templates and styles inlined, TypeScript
 * compiled with Angular's JIT transform (decorator metadata, signal inputs, queries), bundled by
 * esbuild with Angular and rxjs read from the runtime. The script hands the component module to
 * the frame's runtime.
 */
export const compileAngular = async (
  files: ReadonlyMap<string, string>,
  entry: string,
): Promise<string> => {
  const sources = new Map<string, string>();
  for (const [path, text] of files)
    if (isTypeScript(path)) sources.set(ROOT + path, inlineResources(path, text, files));
  const written = new Map<string, string>();
  const program = ts.createProgram({
    rootNames: [...sources.keys()],
    options: OPTIONS,
    host: createMemoryHost(OPTIONS, sources, written),
    ...(previousProgram ? { oldProgram: previousProgram } : {}),
  });
  previousProgram = program;
  const syntax = syntaxProblems(program, ROOT);
  if (syntax.length) throw new PreviewCompileError(syntax);
  program.emit(undefined, undefined, undefined, undefined, {
    before: [angularJitApplicationTransform(program)],
  });
  const emitted = new Map<string, string>();
  for (const [fileName, text] of written)
    emitted.set(fileName.slice(`${ROOT}/out`.length).replace(/\.js$/, '.ts'), text);
  emitted.set(
    '/__entry__.ts',
    `import * as component from ${JSON.stringify(entry)};\nglobalThis.${FRAME_GLOBAL}.register(component);\n`,
  );
  try {
    const result = await build({
      entryPoints: ['/__entry__.ts'],
      bundle: true,
      write: false,
      outdir: '/out',
      format: 'iife',
      target: 'es2022',
      sourcemap: 'external',
      logLevel: 'silent',
      plugins: [runtimeModulesPlugin('angular'), virtualFilesPlugin(emitted)],
    });
    const output = (extension: string) =>
      result.outputFiles.find((file) => file.path.endsWith(extension))?.text;
    const locations = buildLocations(output('.js.map') ?? '{}', (path) => files.has(`/${path}`));
    const templates = Object.fromEntries(
      [...files].flatMap(([path, text]) =>
        isTypeScript(path) ? componentTemplates(path, text) : [],
      ),
    );
    return withLocations(output('.js') ?? '', { ...locations, templates });
  } catch (error) {
    if (isEsbuildFailure(error)) throw new PreviewCompileError(esbuildProblems(error.errors));
    throw error;
  }
};
