/**
 * The design system's component metadata, read from its sources: each family's purpose, import,
 * props and one example. `npm run build` writes it to dist/components.json and dist/llms.txt;
 * the shadcn registry, Storybook's docs and the MCP server read the same facts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readComponents } from './read-components.mjs';
import { readExample } from './read-examples.mjs';

/** The design system's exports an example uses, in the order the family lists them first. */
function importLine(family, example, allExports, packageName) {
  const used = new Set([family.component]);
  for (const name of allExports) if (new RegExp(`\\b${name}\\b`).test(example)) used.add(name);
  return `import { ${[...used].join(', ')} } from '${packageName}';`;
}

export function readMetadata(packageDir, repoRoot = join(packageDir, '..')) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const families = readComponents(packageDir);
  const allExports = [...new Set(families.flatMap((f) => f.exports))].filter((n) =>
    /^[A-Za-z]\w*$/.test(n),
  );
  return {
    package: pkg.name,
    version: pkg.version,
    description: pkg.description,
    components: families.map((family) => {
      const example = readExample(repoRoot, family) ?? `<${family.component} />`;
      return {
        ...family,
        import: importLine(family, example, allExports, pkg.name),
        example,
      };
    }),
  };
}
