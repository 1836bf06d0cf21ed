/**
 * The real compilers over every corpus output: one `ngc` run (strictTemplates) for all Angular
 * components and their specs, one `tsc --noEmit` (strict) for all React components and one for all
 * react-ds components (against @kiln/design-system's built declarations, resolved through the workspace).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../src/index';
import { loadBehaviourCases, loadCorpus, loadHeldOut } from './support/corpus';
import type { CorpusEntry } from './support/corpus';
import { ensureDesignSystemBuild } from './support/design-system';
import { EXTRA_CASES } from './support/extra-cases';

const require = createRequire(import.meta.url);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
// Inside the package, so the project resolves @angular/*, vitest and @types/react from the workspace;
// under node_modules/.cache, which git and the linter leave alone.
const workDir = join(packageDir, 'node_modules', '.cache', `kiln-compile-${process.pid}`);

const ngcBin = join(
  dirname(require.resolve('@angular/compiler-cli/package.json')),
  'bundles/src/bin/ngc.js',
);
const tscBin = require.resolve('typescript/bin/tsc');

function write(path: string, content: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

function run(bin: string, project: string) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [bin, '-p', project], {
    cwd: workDir,
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return { status: result.status, output: `${result.stdout}${result.stderr}`, seconds };
}

const compilerOptions = {
  target: 'ES2022',
  module: 'ES2022',
  moduleResolution: 'bundler',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  strict: true,
  noImplicitOverride: true,
  noImplicitReturns: true,
  noFallthroughCasesInSwitch: true,
  skipLibCheck: true,
  isolatedModules: true,
  types: [],
};

let entries: CorpusEntry[] = [];

beforeAll(() => {
  entries = [...loadCorpus(), ...EXTRA_CASES, ...loadHeldOut(), ...loadBehaviourCases()];
  rmSync(workDir, { recursive: true, force: true });
  ensureDesignSystemBuild();
  for (const entry of entries) {
    for (const framework of ['angular', 'react', 'react-ds'] as const) {
      for (const file of generate(entry.prompt, { framework }).files)
        write(join(workDir, framework, entry.id, file.path), file.content);
    }
  }
  for (const flavour of ['react', 'react-ds'])
    write(
      join(workDir, flavour, 'css-modules.d.ts'),
      "declare module '*.module.css' {\n  const classes: Readonly<Record<string, string>>;\n  export default classes;\n}\n",
    );
  write(
    join(workDir, 'tsconfig.angular.json'),
    JSON.stringify({
      compilerOptions: {
        ...compilerOptions,
        noPropertyAccessFromIndexSignature: true,
        experimentalDecorators: true,
        outDir: 'out-angular',
        declaration: false,
      },
      angularCompilerOptions: {
        strictTemplates: true,
        strictInjectionParameters: true,
        strictInputAccessModifiers: true,
      },
      include: ['angular/**/*.ts'],
    }),
  );
  for (const flavour of ['react', 'react-ds'])
    write(
      join(workDir, `tsconfig.${flavour}.json`),
      JSON.stringify({
        compilerOptions: {
          ...compilerOptions,
          jsx: 'react-jsx',
          noEmit: true,
          noUnusedLocals: true,
          noUnusedParameters: true,
        },
        include: [`${flavour}/**/*.ts`, `${flavour}/**/*.tsx`],
      }),
    );
});

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

describe('given every corpus description emitted for Angular', () => {
  it('should compile with ngc and strictTemplates without a single error', () => {
    const { status, output, seconds } = run(ngcBin, 'tsconfig.angular.json');
    console.log(`ngc: ${entries.length} components with specs in ${seconds} s`);
    expect(output.match(/error[^\n]*/gi) ?? []).toEqual([]);
    expect(status).toBe(0);
  });
});

describe('given every corpus description emitted for React', () => {
  it('should type-check with tsc --noEmit in strict mode without a single error', () => {
    const { status, output, seconds } = run(tscBin, 'tsconfig.react.json');
    console.log(`tsc: ${entries.length} React components in ${seconds} s`);
    expect(output.trim()).toBe('');
    expect(status).toBe(0);
  });
});

describe('given every corpus description emitted for React with the design system', () => {
  it('should type-check with tsc --noEmit in strict mode without a single error', () => {
    const { status, output, seconds } = run(tscBin, 'tsconfig.react-ds.json');
    console.log(`tsc: ${entries.length} react-ds components in ${seconds} s`);
    expect(output.trim()).toBe('');
    expect(status).toBe(0);
  });
});
