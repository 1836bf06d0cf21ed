/**
 * The design system as a shadcn registry: registry.json and one registry item per component
 * family, each with its source files (imports rewritten to a shadcn project's aliases), the npm
 * packages it needs at the versions this package pins, the other items it builds on, and the
 * tokens as cssVars. Items name each other by bare name; the server that serves them turns those
 * names into its own URLs, so the same files serve any host.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { tokensCssVars } from './tokens-css-vars.mjs';

export const REGISTRY_NAME = 'kiln';
const UI = '@/registry/kiln/ui';

/** `../components/button` from `src/product/x.tsx` → `src/components/button` */
const resolveLocal = (from, specifier) => posix.join(posix.dirname(from), specifier);

/**
 * The item's files: its own module and the helper modules (not families of their own) it imports,
 * transitively; and the families it imports, which become registry dependencies.
 */
function collect(packageDir, family, familyFiles) {
  const files = [];
  const families = new Set();
  const queue = [family.file];
  const seen = new Set();
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const path = ['.tsx', '.ts'].map((ext) => `${file.replace(/\.tsx?$/, '')}${ext}`);
    const found = path.find((candidate) => {
      try {
        readFileSync(join(packageDir, candidate));
        return true;
      } catch {
        return false;
      }
    });
    if (!found) throw new Error(`${family.file} imports ${file}, which does not exist.`);
    const content = readFileSync(join(packageDir, found), 'utf8');
    files.push({ source: found, content });
    for (const match of content.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const target = resolveLocal(found, match[1]);
      if (target === 'src/lib/cn') continue;
      const owner = familyFiles.get(`${target}.tsx`);
      if (owner && owner !== family.name) families.add(owner);
      else if (!owner) queue.push(target);
    }
  }
  return { files, families: [...families].sort() };
}

/** Imports as a shadcn project writes them: `@/lib/utils` for cn, the ui alias for components. */
function rewriteImports(content, source) {
  return content.replace(/from '(\.{1,2}\/[^']+)'/g, (_, specifier) => {
    const target = resolveLocal(source, specifier);
    if (target === 'src/lib/cn') return "from '@/lib/utils'";
    return `from '${UI}/${posix.basename(target)}'`;
  });
}

export function buildRegistry(packageDir, metadata) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const pinned = { ...pkg.dependencies };
  const { cssVars, css } = tokensCssVars();
  const familyFiles = new Map(metadata.components.map((c) => [c.file, c.name]));
  const items = metadata.components.map((component) => {
    const { files, families } = collect(packageDir, component, familyFiles);
    const dependencies = [
      ...new Set(
        files.flatMap((f) => [...f.content.matchAll(/from '([^.'][^']*)'/g)].map((m) => m[1])),
      ),
    ]
      .filter((specifier) => !/^react(-dom)?(\/|$)/.test(specifier))
      .map((specifier) =>
        specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/'),
      )
      .filter((name, i, all) => all.indexOf(name) === i)
      .map((name) => {
        if (!pinned[name])
          throw new Error(
            `${component.file} imports ${name}, which ${pkg.name} does not depend on.`,
          );
        return `${name}@${pinned[name]}`;
      })
      .sort();
    for (const utility of ['clsx', 'tailwind-merge'])
      if (!dependencies.some((d) => d.startsWith(`${utility}@`)))
        dependencies.push(`${utility}@${pinned[utility]}`);
    return {
      $schema: 'https://ui.shadcn.com/schema/registry-item.json',
      name: component.name,
      type: 'registry:ui',
      title: component.title,
      description: component.purpose,
      dependencies: dependencies.sort(),
      registryDependencies: families,
      files: files.map((file) => ({
        path: `registry/${REGISTRY_NAME}/ui/${posix.basename(file.source)}`,
        type: 'registry:ui',
        content: rewriteImports(file.content, file.source),
      })),
      cssVars,
      css,
      docs: `${component.import.replace(`'${pkg.name}'`, `'@/components/ui/${component.name}'`)}\n\n${component.example}`,
      categories: [component.kind],
    };
  });
  const registry = {
    $schema: 'https://ui.shadcn.com/schema/registry.json',
    name: REGISTRY_NAME,
    homepage: pkg.homepage,
    items: items.map(({ $schema: _schema, cssVars: _vars, css: _css, docs: _docs, ...item }) => ({
      ...item,
      files: item.files.map(({ path, type }) => ({ path, type })),
    })),
  };
  // What the shadcn CLI fetches as the project's base colour (`<REGISTRY_URL>/colors/<name>.json`)
  // when it writes files: Kiln has one palette, its tokens, whatever base colour a project names.
  const baseColor = {
    inlineColors: { light: {}, dark: {} },
    cssVars,
    inlineColorsTemplate: '',
    cssVarsTemplate: '',
  };
  return { registry, items, baseColor };
}
