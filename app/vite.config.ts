import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The design system compiles from source: no package build is needed and unused components are
// shaken out exactly (its package.json marks only CSS as having side effects).
const designSystemAlias = {
  '@kiln/design-system': fileURLToPath(new URL('../design-system/src/index.ts', import.meta.url)),
};

const apiTarget = process.env.KILN_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: designSystemAlias },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
  },
});
