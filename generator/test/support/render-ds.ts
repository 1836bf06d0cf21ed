/**
 * react-ds components rendered to HTML with the design system's built bundle: one esbuild bundle
 * for a whole set, so each output can be scored against the corpus's template expectations on the
 * markup it really produces. The markup is the server rendering (react-dom/server) followed by
 * what the component portals into the document once mounted (react-dom in a jsdom document): an
 * open Dialog's content, which the server rendering of a Radix portal leaves out.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { JSDOM } from 'jsdom';
import type { GeneratedFile } from '../../src/index';
import { ensureDesignSystemBuild } from './design-system';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));

function write(path: string, content: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

let calls = 0;

/** A jsdom window as the global scope (once), before React DOM and the components load. */
function installDocument() {
  if ('document' in globalThis) return;
  const { window } = new JSDOM('<!doctype html><html lang="en"><body></body></html>', {
    pretendToBeVisual: true,
    url: 'http://localhost/',
  });
  // Node's own Event classes are not the DOM's: jsdom's dispatchEvent takes only its own.
  for (const key of Object.getOwnPropertyNames(window))
    if (!(key in globalThis) || /^(?:\w*Event|EventTarget)$/.test(key))
      Object.defineProperty(globalThis, key, {
        configurable: true,
        get: () => (window as unknown as Record<string, unknown>)[key],
      });
  // jsdom lays nothing out: Radix measures controls with ResizeObserver, which it does not have.
  if (!('ResizeObserver' in globalThis))
    Object.defineProperty(globalThis, 'ResizeObserver', {
      configurable: true,
      value: class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    });
}

/** Each component's markup, in the order given; a component that throws gives its error. */
export async function renderReactDs(
  items: { id: string; files: GeneratedFile[] }[],
): Promise<string[]> {
  ensureDesignSystemBuild();
  // A new folder per call: Node caches an imported module by its address.
  calls += 1;
  const dir = join(packageDir, 'node_modules', '.cache', `kiln-render-ds-${process.pid}-${calls}`);
  rmSync(dir, { recursive: true, force: true });
  const imports: string[] = [];
  items.forEach((item, index) => {
    for (const file of item.files) write(join(dir, `c${index}`, file.path), file.content);
    const component = item.files.find((f) => f.type === 'component')!;
    const name = /export function (\w+)\(/.exec(component.content)![1];
    imports.push(
      `import { ${name} as C${index} } from './c${index}/${component.path.replace(/\.tsx$/, '')}';`,
    );
  });
  write(
    join(dir, 'main.tsx'),
    `${imports.join('\n')}
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
const components: any[] = [${items.map((_, i) => `C${i}`).join(', ')}];
(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;
// What a mounted component puts in the document outside its own node (an open Dialog's content).
function portalled(C: any): string {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host, { onUncaughtError: (error) => { throw error; } });
  try {
    act(() => root.render(createElement(C)));
    return [...document.body.children].filter((el) => el !== host).map((el) => el.outerHTML).join('');
  } finally {
    act(() => root.unmount());
    document.body.innerHTML = '';
  }
}
export const html = components.map((C) => {
  try { return renderToStaticMarkup(createElement(C)) + portalled(C); } catch (error) { return 'RENDER ERROR ' + String(error); }
});
`,
  );
  await build({
    entryPoints: [join(dir, 'main.tsx')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    packages: 'external',
    loader: { '.module.css': 'local-css' },
    outdir: join(dir, 'out'),
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  installDocument();
  const module = (await import(pathToFileURL(join(dir, 'out', 'main.js')).href)) as {
    html: string[];
  };
  rmSync(dir, { recursive: true, force: true });
  return module.html;
}
