/**
 * The design system as react-ds output needs it in tests: its built declarations (handed to
 * validate, the way the server does), its bundle and its stylesheet. Builds the package once when
 * dist/ is missing, as a clean checkout has it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Declarations } from '../../src/index';

export const DESIGN_SYSTEM_DIR = fileURLToPath(new URL('../../../design-system/', import.meta.url));
const DIST = join(DESIGN_SYSTEM_DIR, 'dist');

/** Runs `npm run build -w @kiln/design-system` when its built files are missing. */
export function ensureDesignSystemBuild(): void {
  if (existsSync(join(DIST, 'index.d.ts')) && existsSync(join(DIST, 'styles.css'))) return;
  const { status, stderr } = spawnSync('npm', ['run', 'build', '-w', '@kiln/design-system'], {
    cwd: join(DESIGN_SYSTEM_DIR, '..'),
    encoding: 'utf8',
  });
  if (status !== 0) throw new Error(`Building @kiln/design-system failed:\n${stderr}`);
}

function declarationFiles(dir: string, out: Record<string, string>): Record<string, string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) declarationFiles(path, out);
    else if (entry.name.endsWith('.d.ts')) out[relative(DIST, path)] = readFileSync(path, 'utf8');
  }
  return out;
}

/** `{ '@kiln/design-system': { 'index.d.ts': …, 'components/button.d.ts': … } }`, built first if needed. */
export function designSystemDeclarations(): Declarations {
  ensureDesignSystemBuild();
  return { '@kiln/design-system': declarationFiles(DIST, {}) };
}

export const designSystemStylesheet = () => readFileSync(join(DIST, 'styles.css'), 'utf8');
