/**
 * Exports that build: the whole generator corpus exported as one Angular project and as one React
 * project, written to disk with the repository's own packages linked in (nothing installed from the
 * network), then checked the way each project's README says: ngc with strictTemplates and the specs
 * under Vitest (Angular); tsc --noEmit (strict), vite build and the tests under Vitest (React).
 * The React project holds the corpus twice, as plain React and as react-ds, so one build also checks
 * the design system's vendored package: the project's `@kiln/design-system` is its own
 * `vendor/kiln-design-system`, not the repository's. A scaffolded starter with every feature and
 * routing goes through the same checks (the React one is react-ds with saved React components).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scaffoldFeatureSchema, type AiFramework } from '@kiln/contract';
import { generate } from '@kiln/generator';
import { afterAll, describe, expect, it } from 'vitest';
import { buildExport, type ExportComponent } from '../src/export/project/build';
import { DESIGN_SYSTEM_VENDOR_DIR } from '../src/export/project/react-project';
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

/**
 * node_modules as installing the project would leave it: the repository's packages linked, except
 * `@kiln/design-system`, which is the project's vendored copy (as its `file:` dependency installs).
 */
const linkModules = (dir: string) => {
  const modules = join(dir, 'node_modules');
  const repoModules = join(repoRoot, 'node_modules');
  mkdirSync(join(modules, '@kiln'), { recursive: true });
  for (const entry of readdirSync(repoModules))
    if (entry !== '@kiln') symlinkSync(join(repoModules, entry), join(modules, entry));
  symlinkSync(join(dir, DESIGN_SYSTEM_VENDOR_DIR), join(modules, '@kiln', 'design-system'), 'dir');
};

/** The project on disk, with the repository's node_modules linked in place of an install. */
const writeProject = (name: string, files: readonly ProjectFile[]) => {
  const dir = join(workDir, name);
  rmSync(dir, { recursive: true, force: true });
  for (const file of files) {
    mkdirSync(dirname(join(dir, file.path)), { recursive: true });
    writeFileSync(join(dir, file.path), file.content);
  }
  if (files.some((file) => file.path.startsWith(`${DESIGN_SYSTEM_VENDOR_DIR}/`))) linkModules(dir);
  else symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
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

const corpusComponents = (framework: AiFramework): ExportComponent[] => {
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
const starter = (framework: AiFramework) => ({
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
  expect(passedFiles(tested.output), tested.output.slice(-12000)).toBe(expectedTests);
  expect(tested.status).toBe(0);
};

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

// The checks need no database: they run once, in the PGlite pass (vitest.config.ts, databaseIndependent).
describe('given exported projects', () => {
  it('should compile the whole corpus as one Angular project with strictTemplates and pass its specs', () => {
    const components = corpusComponents('angular');
    const files = buildExport('project', { name: 'Corpus', components, extras });
    expect(readmeOf(files)).toContain('npm test');
    checkAngular('angular-corpus', files, components.length);
  }, 300_000);

  it('should type-check, build and test the whole corpus as React and as react-ds in one React project', () => {
    const components = [...corpusComponents('react'), ...corpusComponents('react-ds')];
    const files = buildExport('project', { name: 'Corpus', components, extras });
    expect(readmeOf(files)).toContain('tsc --noEmit');
    expect(readmeOf(files)).toContain('vendor/kiln-design-system');
    const paths = files.map((file) => file.path);
    expect(paths).toContain(`${DESIGN_SYSTEM_VENDOR_DIR}/dist/index.js`);
    expect(String(files.find((file) => file.path === 'src/main.tsx')?.content)).toContain(
      "import '@kiln/design-system/styles.css';",
    );
    checkReact('react-corpus', files, components.length);
  }, 300_000);

  it('should build and test an Angular starter with routing and every feature', () => {
    const { files } = assembleScaffold(starter('angular'), corpusComponents('angular').slice(0, 2));
    checkAngular('angular-starter', files, 8);
  }, 300_000);

  it('should build and test a react-ds starter with routing, every feature and saved React components', () => {
    const saved = [corpusComponents('react')[0]!, corpusComponents('react-ds')[1]!];
    const { files } = assembleScaffold(starter('react-ds'), saved);
    expect(files.map((file) => file.path)).toContain(`${DESIGN_SYSTEM_VENDOR_DIR}/package.json`);
    checkReact('react-ds-starter', files, 8);
  }, 300_000);
});
