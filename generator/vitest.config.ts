import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The TypeScript language service and the ngc compile are CPU-heavy; one file at a time keeps
    // the warm caches per worker and the machine responsive on 2 cores.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
});
