#!/usr/bin/env node
// Runs every test suite of the repository in order and fails when any fails.
// A step whose npm script is not defined by its package is reported, not silently passed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const pkg = (dir) =>
  JSON.parse(readFileSync(new URL(`../${dir}package.json`, import.meta.url), 'utf8'));

/** [label, workspace folder ('' = root), npm script] */
const steps = [
  ['lint', '', 'lint'],
  ['format (prettier --check)', '', 'format:check'],
  ['typecheck', '', 'typecheck'],
  ['scripts: unit tests (changesets check)', '', 'test:scripts'],
  ['tokens: build + tests', 'tokens/', 'test'],
  ['design-system: unit tests', 'design-system/', 'test'],
  ['contract: tests', 'contract/', 'test'],
  ['generator: tests', 'generator/', 'test'],
  ['mcp: kiln-mcp over stdio', 'mcp/', 'test'],
  ['server: integration tests', 'server/', 'test'],
  ['app: unit tests', 'app/', 'test'],
  [
    'design-system: package check (pack, consumer build, publint, attw)',
    'design-system/',
    'test:package',
  ],
  // Right after the package check, which built what it packs.
  ['release: dry run (changeset status, pack, npm publish --dry-run)', '', 'test:release'],
  ['storybook: build', '', 'build-storybook'],
  ['storybook: story tests (Chromium)', '', 'test:storybook'],
  ['storybook: visual regression (light + dark)', '', 'test:visual'],
  ['app: e2e (Chromium against npm start)', 'app/', 'test:e2e'],
  ['app: performance budget', 'app/', 'test:budget'],
];

const only = process.argv.slice(2);
const results = [];
for (const [label, dir, script] of steps) {
  if (only.length && !only.some((o) => label.includes(o))) continue;
  if (!pkg(dir).scripts?.[script]) {
    results.push([label, 'not defined']);
    continue;
  }
  console.log(`\n━━ ${label} ━━`);
  const started = Date.now();
  const args = dir ? ['run', script, '-w', dir.slice(0, -1)] : ['run', script];
  const { status } = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push([
    label,
    status === 0 ? `passed (${seconds}s)` : `FAILED (exit ${status}, ${seconds}s)`,
  ]);
}

console.log('\n━━ summary ━━');
for (const [label, outcome] of results) console.log(`${outcome.padEnd(22)} ${label}`);
const passed = results.filter(([, o]) => o.startsWith('passed')).length;
const failed = results.filter(([, o]) => o.startsWith('FAILED')).length;
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
