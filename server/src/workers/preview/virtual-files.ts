import { posix } from 'node:path';
import type { Loader, Plugin } from 'esbuild';

const NAMESPACE = 'kiln-files';
const EXTENSIONS = [
  '',
  '.tsx',
  '.ts',
  '.jsx',
  '.js',
  '.css',
  '/index.tsx',
  '/index.ts',
  '/index.js',
];

const loaderOf = (path: string): Loader => {
  if (path.endsWith('.module.css')) return 'local-css';
  if (path.endsWith('.css')) return 'css';
  if (path.endsWith('.tsx')) return 'tsx';
  if (path.endsWith('.ts')) return 'ts';
  if (path.endsWith('.jsx')) return 'jsx';
  return 'js';
};

/** Normalises a generated file's path to a rooted posix path ("./a/b.ts" → "/a/b.ts"). */
export const rootedPath = (path: string): string => posix.normalize(`/${path.replace(/\\/g, '/')}`);

/**
 * Lets esbuild read the build's files from memory: relative imports between them resolve like on
 * disk; nothing outside them is read.
 */
export const virtualFilesPlugin = (files: ReadonlyMap<string, string>): Plugin => ({
  name: 'kiln-virtual-files',
  setup(build) {
    build.onResolve({ filter: /^\// }, (args) =>
      files.has(args.path) ? { path: args.path, namespace: NAMESPACE } : undefined,
    );
    build.onResolve({ filter: /^\.\.?(\/|$)/ }, (args) => {
      const base = posix.resolve(args.importer ? posix.dirname(args.importer) : '/', args.path);
      const found = EXTENSIONS.map((extension) => base + extension).find((path) => files.has(path));
      if (found) return { path: found, namespace: NAMESPACE };
      return { errors: [{ text: `Cannot find "${args.path}" among the component's files` }] };
    });
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
      contents: files.get(args.path) ?? '',
      loader: loaderOf(args.path),
      resolveDir: posix.dirname(args.path),
    }));
  },
});
