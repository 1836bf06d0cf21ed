/**
 * @kiln/design-system as the MCP tools read it: its component metadata (the facts llms.txt and
 * the shadcn registry are made of) and its type declarations for validating react-ds code. Both
 * come from the package's build when there is one; the metadata is otherwise read from its
 * sources with the same reader the build runs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Declarations } from '@kiln/generator';
import type { DesignSystemMetadata } from '../../../design-system/scripts/metadata/index.mjs';

export const DESIGN_SYSTEM_DIR = fileURLToPath(new URL('../../../design-system/', import.meta.url));
const METADATA_FILE = join(DESIGN_SYSTEM_DIR, 'registry', 'component-metadata.json');
const DIST = join(DESIGN_SYSTEM_DIR, 'dist');

// The metadata's shape is declared once, beside the reader that writes it.
export type {
  ComponentMetadata,
  ComponentProp,
  DesignSystemMetadata,
} from '../../../design-system/scripts/metadata/index.mjs';

let metadata: Promise<DesignSystemMetadata> | undefined;

export function designSystemMetadata(): Promise<DesignSystemMetadata> {
  metadata ??= (async () => {
    if (existsSync(METADATA_FILE))
      return JSON.parse(readFileSync(METADATA_FILE, 'utf8')) as DesignSystemMetadata;
    const reader = pathToFileURL(join(DESIGN_SYSTEM_DIR, 'scripts', 'metadata', 'index.mjs')).href;
    const { readMetadata } = (await import(reader)) as {
      readMetadata: (packageDir: string) => DesignSystemMetadata;
    };
    return readMetadata(DESIGN_SYSTEM_DIR);
  })();
  return metadata;
}

let declarations: Declarations | undefined;

function declarationFiles(dir: string, out: Record<string, string>): Record<string, string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) declarationFiles(path, out);
    else if (entry.name.endsWith('.d.ts')) out[relative(DIST, path)] = readFileSync(path, 'utf8');
  }
  return out;
}

/** The design system's built declarations, or undefined when it is not built. */
export function designSystemDeclarations(): Declarations | undefined {
  if (!declarations && existsSync(join(DIST, 'index.d.ts')))
    declarations = { '@kiln/design-system': declarationFiles(DIST, {}) };
  return declarations;
}
