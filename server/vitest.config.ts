import { defineConfig } from 'vitest/config';

/** Every suite runs on embedded PGlite; with TEST_DATABASE_URL set it runs again on PostgreSQL. */
const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: databases.map((database) => ({
      extends: true,
      test: {
        name: database,
        include: ['test/**/*.test.ts'],
        env: { KILN_TEST_DATABASE: database },
      },
    })),
  },
});
