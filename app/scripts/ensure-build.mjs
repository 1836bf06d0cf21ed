#!/usr/bin/env node
// Builds the app when build/client is missing, so test:e2e, test:budget and lighthouse run on a clean clone.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const appRoot = new URL('..', import.meta.url).pathname;
if (!existsSync(`${appRoot}build/client/index.html`)) {
  console.log('[app] no build yet: running npm run build');
  const { status } = spawnSync('npm', ['run', 'build'], { cwd: appRoot, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
