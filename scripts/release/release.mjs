#!/usr/bin/env node
/**
 * `npm run release [-- --dry-run]`: the changesets become versions and changelog entries, each
 * publishable package is built and checked (its `test:package` when it has one), packed into
 * release/, and the very tarballs checked are published. Publishing needs NPM_TOKEN (an npm
 * automation token); `--dry-run` changes no file outside release/ and publishes with
 * `npm publish --dry-run`, so it runs anywhere.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspacePackages } from './changeset-check.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dryRun = process.argv.includes('--dry-run');
const out = join(root, 'release');

function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (status !== 0) {
    console.error(`release: \`${command} ${args.join(' ')}\` failed (exit ${status}).`);
    process.exit(status ?? 1);
  }
}

if (!dryRun && !process.env.NPM_TOKEN) {
  console.error(
    'release: NPM_TOKEN is not set. Set an npm automation token, or run with --dry-run.',
  );
  process.exit(1);
}

if (dryRun) {
  run('npx', ['changeset', 'status', '--verbose']);
} else {
  run('npx', ['changeset', 'version']);
  // The bumped versions go into the lockfile too, so a later `npm install` changes nothing.
  run('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund']);
}

const publishable = workspacePackages(root).filter((pkg) => !pkg.private);
rmSync(out, { recursive: true, force: true });
mkdirSync(out);
const tarballs = [];
for (const pkg of publishable) {
  const scripts =
    JSON.parse(readFileSync(join(root, pkg.dir, 'package.json'), 'utf8')).scripts ?? {};
  run('npm', ['run', scripts['test:package'] ? 'test:package' : 'build', '-w', pkg.name]);
  const packed = spawnSync('npm', ['pack', '--json', '--pack-destination', out, '-w', pkg.name], {
    cwd: root,
    encoding: 'utf8',
  });
  if (packed.status !== 0) {
    console.error(packed.stderr);
    process.exit(packed.status ?? 1);
  }
  const [{ filename }] = JSON.parse(packed.stdout);
  tarballs.push(join(out, filename));
  console.log(`release: packed ${pkg.name} → release/${filename}`);
}

const npmrc = join(out, '.npmrc');
// npm expands ${NPM_TOKEN} itself: the file names the variable, never holds the token.
writeFileSync(npmrc, '//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n');
for (const tarball of tarballs) {
  const args = ['publish', tarball, '--access', 'public', ...(dryRun ? ['--dry-run'] : [])];
  run('npm', [...args, '--userconfig', npmrc]);
}
if (!dryRun) run('npx', ['changeset', 'tag']);
console.log(
  `\nrelease: ${dryRun ? 'dry run done, nothing published' : 'published'} (${tarballs.length} package(s)).`,
);
