#!/usr/bin/env node
// Runs every test suite of the repository and fails when any fails.
// A step whose npm script is not defined by its package is reported, not silently passed.
//
// The steps that build what others read (tokens, the design system's package, the app) run first,
// one after another. Then two lanes run side by side, each step of a lane after the one before: the
// browser suites (journeys against `npm start`, stories, visual regression) in one, every other
// suite in the other. One suite alone keeps 62–77 % of two cores busy, so the two lanes together
// finish in about two thirds of the time the steps take one after another (README, Benchmarks).
// KILN_TEST_SERIAL=1 runs every step in one lane.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const pkg = (dir) =>
  JSON.parse(readFileSync(new URL(`../${dir}package.json`, import.meta.url), 'utf8'));

/** [label, workspace folder ('' = root), npm script] */
const first = [
  ['tokens: build + tests', 'tokens/', 'test'],
  [
    'design-system: package check (pack, consumer build, publint, attw)',
    'design-system/',
    'test:package',
  ],
  // Right after the package check, which built what it packs.
  ['release: dry run (changeset status, pack, npm publish --dry-run)', '', 'test:release'],
  // The journeys' server and the budget read this build; building it here keeps the lanes from
  // writing the tokens' output while the other lane reads it.
  ['app: build', 'app/', 'build'],
];
// The lanes are about equal in work: the browser suites in one, the rest in the other.
const lanes = [
  [
    ['app: e2e (Chromium against npm start)', 'app/', 'test:e2e'],
    ['app: performance budget', 'app/', 'test:budget'],
    ['storybook: build', '', 'build-storybook'],
    ['storybook: story tests (Chromium)', '', 'test:storybook'],
    ['storybook: visual regression (light + dark)', '', 'test:visual'],
  ],
  [
    ['lint', '', 'lint'],
    ['format (prettier --check)', '', 'format:check'],
    ['typecheck', '', 'typecheck'],
    ['scripts: unit tests (changesets check)', '', 'test:scripts'],
    ['design-system: unit tests', 'design-system/', 'test'],
    ['contract: tests', 'contract/', 'test'],
    ['generator: tests', 'generator/', 'test'],
    ['mcp: kiln-mcp over stdio', 'mcp/', 'test'],
    ['server: integration tests', 'server/', 'test'],
    ['app: unit tests', 'app/', 'test'],
  ],
];

const only = process.argv.slice(2);
const chosen = (steps) =>
  steps.filter(([label]) => !only.length || only.some((o) => label.includes(o)));
const serial = process.env.KILN_TEST_SERIAL === '1';
const logs = mkdtempSync(join(tmpdir(), 'kiln-test-'));
const results = [];
const started = Date.now();
const clock = () => `${((Date.now() - started) / 1000).toFixed(0)}s`.padStart(6);

/**
 * Runs one step. Beside another lane its output goes to a file and is printed whole when the step
 * ends, so the two lanes' lines never interleave; run alone it is printed as it comes.
 */
const run = async ([label, dir, script], alone) => {
  if (!pkg(dir).scripts?.[script]) {
    results.push([label, 'not defined']);
    return;
  }
  const args = dir ? ['run', script, '-w', dir.slice(0, -1)] : ['run', script];
  const log = join(logs, `${results.length}-${script.replace(/\W/g, '-')}.log`);
  const output = alone ? 'inherit' : openSync(log, 'w');
  if (alone) console.log(`\n━━ ${label} ━━`);
  else console.log(`${clock()} ▶ ${label}`);
  const stepStarted = Date.now();
  const status = await new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: root, stdio: ['ignore', output, output] });
    child.on('exit', (code, signal) => resolve(code ?? signal));
  });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  const outcome = status === 0 ? `passed (${seconds}s)` : `FAILED (exit ${status}, ${seconds}s)`;
  if (!alone) {
    console.log(`\n━━ ${label} ━━ ${outcome}, at ${clock().trim()}`);
    process.stdout.write(readFileSync(log, 'utf8'));
  }
  results.push([label, outcome]);
};

const inOrder = async (steps, alone) => {
  for (const step of steps) await run(step, alone);
};

await inOrder(chosen(first), true);
const laneSteps = lanes.map(chosen).filter((steps) => steps.length);
if (serial || laneSteps.length < 2) await inOrder(laneSteps.flat(), true);
else await Promise.all(laneSteps.map((steps) => inOrder(steps, false)));
rmSync(logs, { recursive: true, force: true });

console.log('\n━━ summary ━━');
for (const [label, outcome] of results) console.log(`${outcome.padEnd(22)} ${label}`);
const passed = results.filter(([, o]) => o.startsWith('passed')).length;
const failed = results.filter(([, o]) => o.startsWith('FAILED')).length;
console.log(`steps: ${passed} passed, ${failed} failed, in ${clock().trim()}`);
process.exit(failed ? 1 : 0);
