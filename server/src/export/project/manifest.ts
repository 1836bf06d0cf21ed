import type { PlacedComponent } from './place';
import type { ProjectFile } from './types';

/** The file that names a project's components, so importing it back finds them. */
export const MANIFEST_PATH = 'kiln.json';

/** `kiln.json`: each component's name, framework, version and folder inside the project. */
export const manifestFile = (placed: readonly PlacedComponent[], folder: string): ProjectFile => ({
  path: MANIFEST_PATH,
  content: `${JSON.stringify(
    {
      kiln: 1,
      components: placed.map((item) => ({
        name: item.component.name,
        description: item.component.description,
        framework: item.component.framework,
        version: item.component.version,
        folder: `${folder}/${item.slug}`,
      })),
    },
    null,
    2,
  )}\n`,
});
