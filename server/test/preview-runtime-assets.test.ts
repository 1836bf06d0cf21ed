import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isRuntimeBuilt, loadRuntimeAssets } from '../src/preview/runtime-assets';

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

  it('should tell `npm start` to build a runtime that is missing or older, and keep a current one', () => {
    const { 'react-ds': _reactDs, ...older } = complete;
    expect(isRuntimeBuilt(runtimeDir(complete))).toBe(true);
    expect(isRuntimeBuilt(runtimeDir(older))).toBe(false);
    expect(isRuntimeBuilt(join(tmpdir(), 'kiln-no-runtime-here/'))).toBe(false);
  });
});
