#!/usr/bin/env node
/**
 * `npm run release [-- --dry-run]`: the changesets become versions and changelog entries, each
 * publishable package is built and checked (its `test:package` when it has one), packed into
 * release/, and the very tarballs checked are published. Publishing needs NPM_TOKEN (an npm
 * automation token); `--dry-run` changes no file outside release/ (it fails if the git tree
 * changed) and publishes with `npm publish --dry-run`, so it runs anywhere. `--no-build` packs the
 * builds already there instead of building and checking again: `npm test` runs
 * `npm run test:release` right after the package check, which built and checked them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspacePackages } from './changeset-check.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dryRun = process.argv.includes('--dry-run');
const noBuild = process.argv.includes('--no-build');
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

const treeState = () =>
  spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).stdout ?? '';
const treeBefore = treeState();

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
  const manifest = JSON.parse(readFileSync(join(root, pkg.dir, 'package.json'), 'utf8'));
  if (noBuild) {
    const absent = (manifest.files ?? []).filter((path) => !existsSync(join(root, pkg.dir, path)));
    if (absent.length) {
      console.error(
        `release: --no-build, but ${pkg.name} has no ${absent.join(', ')}: build it first.`,
      );
      process.exit(1);
    }
  } else {
    const scripts = manifest.scripts ?? {};
    run('npm', ['run', scripts['test:package'] ? 'test:package' : 'build', '-w', pkg.name]);
  }
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
if (dryRun && treeState() !== treeBefore) {
  console.error('release: the dry run changed files in the git tree:');
  console.error(treeState());
  process.exit(1);
}
console.log(
  `\nrelease: ${dryRun ? 'dry run done, nothing published' : 'published'} (${tarballs.length} package(s)).`,
);
