import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const externalPackages = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
/** Every dependency stays a bare import (react/jsx-runtime, @radix-ui/react-dialog, shiki/core …). */
const isExternal = (id: string) =>
  externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

/** `vite build`: the ES modules, one file per source module so apps tree-shake per component. */
const library: UserConfig = {
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    copyPublicDir: false,
    lib: { entry: 'src/index.ts', formats: ['es'] },
    rolldownOptions: {
      external: isExternal,
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
};

const tokenFile = (name: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`@kiln/tokens/${name}`), 'utf8');

/**
 * dist/tailwind.css, for apps that run Tailwind v4 themselves: the token variables and the `@theme`
 * mapping, uncompiled, plus an `@source` so the app's Tailwind generates the classes our modules use.
 * @kiln/tokens is private, so its files are copied in rather than imported from the package.
 */
function tailwindThemeFile(): Plugin {
  return {
    name: 'kiln:tailwind-theme',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'tailwind.css',
        source: [
          '/* @kiln/design-system for Tailwind v4 apps: import after `@import "tailwindcss"`. */',
          "@import './fonts.css';",
          "@source './**/*.js';",
          tokenFile('tokens.css'),
          tokenFile('tailwind.css'),
        ].join('\n'),
      });
    },
  };
}

/**
 * `vite build --mode styles`: dist/styles.css compiled by Tailwind. A separate, non-library build
 * because library mode inlines every asset, and the fonts must ship as woff2 files beside it.
 */
const styles: UserConfig = {
  plugins: [tailwindcss(), tailwindThemeFile()],
  // Relative URLs, so dist/styles.css finds dist/assets/*.woff2 wherever the package is installed.
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    cssMinify: 'lightningcss',
    rolldownOptions: {
      // fonts.css carries only the @font-face rules (shared woff2 files) for dist/tailwind.css.
      input: { styles: 'src/styles.css', fonts: '@kiln/tokens/fonts.css' },
      output: {
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? '[name][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
};

export default defineConfig(({ mode }) => (mode === 'styles' ? styles : library));
