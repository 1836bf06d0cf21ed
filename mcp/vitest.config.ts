import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The test spawns the server and runs the engine's TypeScript checks: a cold start is seconds.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
