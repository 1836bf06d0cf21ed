/**
 * The built type declarations of the installed @kiln/design-system, read once when a validating
 * thread starts: react-ds output imports the package, and the engine's validator checks it against
 * these (the engine itself imports nothing of ours). Undefined while the package is not built; the
 * validator then reports the import as unresolved, which is true.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import type { Declarations } from '@kiln/generator';

const PACKAGE = '@kiln/design-system';

function collect(root: string, dir: string, out: Record<string, string>): Record<string, string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) collect(root, path, out);
    else if (entry.name.endsWith('.d.ts')) out[relative(root, path)] = readFileSync(path, 'utf8');
  }
  return out;
}

export function readDesignSystemDeclarations(): Declarations | undefined {
  const manifest = createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`);
  const dist = join(dirname(manifest), 'dist');
  if (!existsSync(join(dist, 'index.d.ts'))) return undefined;
  return { [PACKAGE]: collect(dist, dist, {}) };
}
