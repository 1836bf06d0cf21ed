#!/usr/bin/env node
// `npm start`: builds what a fresh checkout lacks, then runs the API and web server in this process
// (so the PID of `node scripts/start.mjs` is the server, and SIGTERM reaches its graceful shutdown).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { register } = await import('tsx/esm/api');
register();

const exists = (outputs) => () => outputs.some((output) => existsSync(`${root}${output}`));
/** A preview runtime built by an older Kiln lacks what this server needs: it is built again. */
const previewRuntimeBuilt = async () =>
  (await import('../server/src/preview/runtime-assets.ts')).isRuntimeBuilt();

/** Build order follows the dependencies: tokens → design-system → app; the preview runtime needs tokens and the design system. */
const buildable = [
  { workspace: 'tokens', built: exists(['tokens/dist']) },
  { workspace: 'design-system', built: exists(['design-system/dist']) },
  { workspace: 'server', built: previewRuntimeBuilt },
  { workspace: 'app', built: exists(['app/build/client', 'app/dist']) },
];

const hasBuildScript = (workspace) => {
  try {
    const pkg = JSON.parse(readFileSync(`${root}${workspace}/package.json`, 'utf8'));
    return typeof pkg.scripts?.build === 'string';
  } catch {
    return false;
  }
};

for (const { workspace, built } of buildable) {
  if (await built()) continue;
  if (!hasBuildScript(workspace)) continue;
  console.log(`[kiln] building ${workspace} (no current build output)`);
  const started = Date.now();
  const { status } = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (status !== 0) {
    console.error(`[kiln] building ${workspace} failed (exit ${status})`);
    process.exit(status ?? 1);
  }
  console.log(`[kiln] built ${workspace} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

process.env.NODE_ENV ??= 'production';
await import('../server/src/main.ts');
