import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type TokenTree = { [key: string]: TokenTree | unknown };
const src = new URL('../src/', import.meta.url);

function readTree(folder: string): TokenTree {
  const dir = new URL(`${folder}/`, src);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as TokenTree),
  );
}

/** Dotted paths of every token (an object with `$value`) with its raw value. */
function tokens(tree: TokenTree, path: string[] = []): Array<[string, unknown]> {
  if ('$value' in tree) return [[path.join('.'), tree.$value]];
  return Object.entries(tree)
    .filter(([key, child]) => !key.startsWith('$') && typeof child === 'object' && child !== null)
    .flatMap(([key, child]) => tokens(child as TokenTree, [...path, key]));
}

const light = tokens(readTree('semantic/light'));
const dark = tokens(readTree('semantic/dark'));
const primitivePaths = new Set(tokens(readTree('primitive')).map(([path]) => path));

describe('given the light and dark themes', () => {
  it('should define the same semantic tokens, so no token exists in only one theme', () => {
    expect(dark.map(([path]) => path).sort()).toEqual(light.map(([path]) => path).sort());
  });

  it.each([...light, ...dark])(
    'should build %s from a primitive reference, never a raw value',
    (_path, value) => {
      const reference = /^\{([^}]+)\}$/.exec(String(value));
      expect(reference?.[1] && primitivePaths.has(reference[1])).toBe(true);
    },
  );
});
