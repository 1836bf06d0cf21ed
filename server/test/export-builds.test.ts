/**
 * Exports that build: the whole generator corpus exported as one Angular project and as one React
 * project, written to disk with the repository's own packages linked in (nothing installed from the
 * network), then checked the way each project's README says: ngc with strictTemplates and the specs
 * under Vitest (Angular); tsc --noEmit (strict), vite build and the tests under Vitest (React).
 * A scaffolded starter with every feature and routing goes through the same checks.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scaffoldFeatureSchema } from '@kiln/contract';
import { generate } from '@kiln/generator';
import { afterAll, describe, expect, it } from 'vitest';
import { buildExport, type ExportComponent } from '../src/export/project/build';
import type { ProjectFile } from '../src/export/project/types';
import { assembleScaffold } from '../src/export/scaffold/build';

const require = createRequire(import.meta.url);
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const workDir = join(repoRoot, 'server', 'node_modules', '.cache', `kiln-export-${process.pid}`);
const corpusFile = join(repoRoot, 'generator', 'test', 'fixtures', 'generator-corpus.json');

const bins = {
  ngc: join(
    dirname(require.resolve('@angular/compiler-cli/package.json')),
    'bundles/src/bin/ngc.js',
  ),
  tsc: require.resolve('typescript/bin/tsc'),
  vite: join(dirname(require.resolve('vite/package.json')), 'bin/vite.js'),
  vitest: join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs'),
};

/** The project on disk, with the repository's node_modules linked in place of an install. */
const writeProject = (name: string, files: readonly ProjectFile[]) => {
  const dir = join(workDir, name);
  rmSync(dir, { recursive: true, force: true });
  for (const file of files) {
    mkdirSync(dirname(join(dir, file.path)), { recursive: true });
    writeFileSync(join(dir, file.path), file.content);
  }
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
};

const run = (dir: string, bin: string, args: string[]) => {
  const started = performance.now();
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return { status: result.status, output: `${result.stdout}${result.stderr}`, seconds };
};

const corpusComponents = (framework: 'angular' | 'react'): ExportComponent[] => {
  const { entries } = JSON.parse(readFileSync(corpusFile, 'utf8')) as {
    entries: { id: string; prompt: string }[];
  };
  return entries.map((entry) => ({
    name: entry.id,
    description: entry.prompt,
    framework,
    version: 1,
    files: generate(entry.prompt, { framework }).files,
    provenance: null,
  }));
};

/** Every feature, routed: two saved components on the home page and six from the engine. */
const starter = (framework: 'angular' | 'react') => ({
  name: 'My Starter',
  framework,
  routing: true,
  features: [...scaffoldFeatureSchema.options],
});

const extras = { tests: true, stories: false, readme: true, packageJson: true };

/** The README's commands, checked to name what this test runs. */
const readmeOf = (files: readonly ProjectFile[]) =>
  String(files.find((file) => file.path === 'README.md')?.content ?? '');

/** How many test files Vitest reports as passed. */
const passedFiles = (output: string) => Number(/Test Files\s+(\d+) passed/.exec(output)?.[1] ?? 0);

/** Angular: ngc (strictTemplates) over app and specs, then every spec in one Vitest process. */
const checkAngular = (name: string, files: readonly ProjectFile[], expectedSpecs: number) => {
  const dir = writeProject(name, files);
  const compiled = run(dir, bins.ngc, ['-p', 'tsconfig.spec.json']);
  console.log(`${name}: ngc in ${compiled.seconds} s`);
  expect(compiled.output.match(/error[^\n]*/gi) ?? []).toEqual([]);
  expect(compiled.status).toBe(0);
  const tested = run(dir, bins.vitest, ['run']);
  console.log(`${name}: vitest (Angular specs, JIT) in ${tested.seconds} s`);
  expect(passedFiles(tested.output)).toBe(expectedSpecs);
  expect(tested.status).toBe(0);
};

/** React: tsc --noEmit (strict), vite build, then every test in one Vitest process. */
const checkReact = (name: string, files: readonly ProjectFile[], expectedTests: number) => {
  const dir = writeProject(name, files);
  const typed = run(dir, bins.tsc, ['--noEmit', '-p', 'tsconfig.json']);
  console.log(`${name}: tsc in ${typed.seconds} s`);
  expect(typed.output.trim()).toBe('');
  expect(typed.status).toBe(0);
  const built = run(dir, bins.vite, ['build', '--logLevel', 'error']);
  console.log(`${name}: vite build in ${built.seconds} s`);
  expect(built.status, built.output).toBe(0);
  const tested = run(dir, bins.vitest, ['run']);
  console.log(`${name}: vitest in ${tested.seconds} s`);
  expect(passedFiles(tested.output)).toBe(expectedTests);
  expect(tested.status).toBe(0);
};

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

// The checks need no database: they run once, in the PGlite pass of the suite.
describe.skipIf(process.env.KILN_TEST_DATABASE === 'postgres')('given exported projects', () => {
  it('should compile the whole corpus as one Angular project with strictTemplates and pass its specs', () => {
    const components = corpusComponents('angular');
    const files = buildExport('project', { name: 'Corpus', components, extras });
    expect(readmeOf(files)).toContain('npm test');
    checkAngular('angular-corpus', files, components.length);
  }, 300_000);

  it('should type-check, build and test the whole corpus as one React project', () => {
    const components = corpusComponents('react');
    const files = buildExport('project', { name: 'Corpus', components, extras });
    expect(readmeOf(files)).toContain('tsc --noEmit');
    checkReact('react-corpus', files, components.length);
  }, 300_000);

  it('should build and test an Angular starter with routing and every feature', () => {
    const { files } = assembleScaffold(starter('angular'), corpusComponents('angular').slice(0, 2));
    checkAngular('angular-starter', files, 8);
  }, 300_000);

  it('should build and test a React starter with routing and every feature', () => {
    const { files } = assembleScaffold(starter('react'), corpusComponents('react').slice(0, 2));
    checkReact('react-starter', files, 8);
  }, 300_000);
});
