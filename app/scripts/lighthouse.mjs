#!/usr/bin/env node
// Lighthouse (mobile preset, Debian Chromium) on the prerendered home page served by `npm start`'s
// server, with a fresh data directory on a free port. Fails when a score is under its target.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs';

const targets = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };
const repoRoot = new URL('../../', import.meta.url).pathname;
const path = process.argv[2] ?? '/';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'kiln-lighthouse-'));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const stopServer = () => {
  if (server.exitCode === null && server.pid !== undefined) process.kill(server.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

let chrome;
try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`the server exited early (code ${server.exitCode})`);
    if (Date.now() > deadline) throw new Error('the server did not start within 120 s');
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  // Lighthouse's default configuration is the mobile preset (Moto G Power emulation, slow 4G).
  // Headless Chromium sometimes loses the trace of a run (NO_NAVSTART); such runs are repeated.
  let result;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(targets),
    });
    if (!result?.lhr.runtimeError) break;
    console.error(`lighthouse: attempt ${attempt}: ${result.lhr.runtimeError.code}`);
  }
  if (result?.lhr.runtimeError)
    console.error(`lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  for (const warning of result?.lhr.runWarnings ?? [])
    console.error(`lighthouse warning: ${warning}`);
  const categories = result?.lhr.categories ?? {};
  let failed = false;
  for (const [id, target] of Object.entries(targets)) {
    const score = Math.round((categories[id]?.score ?? 0) * 100);
    const ok = score >= target;
    failed ||= !ok;
    console.log(
      `${id.padEnd(15)} ${String(score).padStart(3)}  (target ${target})${ok ? '' : '  BELOW TARGET'}`,
    );
  }
  const audits = result?.lhr.audits ?? {};
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ]) {
    console.log(`${id.padEnd(26)} ${audits[id]?.displayValue ?? 'n/a'}`);
  }
  for (const [id, category] of Object.entries(categories)) {
    for (const ref of category.auditRefs) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        console.log(`  ${id}: ${audit.id} (${audit.score})`);
    }
  }
  if (process.env.LIGHTHOUSE_DETAILS) {
    for (const item of audits['network-requests']?.details?.items ?? []) {
      console.log(
        `  ${String(item.transferSize).padStart(7)} ${String(Math.round(item.networkEndTime - item.networkRequestTime)).padStart(5)}ms ${item.url}`,
      );
    }
    console.log(JSON.stringify(audits['render-blocking-resources']?.details?.items ?? []));
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await chrome?.kill();
  stopServer();
}
