/**
 * react-ds components rendered to HTML on the server (react-dom/server), with the design system's
 * built bundle: one esbuild bundle for a whole set, so each output can be scored against the
 * corpus's template expectations on the markup it really produces.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { GeneratedFile } from '../../src/index';
import { ensureDesignSystemBuild } from './design-system';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));

function write(path: string, content: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

let calls = 0;

/** Each component's static markup, in the order given; a component that throws gives its error. */
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
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
const components: any[] = [${items.map((_, i) => `C${i}`).join(', ')}];
export const html = components.map((C) => {
  try { return renderToStaticMarkup(createElement(C)); } catch (error) { return 'RENDER ERROR ' + String(error); }
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
  const module = (await import(pathToFileURL(join(dir, 'out', 'main.js')).href)) as {
    html: string[];
  };
  rmSync(dir, { recursive: true, force: true });
  return module.html;
}
