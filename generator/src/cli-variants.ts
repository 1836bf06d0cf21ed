/**
 * `kiln-generate … --variants N`: the takes of a component, written beside it, one folder each
 * (`<folder>/variants/1-compact-square-corners/`). Part of the CLI entry, local and remote alike.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

export const MAX_VARIANTS = 3;

export interface WrittenTake {
  label: string;
  files: readonly { path: string; content: string }[];
}

/** `--variants`' value: a whole number from 1 to 3, or the reason it is not. */
export const parseVariants = (value: string): number | string => {
  const count = Number(value);
  return Number.isInteger(count) && count >= 1 && count <= MAX_VARIANTS
    ? count
    : `--variants must be a whole number from 1 to ${MAX_VARIANTS}, not "${value}".`;
};

const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** Writes each take in its own folder under `<folder>/variants`; only base names are used, so no path leaves it. */
export const writeTakes = (
  folder: string,
  takes: readonly WrittenTake[],
  stdout: (text: string) => void,
): void => {
  takes.forEach((take, index) => {
    const target = join(folder, 'variants', `${index + 1}-${slug(take.label) || 'take'}`);
    mkdirSync(target, { recursive: true });
    for (const file of take.files) {
      const path = join(target, basename(file.path));
      writeFileSync(path, file.content);
      stdout(`wrote ${path}\n`);
    }
    stdout(`  variant ${index + 1}: ${take.label}\n`);
  });
};
