import { defineConfig } from 'vitest/config';

/**
 * Files whose subject is not the database the server runs on: parsers and the engine's helpers,
 * the worker pool, the preview runtime's files, compiled exports, the embedded database's own
 * backup, the process's signals and the showcase's first render. They run once, on PGlite.
 */
const databaseIndependent = [
  'test/ai-context-fit.test.ts',
  'test/ai-parse.test.ts',
  'test/ai-parse-fuzz.test.ts',
  'test/attempt-store.test.ts',
  'test/backup.test.ts',
  'test/coalesced-reader.test.ts',
  'test/export-builds.test.ts',
  'test/preview-design-mode.test.ts',
  'test/preview-locations.test.ts',
  'test/preview-runtime-assets.test.ts',
  'test/registry-shadcn.test.ts',
  'test/shared-task.test.ts',
  'test/showcase-first-render.test.ts',
  'test/sigterm.test.ts',
  'test/worker-pool.test.ts',
];

/**
 * Files that store through the database but whose subject is something else: a busy process, HTTP limits, a provider's client, the MCP and CLI transports, building previews and
 * export archives, design-mode edits. The statements they run are
 * the ones the files about accounts, components, quota, metering, sharing, the gallery and the
 * answer's transaction run on both databases, so these run once, on PGlite, the default.
 */
const databaseIncidental = [
  'test/ai-busy-checks.test.ts',
  'test/ai-connection-test.test.ts',
  'test/ai-context-trim.test.ts',
  'test/ai-design.test.ts',
  'test/ai-openai.test.ts',
  'test/cli-remote.test.ts',
  'test/export-projects.test.ts',
  'test/export-react-ds.test.ts',
  'test/mcp-http.test.ts',
  'test/mcp-remote.test.ts',
  'test/preview-busy.test.ts',
  'test/preview.test.ts',
  'test/quality-busy-versions.test.ts',
  'test/request-limits.test.ts',
];

const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    globalSetup: ['test/support/design-system-build.ts', 'test/support/pglite-image.ts'],
    // Files share their worker's loaded modules (the engine, TypeScript, Fastify): every file builds
    // its own app on its own database, and the state modules keep between files is deterministic
    // caches (the engine's checks, declarations read from disk). About a fifth of the suite's time.
    isolate: false,
    projects: databases.map((database) => ({
      extends: true,
      test: {
        name: database,
        include: ['test/**/*.test.ts'],
        exclude: database === 'pglite' ? [] : [...databaseIndependent, ...databaseIncidental],
        env: { KILN_TEST_DATABASE: database },
      },
    })),
  },
});
