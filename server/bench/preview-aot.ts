/**
 * Angular in the live preview: JIT (as Kiln builds today) against AOT (`ngtsc`), measured.
 *
 * For the corpus's login form and data table (the built-in engine's code for their prompts):
 *   1. build on the server, in one warm thread as a worker runs it (every run a new comment in
 *      the component, so nothing is reused but the thread's caches): JIT = TypeScript with
 *      Angular's JIT transform + esbuild (`compileAngular`); AOT = `NgtscProgram` (templates
 *      compiled to Ivy instructions on the server) + esbuild;
 *   2. the runtime's size: the Angular runtime as built today, and without `@angular/compiler`
 *      (all an AOT build needs);
 *   3. in Debian Chromium, per build: a shell page loading its runtime (navigation → `ready`),
 *      then `mount` → `rendered` (the frame's part of a click → first paint with the runtime
 *      loaded). The page is the frame's own runtime served from memory, as the top-level document
 *      (its parent is itself, so the protocol's messages come back to it).
 *
 * Run: cd server && npx tsx bench/preview-aot.ts (BENCH_RUNS, default 10). It bundles both
 * runtimes itself; the linker's Babel is `@angular/compiler-cli`'s own dependency.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { NgtscProgram } from '@angular/compiler-cli';
import { transformAsync } from '@babel/core';
import linkerPlugin from '@angular/compiler-cli/linker/babel';
import { build, type Plugin } from 'esbuild';
import { chromium } from 'playwright';
import ts from 'typescript';
import { generate } from '@kiln/generator';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs';
import { inlineResources } from '../src/workers/preview/angular-sources';
import { compileAngular } from '../src/workers/preview/compile-angular';
import { FRAME_GLOBAL } from '../src/workers/preview/runtime-globals';
import { runtimeModulesPlugin } from '../src/workers/preview/runtime-modules';
import { createMemoryHost } from '../src/workers/preview/typescript-host';
import { rootedPath, virtualFilesPlugin } from '../src/workers/preview/virtual-files';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const server = fileURLToPath(new URL('..', import.meta.url));
const ROOT = `${server}__kiln_preview_aot__`;
const ORIGIN = 'http://kiln.bench';

const corpus = JSON.parse(
  readFileSync(`${server}../generator/test/fixtures/generator-corpus.json`, 'utf8'),
) as { entries: { id: string; prompt: string }[] };
const SUBJECTS = ['login-basic', 'data-table'].map((id) => {
  const entry = corpus.entries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`the corpus has no entry ${id}`);
  return { id, files: generate(entry.prompt, { framework: 'angular' }).files };
});

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ES2022,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  useDefineForClassFields: false,
  skipLibCheck: true,
  noEmitOnError: false,
  types: [],
  outDir: `${ROOT}/out`,
  rootDir: ROOT,
};

let previousAot: NgtscProgram | undefined;

/** AOT: ngtsc compiles the templates into the component's definition; esbuild bundles as JIT does. */
const compileAot = async (files: ReadonlyMap<string, string>, entry: string): Promise<string> => {
  const sources = new Map<string, string>();
  for (const [path, text] of files)
    if (path.endsWith('.ts')) sources.set(ROOT + path, inlineResources(path, text, files));
  const written = new Map<string, string>();
  const program = new NgtscProgram(
    [...sources.keys()],
    { ...OPTIONS, compilationMode: 'full', strictTemplates: false },
    createMemoryHost(OPTIONS, sources, written),
    previousAot,
  );
  previousAot = program;
  const errors = [
    ...program.getTsSyntacticDiagnostics(),
    ...program.getNgStructuralDiagnostics(),
  ].filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  if (errors.length)
    throw new Error(errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join());
  program.emit();
  const emitted = new Map<string, string>();
  for (const [fileName, text] of written)
    if (fileName.endsWith('.js'))
      emitted.set(fileName.slice(`${ROOT}/out`.length).replace(/\.js$/, '.ts'), text);
  emitted.set(
    '/__entry__.ts',
    `import * as component from ${JSON.stringify(entry)};\nglobalThis.${FRAME_GLOBAL}.register(component);\n`,
  );
  const result = await build({
    entryPoints: ['/__entry__.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    logLevel: 'silent',
    // ngtsc's output guards its debug-only code with `ngDevMode`, as the runtime is built.
    define: { ngDevMode: 'false' },
    plugins: [runtimeModulesPlugin('angular'), virtualFilesPlugin(emitted)],
  });
  return result.outputFiles[0]?.text ?? '';
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

let counter = 0;
type Compile = (files: ReadonlyMap<string, string>, entry: string) => Promise<string>;
/** Builds one subject RUNS times, each with code the thread has not seen; the first is cold. */
const timeBuilds = async (
  compile: Compile,
  files: { path: string; content: string; type: string }[],
) => {
  const times: number[] = [];
  let code = '';
  for (let run = 0; run <= RUNS; run += 1) {
    counter += 1;
    const map = new Map(
      files
        .filter((file) => file.type !== 'test')
        .map((file) => [
          rootedPath(file.path),
          file.type === 'component' ? `// run ${counter}\n${file.content}` : file.content,
        ]),
    );
    const entry = rootedPath(files.find((file) => file.type === 'component')!.path);
    const started = performance.now();
    code = await compile(map, entry);
    times.push(performance.now() - started);
  }
  return { first: times[0]!, median: median(times.slice(1)), code };
};

/**
 * Angular's packages are published partially compiled (`ɵɵngDeclare…`), which the JIT compiler
 * finishes in the browser; without it, Angular's linker must finish them at build time, as the
 * Angular CLI does.
 */
const angularLinker: Plugin = {
  name: 'angular-linker',
  setup(context) {
    context.onLoad({ filter: /@angular[\\/].*\.mjs$/ }, async (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('ɵɵngDeclare')) return { contents: source, loader: 'js' };
      const result = await transformAsync(source, {
        filename: args.path,
        plugins: [linkerPlugin],
        compact: false,
        configFile: false,
        babelrc: false,
      });
      return { contents: result?.code ?? source, loader: 'js' };
    });
  },
};

/** The Angular runtime as `scripts/build-preview-runtime.mjs` bundles it, with or without the compiler. */
const bundleRuntime = async (withCompiler: boolean) => {
  const source = readFileSync(`${server}preview-runtime/angular.ts`, 'utf8');
  const result = await build({
    stdin: {
      contents: withCompiler ? source : source.replace("import '@angular/compiler';\n", ''),
      resolveDir: `${server}preview-runtime`,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2022',
    legalComments: 'none',
    logLevel: 'warning',
    define: { ngDevMode: 'false', 'process.env.NODE_ENV': '"production"' },
    plugins: withCompiler ? [] : [angularLinker],
  });
  const text = result.outputFiles[0]!.text;
  return { text, bytes: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length };
};

const shell = (runtime: string) => `<!doctype html>
<html lang="en" data-theme="light" data-axe="${ORIGIN}/axe.js" data-parent-origin="${ORIGIN}">
<head><meta charset="utf-8"><title>Preview</title></head>
<body><div id="kiln-preview-root"></div><script src="${ORIGIN}/${runtime}.js"></script></body>
</html>`;

// In-page code, as text (this package has no DOM types): the frame posts to its parent, which
// for a top-level page is itself.
const IN_PAGE_READY = `window.__ready = new Promise((resolve) =>
  window.addEventListener('message', (event) => {
    if (event.data?.type === 'ready') resolve(performance.now());
  }));`;
const mountAndWait = (build: string) => `new Promise((resolve, reject) => {
  const started = performance.now();
  setTimeout(() => reject(new Error('no rendered message within 30 s')), 30000);
  window.addEventListener('message', (event) => {
    if (event.data?.type === 'rendered') resolve(performance.now() - started);
    if (event.data?.type === 'runtime-error') reject(new Error(event.data.message));
  });
  window.postMessage({ channel: 'kiln-preview', build: '${build}', mount: 'bench', type: 'mount',
    theme: 'light', inputs: {} }, '*');
})`;

/** In Chromium: navigation → ready (the runtime), then mount → rendered (the build), RUNS times. */
const timeFrames = async (runtimes: Record<string, string>, builds: Record<string, string>) => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const results: Record<string, { ready: number[]; rendered: number[] }> = {};
  try {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    await context.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname.slice(1);
      const shellOf = /^shell-(\w+)\.html$/.exec(path)?.[1];
      if (shellOf) return route.fulfill({ contentType: 'text/html', body: shell(shellOf) });
      const runtime = runtimes[path.replace(/\.js$/, '')];
      if (runtime) return route.fulfill({ contentType: 'text/javascript', body: runtime });
      const code = builds[path.replace(/^preview\/builds\/|\.js$/g, '')];
      if (code) return route.fulfill({ contentType: 'text/javascript', body: code });
      return route.fulfill({ status: 404, body: '' });
    });
    for (const [label, code] of Object.entries(builds)) {
      const runtime = label.split(':')[0]!;
      const id = createHash('sha256').update(code).digest('hex');
      builds[id] = code;
      const ready: number[] = [];
      const rendered: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const page = await context.newPage();
        page.on('pageerror', (error) => console.error(`${label}: ${error.message}`));
        page.on('console', (line) => {
          if (line.type() === 'error') console.error(`${label}: ${line.text()}`);
        });
        await page.addInitScript({ content: IN_PAGE_READY });
        await page.goto(`${ORIGIN}/shell-${runtime}.html`);
        ready.push(Number(await page.evaluate('window.__ready')));
        rendered.push(Number(await page.evaluate(mountAndWait(id))));
        await page.close();
      }
      results[label] = { ready, rendered };
    }
  } finally {
    await browser.close();
  }
  return results;
};

const jitRuntime = await bundleRuntime(true);
const aotRuntime = await bundleRuntime(false);
console.log(
  `runtime: JIT ${(jitRuntime.bytes / 1024).toFixed(0)} kB (${(jitRuntime.gzip / 1024).toFixed(1)} kB gzip), without @angular/compiler ${(aotRuntime.bytes / 1024).toFixed(0)} kB (${(aotRuntime.gzip / 1024).toFixed(1)} kB gzip)`,
);
const builds: Record<string, string> = {};
for (const subject of SUBJECTS) {
  const jit = await timeBuilds(compileAngular, subject.files);
  const aot = await timeBuilds(compileAot, subject.files);
  console.log(
    `${subject.id} server build: JIT median ${ms(jit.median)} (first ${ms(jit.first)}, ${jit.code.length} B), AOT median ${ms(aot.median)} (first ${ms(aot.first)}, ${aot.code.length} B)`,
  );
  builds[`jit:${subject.id}`] = jit.code;
  builds[`aot:${subject.id}`] = aot.code;
}
const frames = await timeFrames({ jit: jitRuntime.text, aot: aotRuntime.text }, builds);
for (const [label, { ready, rendered }] of Object.entries(frames))
  console.log(
    `${label} frame: navigation → ready median ${ms(median(ready))}, mount → rendered median ${ms(median(rendered))}`,
  );
