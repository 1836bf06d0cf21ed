import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

// Chosen once in the main process; workers inherit the variable, so everyone agrees on the port.
process.env.KILN_E2E_PORT ??= String(await freePort());

/**
 * Specs that change what every user of the server lives under (the admin's prompt limit and AI
 * provider). They run on their own, after every other spec, which run two at a time: each of those
 * signs up its own people and touches only what they own.
 */
const SERVER_WIDE = ['**/accounts.spec.ts'];
const desktop = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${process.env.KILN_E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    { name: 'chromium', testIgnore: SERVER_WIDE, use: desktop },
    {
      name: 'server-wide',
      testMatch: SERVER_WIDE,
      dependencies: ['chromium'],
      workers: 1,
      use: desktop,
    },
  ],
});
