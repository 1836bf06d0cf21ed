import type { AiFramework } from '@kiln/contract';
import { FRAMEWORKS, generate } from '@kiln/generator';
import type { StoredFile } from '../db/schema/index';
import { toStoredModel } from '../lib/stored-model';
import { filesHash } from '../quality/files-hash';
import type { CatalogueEntry } from './catalogue';

/** What the engine makes of one catalogue entry in one framework. */
export interface BuiltItem {
  entry: CatalogueEntry;
  framework: AiFramework;
  files: StoredFile[];
  componentModel: Record<string, unknown>;
  /** The output's fingerprint: a new one is a new version of the item. */
  filesHash: string;
}

const buildItem = (entry: CatalogueEntry, framework: AiFramework): BuiltItem => {
  const generation = generate(entry.request, { framework });
  const componentModel = toStoredModel(generation.model);
  if (!componentModel) throw new Error(`the engine gave no model for ${entry.slug}`);
  return {
    entry,
    framework,
    files: generation.files,
    componentModel,
    filesHash: filesHash(framework, generation.files),
  };
};

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs the built-in engine for every entry in every framework it writes. It gives the event loop a
 * turn after each entry, so requests arriving while a starting server seeds are answered meanwhile.
 */
export const buildCatalogue = async (
  catalogue: readonly CatalogueEntry[],
): Promise<BuiltItem[]> => {
  const built: BuiltItem[] = [];
  for (const entry of catalogue) {
    for (const framework of FRAMEWORKS) built.push(buildItem(entry, framework));
    await yieldToLoop();
  }
  return built;
};
