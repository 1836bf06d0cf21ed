import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRuntimeAssets } from '../src/preview/runtime-assets';

const asset = (name: string) => ({ file: `${name}.0123456789abcdef.js`, bytes: 1, gzipBytes: 1 });
const dirs: string[] = [];
const runtimeDir = (manifest: object) => {
  const dir = mkdtempSync(join(tmpdir(), 'kiln-runtime-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  return `${dir}/`;
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('given the preview runtime on disk', () => {
  const complete = {
    angular: asset('angular'),
    react: asset('react'),
    'react-ds': asset('react-ds'),
    axe: asset('axe'),
    tokens: asset('tokens'),
    designSystem: asset('design-system'),
  };

  it('should load a runtime whose manifest names every entry', () => {
    expect(loadRuntimeAssets(runtimeDir(complete))?.manifest).toEqual(complete);
  });

  it('should treat a runtime built by an older version, without react-ds, as not built', () => {
    const { 'react-ds': _reactDs, designSystem: _designSystem, ...older } = complete;
    expect(loadRuntimeAssets(runtimeDir(older))).toBeUndefined();
  });
});
