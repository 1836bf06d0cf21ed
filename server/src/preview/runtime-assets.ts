import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where `npm run build -w @kiln/server` writes the preview's runtime (scripts/build-preview-runtime.mjs). */
export const RUNTIME_DIR = fileURLToPath(new URL('../../dist/preview-runtime/', import.meta.url));

export interface RuntimeAsset {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface RuntimeManifest {
  angular: RuntimeAsset;
  react: RuntimeAsset;
  'react-ds': RuntimeAsset;
  axe: RuntimeAsset;
  tokens: RuntimeAsset;
  /** The design system's stylesheet, for react-ds frames. */
  designSystem: RuntimeAsset;
}

export interface RuntimeAssets {
  manifest: RuntimeManifest;
  /** The design tokens' CSS, written into every frame document. */
  tokensCss: string;
  /** The design system's stylesheet, written into react-ds frame documents only. */
  designSystemCss: string;
  /** A runtime file by its hashed name, in the encoding asked for when it was stored so. */
  read: (file: string, encoding: 'br' | 'gzip' | 'identity') => Buffer | undefined;
}

const FILE_NAME = /^[a-z-]+\.[a-f0-9]{16}\.(?:js|css)$/;

/** Every entry this server needs; a runtime built by an older version lacks some of them. */
const ENTRIES: readonly (keyof RuntimeManifest)[] = [
  'angular',
  'react',
  'react-ds',
  'axe',
  'tokens',
  'designSystem',
];
const SUFFIX = { br: '.br', gzip: '.gz', identity: '' } as const;

/** The manifest of a runtime built by this version of Kiln, or undefined (none, or an older one). */
const readCurrentManifest = (dir: string): RuntimeManifest | undefined => {
  if (!existsSync(`${dir}manifest.json`)) return undefined;
  const manifest = JSON.parse(readFileSync(`${dir}manifest.json`, 'utf8')) as RuntimeManifest;
  return ENTRIES.every((entry) => typeof manifest[entry]?.file === 'string') ? manifest : undefined;
};

/** Whether the runtime in `dir` is built and current: `npm start` rebuilds it otherwise. */
export const isRuntimeBuilt = (dir: string = RUNTIME_DIR): boolean =>
  readCurrentManifest(dir) !== undefined;

/**
 * The built runtime, read once at start and held in memory (a few megabytes with its compressed
 * forms). Undefined when it has not been built, or was built by an older version of Kiln: the
 * preview then answers that it is unavailable until `npm run build -w @kiln/server` runs.
 */
export const loadRuntimeAssets = (dir: string = RUNTIME_DIR): RuntimeAssets | undefined => {
  const manifest = readCurrentManifest(dir);
  if (!manifest) return undefined;
  const files = new Map<string, Buffer>();
  for (const { file } of Object.values(manifest))
    for (const suffix of Object.values(SUFFIX))
      if (existsSync(dir + file + suffix))
        files.set(file + suffix, readFileSync(dir + file + suffix));
  return {
    manifest,
    tokensCss: files.get(manifest.tokens.file)?.toString('utf8') ?? '',
    designSystemCss: files.get(manifest.designSystem.file)?.toString('utf8') ?? '',
    read: (file, encoding) =>
      FILE_NAME.test(file) ? files.get(file + SUFFIX[encoding]) : undefined,
  };
};
