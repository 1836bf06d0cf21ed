import { build } from 'esbuild';
import { FRAME_GLOBAL } from './runtime-globals';
import { esbuildProblems, isEsbuildFailure, PreviewCompileError } from './problems';
import { runtimeModulesPlugin, type RUNTIME_MODULES } from './runtime-modules';
import { buildLocations, withLocations } from './source-lines';
import { virtualFilesPlugin } from './virtual-files';

/** Props named like event handlers (`onSubmit?: (…) => void`) become output messages in the frame. */
const CALLBACK_PROP = /\b(on[A-Z]\w*)\??\s*:/g;

/**
 * A React component as one script for the preview: esbuild's TSX transform (automatic runtime),
 * CSS modules compiled and added to the document, React (and for react-ds, Kiln's design system)
 * read from the runtime.
 */
export const compileReact = async (
  files: ReadonlyMap<string, string>,
  entry: string,
  framework: Exclude<keyof typeof RUNTIME_MODULES, 'angular'> = 'react',
): Promise<string> => {
  const callbacks = [
    ...new Set([...(files.get(entry) ?? '').matchAll(CALLBACK_PROP)].map((m) => m[1])),
  ];
  const withEntry = new Map(files);
  withEntry.set(
    '/__entry__.ts',
    `import * as component from ${JSON.stringify(entry)};\nglobalThis.${FRAME_GLOBAL}.register(component, { callbacks: ${JSON.stringify(callbacks)} });\n`,
  );
  try {
    const result = await build({
      entryPoints: ['/__entry__.ts'],
      bundle: true,
      write: false,
      outdir: '/out',
      format: 'iife',
      target: 'es2022',
      jsx: 'automatic',
      sourcemap: 'external',
      logLevel: 'silent',
      plugins: [runtimeModulesPlugin(framework), virtualFilesPlugin(withEntry)],
    });
    const output = (extension: string) =>
      result.outputFiles.find((file) => file.path.endsWith(extension))?.text;
    const js = output('.js') ?? '';
    const css = output('.css');
    const locations = buildLocations(output('.js.map') ?? '{}', (path) => files.has(`/${path}`));
    return css
      ? withLocations(
          `globalThis.${FRAME_GLOBAL}.addStyle(${JSON.stringify(css)});\n${js}`,
          locations,
          1,
        )
      : withLocations(js, locations);
  } catch (error) {
    if (isEsbuildFailure(error)) throw new PreviewCompileError(esbuildProblems(error.errors));
    throw error;
  }
};
