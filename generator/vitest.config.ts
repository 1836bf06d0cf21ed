import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The TypeScript language service and the ngc compile are CPU-heavy; one file at a time keeps
    // the warm caches per worker and the machine responsive on 2 cores.
    fileParallelism: false,
    // Files share the worker's loaded modules, so the warm language service and compiler carry from
    // file to file instead of warming again in each; what they cache is keyed by the text checked.
    isolate: false,
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
});
