import type { ExportExtras, ExportKind } from '@kiln/contract';
import { angularProject } from './angular-project';
import { designSystemFiles, usesDesignSystem } from './design-system-vendor';
import { familyOf } from './family';
import { manifestFile } from './manifest';
import { placeComponents, type PlacedComponent } from './place';
import { reactProject } from './react-project';
import type { BuildInput, ExportComponent, ProjectFile } from './types';
import { ANGULAR_VERSION, REACT_VERSION, RXJS_VERSION } from './versions';
import { archiveSlug } from '../archive';

/** A package.json for an export that is not a project: the frameworks its components need. */
const componentsPackageJson = (name: string, placed: readonly PlacedComponent[]): ProjectFile => {
  const angular = placed.some((item) => item.component.framework === 'angular');
  const react = placed.some((item) => familyOf(item.component.framework) === 'react');
  const dependencies: Record<string, string> = {};
  if (angular) {
    for (const pkg of ['common', 'core', 'forms'])
      dependencies[`@angular/${pkg}`] = ANGULAR_VERSION;
    dependencies.rxjs = RXJS_VERSION;
  }
  if (react) {
    dependencies.react = REACT_VERSION;
    dependencies['react-dom'] = REACT_VERSION;
  }
  return {
    path: 'package.json',
    content: `${JSON.stringify({ name, version: '0.0.0', private: true, type: 'module', dependencies }, null, 2)}\n`,
  };
};

/**
 * A complete project: one family's workspace (React and react-ds components share a React
 * project). Angular and React components cannot run in one, so a mixed choice is refused before
 * this is called (see `buildComponentExport`).
 */
const project = (input: BuildInput, placed: PlacedComponent[]): ProjectFile[] => {
  const options = { tests: input.extras.tests, stories: input.extras.stories };
  const first = input.components[0];
  if (first && familyOf(first.framework) === 'react') {
    const designSystem = usesDesignSystem(input.components);
    return [
      ...reactProject(input.name, placed, { ...options, designSystem }),
      ...(designSystem ? designSystemFiles() : []),
      manifestFile(placed, 'src/components'),
    ];
  }
  return [
    ...angularProject(input.name, placed, options),
    manifestFile(placed, 'src/app/components'),
  ];
};

/** Each component's files in its own folder. */
const componentsOnly = (placed: PlacedComponent[]): ProjectFile[] =>
  placed.flatMap((item) =>
    item.files.map((file) => ({ path: `${item.slug}/${file.path}`, content: file.content })),
  );

/** Every file at the top level; a component's README is named after it so none overwrites another. */
const individualFiles = (placed: PlacedComponent[]): ProjectFile[] =>
  placed.flatMap((item) =>
    item.files.map((file) => ({
      path: file.path === 'README.md' ? `${item.slug}.README.md` : file.path.split('/').pop()!,
      content: file.content,
    })),
  );

/** The files of an export, before they are named inside the archive's folder. */
export const buildExport = (kind: ExportKind, input: BuildInput): ProjectFile[] => {
  const placed = placeComponents(input.components, input.extras);
  if (kind === 'project') return project(input, placed);
  const files = kind === 'components' ? componentsOnly(placed) : individualFiles(placed);
  return input.extras.packageJson
    ? [...files, componentsPackageJson(archiveSlug(input.name, 'kiln-components'), placed)]
    : files;
};

export type { BuildInput, ExportComponent, ExportExtras, ProjectFile };
