/**
 * The design system's shadcn registry and llms.txt, as `npm run build -w @kiln/design-system`
 * writes them (design-system/registry/, design-system/dist/llms.txt). Read once, then kept: they
 * change only with a new build, which a new server process picks up.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { AppError } from '../errors';

const DESIGN_SYSTEM_DIR = new URL('../../../design-system/', import.meta.url);
export const REGISTRY_DIR = fileURLToPath(new URL('registry/', DESIGN_SYSTEM_DIR));
export const LLMS_TXT = fileURLToPath(new URL('dist/llms.txt', DESIGN_SYSTEM_DIR));

export interface RegistryFiles {
  /** registry.json as built. */
  registry: { items: { name: string; registryDependencies?: string[] }[] } & Record<
    string,
    unknown
  >;
  /** One registry item by its name, or undefined when the registry has none of that name. */
  item(name: string): Promise<Record<string, unknown> | undefined>;
  llmsText(): Promise<string>;
  /** The base colour the shadcn CLI asks for: Kiln's tokens, whatever colour a project names. */
  baseColor(): Promise<Record<string, unknown>>;
}

const notBuilt = () =>
  new AppError(
    503,
    'DESIGN_SYSTEM_NOT_BUILT',
    'The design system registry is not built on this server: run `npm run build -w @kiln/design-system`.',
  );

async function read(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    throw notBuilt();
  }
}

export function registryFiles(): () => Promise<RegistryFiles> {
  let loaded: Promise<RegistryFiles> | undefined;
  const load = async (): Promise<RegistryFiles> => {
    const registry = JSON.parse(
      await read(`${REGISTRY_DIR}registry.json`),
    ) as RegistryFiles['registry'];
    const names = new Set(registry.items.map((item) => item.name));
    const items = new Map<string, Promise<Record<string, unknown>>>();
    let llms: Promise<string> | undefined;
    let baseColor: Promise<Record<string, unknown>> | undefined;
    return {
      registry,
      item: (name) => {
        // Only names registry.json lists reach the file system.
        if (!names.has(name)) return Promise.resolve(undefined);
        if (!items.has(name))
          items.set(
            name,
            read(`${REGISTRY_DIR}${name}.json`).then(
              (text) => JSON.parse(text) as Record<string, unknown>,
            ),
          );
        return items.get(name)!;
      },
      llmsText: () => (llms ??= read(LLMS_TXT)),
      baseColor: () =>
        (baseColor ??= read(`${REGISTRY_DIR}colors/kiln.json`).then(
          (text) => JSON.parse(text) as Record<string, unknown>,
        )),
    };
  };
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}
