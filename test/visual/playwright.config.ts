import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.VISUAL_PORT ?? 6007);

/**
 * Visual regression of every story in light and dark, against the BUILT Storybook
 * (`npm run build-storybook` first). Baselines live in test/visual/__screenshots__/ as
 * <story-id>-<theme>.png; refresh them with `npm run test:visual -- --update-snapshots`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: '../../test-results/visual',
  fullyParallel: true,
  workers: 2,
  // One retry, in a fresh page: a story that renders differently on a second load is reported as
  // flaky (and should be fixed or tagged no-vrt), while a real change fails both attempts.
  retries: 1,
  forbidOnly: true,
  timeout: 30_000,
  reporter: process.env.CI ? [['dot']] : [['list']],
  expect: {
    toHaveScreenshot: {
      // An absolute pixel budget, not a ratio: a ratio lets a recoloured heading through.
      maxDiffPixels: 50,
      // Per-pixel colour tolerance (YIQ). The default 0.2 treats indigo-600 → indigo-500 on every
      // primary button as "the same pixel"; 0.05 still ignores anti-aliasing noise.
      threshold: 0.05,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        ...chromiumFlags,
        // Identical glyph rasterisation on every machine.
        '--font-render-hinting=none',
        '--disable-lcd-text',
      ],
    },
  },
  webServer: {
    command: `node test/visual/serve.mjs ${port}`,
    cwd: repositoryRoot,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 15_000,
  },
});
