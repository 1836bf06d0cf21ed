import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The design system compiles from source: no package build is needed and unused components are
// shaken out exactly (its package.json marks only CSS as having side effects).
const designSystemAlias = {
  '@kiln/design-system': fileURLToPath(new URL('../design-system/src/index.ts', import.meta.url)),
};

// The React Router plugin stays out of here: it expects a full app build and breaks test runs.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: designSystemAlias },
  test: {
    // The rules under test (session, guards, client) need no DOM, and node starts far faster than jsdom.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
