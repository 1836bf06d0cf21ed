import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError } from '../../errors';
import { DESIGN_SYSTEM_PACKAGE, DESIGN_SYSTEM_VENDOR_DIR } from './react-project';
import type { ExportComponent, ProjectFile } from './types';

/** The design system's package folder in this repository (its `dist` is what gets vendored). */
const PACKAGE_DIR = fileURLToPath(new URL('../../../../design-system/', import.meta.url));

/** Source maps stay home: the vendored package is for running, not for debugging the library. */
const SKIPPED = /\.map$/;

/** Whether any component imports the design system (react-ds output does; so may hand-written code). */
export const usesDesignSystem = (components: readonly ExportComponent[]) =>
  components.some((component) =>
    component.files.some((file) => file.content.includes(`'${DESIGN_SYSTEM_PACKAGE}'`)),
  );

const walk = (dir: string): string[] =>
  readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });

/**
 * The design system's built files under `vendor/kiln-design-system`, with a package.json that
 * keeps only what installing it needs, so a project installs it as a local `file:` dependency.
 */
export const designSystemFiles = (): ProjectFile[] => {
  const dist = join(PACKAGE_DIR, 'dist');
  let paths: string[];
  try {
    paths = walk(dist).filter((path) => !SKIPPED.test(path));
  } catch {
    throw new AppError(
      503,
      'DESIGN_SYSTEM_NOT_BUILT',
      'The design system is not built on this server, so components written on it cannot be exported yet.',
    );
  }
  const manifest = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const keep = [
    'name',
    'version',
    'type',
    'sideEffects',
    'main',
    'types',
    'exports',
    'peerDependencies',
    'dependencies',
    'license',
  ];
  const packageJson = Object.fromEntries(
    keep.filter((key) => key in manifest).map((key) => [key, manifest[key]]),
  );
  return [
    {
      path: `${DESIGN_SYSTEM_VENDOR_DIR}/package.json`,
      content: `${JSON.stringify(packageJson, null, 2)}\n`,
    },
    ...paths.map((path) => ({
      path: `${DESIGN_SYSTEM_VENDOR_DIR}/dist/${relative(dist, path).split('\\').join('/')}`,
      content: readFileSync(path),
    })),
  ];
};
