import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  declaredCustomProperties,
  publishedTokensFile,
  readPublishedNames,
} from '../scripts/published-tokens.mjs';

const promised = JSON.parse(readFileSync(publishedTokensFile, 'utf8')) as {
  cssVariables: string[];
  tailwindTheme: string[];
};
const built = await readPublishedNames();
const update =
  'If the removal is intended, run `npm run update-published-tokens -w @kiln/tokens` and commit the list.';

describe('given the published token list', () => {
  it('should still find every promised CSS variable in tokens.css', () => {
    const missing = promised.cssVariables.filter((name) => !built.cssVariables.includes(name));
    expect(missing, `Removed from tokens.css: ${missing.join(', ')}. ${update}`).toEqual([]);
  });

  it('should still find every promised Tailwind theme variable in tailwind.css', () => {
    const missing = promised.tailwindTheme.filter((name) => !built.tailwindTheme.includes(name));
    expect(missing, `Removed from tailwind.css: ${missing.join(', ')}. ${update}`).toEqual([]);
  });
});

describe('given a stylesheet', () => {
  it('should list declared custom properties, not ones only referenced', () => {
    const css = ':root { --kiln-a: 1px; --kiln-b: var(--kiln-c); }\n@theme { --color-*: initial; }';
    expect(declaredCustomProperties(css)).toEqual(['--kiln-a', '--kiln-b']);
  });
});
