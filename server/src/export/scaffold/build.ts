import { ErrorCode, type scaffoldBodySchema } from '@kiln/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { archiveSlug } from '../archive';
import { angularProject } from '../project/angular-project';
import { designSystemFiles, usesDesignSystem } from '../project/design-system-vendor';
import { familyOf } from '../project/family';
import { manifestFile } from '../project/manifest';
import type { ExportComponent } from '../project/types';
import { placeComponents } from '../project/place';
import type { BuiltArchive } from '../project-export';
import { reactProject } from '../project/react-project';
import { ANGULAR_VERSION, REACT_ROUTER_VERSION } from '../project/versions';
import { savedComponentsForExport } from '../saved-components';
import { angularShell } from './angular-shell';
import { engineComponents, scaffoldPages } from './pages';
import { reactShell } from './react-shell';
import { overrideFiles, withDependency, type ShellPage } from './shell';

type ScaffoldRequest = z.output<typeof scaffoldBodySchema>;

const otherFramework = () =>
  new AppError(
    400,
    ErrorCode.validation,
    'A starter project holds components of its own framework. Choose saved components written for it (React and React with Kiln’s design system go together).',
  );

/**
 * A starter workspace (see `assembleScaffold`): the engine writes each chosen feature's components, the user's saved
 * components sit on the home page, and a shell (routes or one page, a dark mode switch) joins
 * them. Specs and tests are included, so the project's own checks run from the start.
 */
export const buildScaffold = async (
  db: Db,
  userId: string,
  body: ScaffoldRequest,
): Promise<BuiltArchive> => {
  const saved = await savedComponentsForExport(db, userId, body.componentIds);
  const family = familyOf(body.framework);
  if (saved.some((component) => familyOf(component.framework) !== family)) throw otherFramework();
  return assembleScaffold(body, saved);
};

/** The starter's files from the request and the saved components it includes. */
export const assembleScaffold = (
  body: Omit<ScaffoldRequest, 'componentIds'>,
  saved: readonly ExportComponent[],
): BuiltArchive => {
  const specs = scaffoldPages(body.features);
  const perPage = specs.map((spec) =>
    spec.route === '' ? saved : engineComponents(spec, body.framework),
  );
  const extras = { tests: true, stories: false, readme: false, packageJson: true };
  const placed = placeComponents(perPage.flat(), extras);
  let offset = 0;
  const pages: ShellPage[] = specs.map((spec, index) => {
    const items = placed.slice(offset, offset + perPage[index]!.length);
    offset += items.length;
    return { route: spec.route, title: spec.title, sidebar: spec.sidebar ?? false, items };
  });
  const shell = {
    title: body.name,
    pages,
    routing: body.routing,
    darkMode: body.features.includes('dark-mode'),
  };
  const options = { tests: true, stories: false };
  const angular = familyOf(body.framework) === 'angular';
  // A react-ds starter's pages import the design system, and so may saved components of a React one.
  const designSystem = !angular && usesDesignSystem(placed.map((item) => item.component));
  const base = angular
    ? angularProject(body.name, placed, options)
    : reactProject(body.name, placed, { ...options, designSystem });
  let files = overrideFiles(base, angular ? angularShell(shell) : reactShell(shell));
  if (body.routing)
    files = angular
      ? withDependency(files, '@angular/router', ANGULAR_VERSION)
      : withDependency(files, 'react-router', REACT_ROUTER_VERSION);
  const folder = angular ? 'src/app/components' : 'src/components';
  return {
    folder: archiveSlug(body.name, 'kiln-starter'),
    files: [...files, ...(designSystem ? designSystemFiles() : []), manifestFile(placed, folder)],
  };
};
