/**
 * Builds one browser bundle per framework that mounts many generated components on one page:
 * Angular in JIT mode without zone.js (TypeScript plus Angular's JIT transform, templates and
 * compiled styles inlined, then esbuild), React 19 with CSS modules (esbuild). Each component is
 * mounted in its own host element `#mount-<n>`; a mount that throws is recorded on the page. A page
 * that sets `window.mountOnly` (a list of indexes or ids) before the bundle runs mounts only those:
 * components that would share element ids, or one that covers the page (an open dialog, as in a
 * preview). `window.remount(only)` then unmounts what is mounted (each component destroyed, its
 * host removed) and mounts those instead, so one page can show many components in turn.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { angularJitApplicationTransform } from '@angular/compiler-cli';
import { build } from 'esbuild';
import { compileString } from 'sass';
import ts from 'typescript';
import type { Framework, GeneratedFile } from '../../src/index';
import { designSystemStylesheet, ensureDesignSystemBuild } from '../support/design-system';

export interface Mountable {
  id: string;
  /** What the bundle reads of each file: output of the engine, or files a server answered. */
  files: Pick<GeneratedFile, 'path' | 'content' | 'type'>[];
}

function write(path: string, content: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

const className = (source: string) => /export class (\w+)/.exec(source)?.[1];
const functionName = (source: string) => /export function (\w+)\(/.exec(source)?.[1];

/** The Angular components as one JIT bundle. */
export async function angularBundle(items: Mountable[], workDir: string): Promise<string> {
  const dir = join(workDir, 'angular');
  rmSync(dir, { recursive: true, force: true });
  const sources: string[] = [];
  const entries: string[] = [];
  items.forEach((item, index) => {
    const component = item.files.find((f) => f.type === 'component')!;
    const template = item.files.find((f) => f.type === 'template')?.content ?? '';
    const scss = item.files.find((f) => f.type === 'style')?.content ?? '';
    const css = compileString(scss).css;
    const source = component.content
      .replace(/templateUrl:\s*'[^']+'/, `template: ${JSON.stringify(template)}`)
      .replace(/styleUrl:\s*'[^']+'/, `styles: [${JSON.stringify(css)}]`);
    const path = join(dir, `c${index}.ts`);
    write(path, source);
    sources.push(path);
    entries.push(
      `[${JSON.stringify(item.id)}, () => import('./c${index}.js').then((m) => m.${className(source)})]`,
    );
  });
  const entry = join(dir, 'main.ts');
  write(
    entry,
    `import '@angular/compiler';
import { provideZonelessChangeDetection } from '@angular/core';
import { createApplication } from '@angular/platform-browser';
const components: [string, () => Promise<any>][] = [${entries.join(',\n')}];
const w = window as any;
w.mountErrors = [];
createApplication({ providers: [provideZonelessChangeDetection()] }).then(async (app) => {
  let refs: { destroy(): void }[] = [];
  const mount = async (only?: (string | number)[]) => {
    for (const ref of refs) ref.destroy();
    refs = [];
    for (const host of document.querySelectorAll('body > [data-component]')) host.remove();
    for (const [index, [id, load]] of components.entries()) {
      if (only && !only.includes(index) && !only.includes(id)) continue;
      const host = document.createElement('div');
      host.id = 'mount-' + index;
      host.dataset.component = id;
      document.body.appendChild(host);
      try {
        const component = await load();
        const selector = (component as any).ɵcmp.selectors[0][0];
        const element = document.createElement(selector);
        host.appendChild(element);
        refs.push(app.bootstrap(component, element));
      } catch (error) {
        w.mountErrors.push(id + ': ' + String(error));
      }
    }
  };
  w.remount = mount;
  await mount(w.mountOnly);
  w.mounted = true;
}, (error) => { w.mountErrors.push(String(error)); w.mounted = true; });
`,
  );
  const program = ts.createProgram([...sources, entry], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    experimentalDecorators: false,
    skipLibCheck: true,
    outDir: join(dir, 'out'),
    rootDir: dir,
    noEmitOnError: false,
    types: [],
  });
  program.emit(undefined, undefined, undefined, undefined, {
    before: [angularJitApplicationTransform(program)],
  });
  const result = await build({
    entryPoints: [join(dir, 'out', 'main.js')],
    bundle: true,
    write: false,
    format: 'esm',
    splitting: false,
    target: 'es2022',
    logLevel: 'silent',
    define: { ngDevMode: 'false' },
  });
  return result.outputFiles[0]!.text;
}

/**
 * The React components as one bundle, CSS modules included. react-ds output brings the design
 * system's bundle (its built dist, resolved through the workspace) and its stylesheet, given here.
 */
export async function reactBundle(
  items: Mountable[],
  workDir: string,
  stylesheet = '',
): Promise<string> {
  const dir = join(workDir, stylesheet ? 'react-ds' : 'react');
  rmSync(dir, { recursive: true, force: true });
  const imports: string[] = [];
  const list: string[] = [];
  items.forEach((item, index) => {
    for (const file of item.files) write(join(dir, `c${index}`, file.path), file.content);
    const component = item.files.find((f) => f.type === 'component')!;
    const name = functionName(component.content)!;
    imports.push(
      `import { ${name} as C${index} } from './c${index}/${component.path.replace(/\.tsx$/, '')}';`,
    );
    list.push(`[${JSON.stringify(item.id)}, C${index}]`);
  });
  const entry = join(dir, 'main.tsx');
  write(
    entry,
    `${imports.join('\n')}
import { Component, createElement } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
const w = window as any;
w.mountErrors = [];
class Boundary extends Component<{ id: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() { return { failed: true }; }
  componentDidCatch(error: unknown) { w.mountErrors.push(this.props.id + ': ' + String(error)); }
  render() { return this.state.failed ? null : this.props.children; }
}
const components: [string, any][] = [${list.join(',\n')}];
let roots: { unmount(): void }[] = [];
const mount = (only?: (string | number)[]) => {
  for (const root of roots) root.unmount();
  roots = [];
  for (const host of document.querySelectorAll('body > [data-component]')) host.remove();
  components.forEach(([id, C], index) => {
    if (only && !only.includes(index) && !only.includes(id)) return;
    const host = document.createElement('div');
    host.id = 'mount-' + index;
    host.dataset.component = id;
    document.body.appendChild(host);
    const root = createRoot(host);
    root.render(createElement(Boundary, { id }, createElement(C)));
    roots.push(root);
  });
};
w.remount = (only?: (string | number)[]) =>
  new Promise((resolve) => { mount(only); setTimeout(resolve, 50); });
mount(w.mountOnly);
setTimeout(() => { w.mounted = true; }, 50);
`,
  );
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    logLevel: 'silent',
    loader: { '.module.css': 'local-css' },
    outdir: join(dir, 'out'),
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const css = `${stylesheet}\n${result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? ''}`;
  return `${js}\n;(() => { const s = document.createElement('style'); s.textContent = ${JSON.stringify(css)}; document.head.appendChild(s); })();`;
}

/** The bundle that mounts these outputs of one framework (react-ds with the design system's build and stylesheet). */
export async function frameworkBundle(
  framework: Framework,
  items: Mountable[],
  workDir: string,
): Promise<string> {
  if (framework === 'angular') return angularBundle(items, workDir);
  if (framework === 'react-ds') ensureDesignSystemBuild();
  return reactBundle(items, workDir, framework === 'react-ds' ? designSystemStylesheet() : '');
}
