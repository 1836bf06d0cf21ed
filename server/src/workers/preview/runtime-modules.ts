import type { Plugin } from 'esbuild';
import { RUNTIME_GLOBAL } from './runtime-globals';

/**
 * The packages generated code may import. They are not bundled into each build: the preview's
 * prebuilt runtime puts them on a global object, and a build reads them from there, so a build is
 * a few kilobytes and the runtime is downloaded once and cached.
 */
const REACT_MODULES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'] as const;

export const RUNTIME_MODULES = {
  angular: [
    '@angular/core',
    '@angular/common',
    '@angular/forms',
    '@angular/platform-browser',
    'rxjs',
    'rxjs/operators',
  ],
  react: REACT_MODULES,
  'react-ds': [...REACT_MODULES, '@kiln/design-system'],
} as const;

/** Resolves the runtime's packages to the global; any other bare import is a problem. */
export const runtimeModulesPlugin = (framework: keyof typeof RUNTIME_MODULES): Plugin => ({
  name: 'kiln-runtime-modules',
  setup(build) {
    const allowed: readonly string[] = RUNTIME_MODULES[framework];
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (allowed.includes(args.path)) return { path: args.path, namespace: 'kiln-runtime' };
      return {
        errors: [
          {
            text: `"${args.path}" is not available in the preview (it offers ${allowed.join(', ')})`,
          },
        ],
      };
    });
    build.onLoad({ filter: /.*/, namespace: 'kiln-runtime' }, (args) => ({
      contents: `module.exports = globalThis.${RUNTIME_GLOBAL}[${JSON.stringify(args.path)}];`,
      loader: 'js',
    }));
  },
});
