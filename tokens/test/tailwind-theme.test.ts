import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'tailwindcss';
import { describe, expect, it } from 'vitest';

const dist = new URL('../dist/', import.meta.url);

/** Compiles Tailwind's utilities with our theme, as an app that imports tailwind.css would. */
async function utilitiesFor(candidates: string[]): Promise<string> {
  const compiler = await compile(
    `@import 'tailwindcss/theme.css' layer(theme);
     @import 'tailwindcss/utilities.css' layer(utilities);
     @import './tailwind.css';`,
    {
      base: fileURLToPath(dist),
      loadStylesheet: async (id, base) => {
        const path = id.startsWith('.')
          ? fileURLToPath(new URL(id, `file://${base}/`))
          : fileURLToPath(import.meta.resolve(id));
        return { path, base: dirname(path), content: await readFile(path, 'utf8') };
      },
    },
  );
  return compiler.build(candidates);
}

/** The colour names of the design-system contract (design-system.md). */
const contractColors = [
  'background',
  'foreground',
  'card',
  'card-foreground',
  'popover',
  'popover-foreground',
  'muted',
  'muted-foreground',
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'accent',
  'accent-foreground',
  'destructive',
  'destructive-foreground',
  'success',
  'success-foreground',
  'warning',
  'warning-foreground',
  'info',
  'info-foreground',
  'link',
  'border',
  'input',
  'ring',
  'overlay',
];

/** Escapes a utility name the way Tailwind writes it as a selector. */
const selector = (utility: string) => `.${utility.replace(/[/:()[\]]/g, (c) => `\\${c}`)}`;

describe('given the Tailwind theme', () => {
  it.each(contractColors)(
    'should back every colour utility of %s with its --kiln variable',
    async (name) => {
      const utilities = ['bg', 'text', 'border', 'ring', 'fill'].map((kind) => `${kind}-${name}`);
      const css = await utilitiesFor(utilities);
      for (const utility of utilities) {
        expect(css).toContain(`${selector(utility)} {`);
      }
      expect(css).toContain(`var(--kiln-color-${name})`);
    },
  );

  it('should mix the colour for opacity modifiers such as bg-primary/90', async () => {
    const css = await utilitiesFor(['bg-primary/90']);
    expect(css).toContain(selector('bg-primary/90'));
    expect(css).toMatch(/color-mix\(in oklab, var\(--kiln-color-primary\) 90%, transparent\)/);
  });

  it.each([
    ['rounded-control', 'var(--kiln-radius-control)'],
    ['rounded-card', 'var(--kiln-radius-card)'],
    ['rounded-pill', 'var(--kiln-radius-pill)'],
    ['shadow-card', 'var(--kiln-shadow-card)'],
    ['shadow-popover', 'var(--kiln-shadow-popover)'],
    ['shadow-overlay', 'var(--kiln-shadow-overlay)'],
    ['font-sans', 'var(--kiln-font-sans)'],
    ['font-mono', 'var(--kiln-font-mono)'],
    ['ease-standard', 'var(--kiln-ease-standard)'],
    ['ease-emphasized', 'var(--kiln-ease-emphasized)'],
    ['text-xs', 'var(--kiln-font-size-xs)'],
    ['text-4xl', 'var(--kiln-line-height-4xl)'],
    ['p-4', 'var(--kiln-spacing)'],
    ['duration-(--kiln-duration-fast)', 'var(--kiln-duration-fast)'],
  ])('should generate %s from the tokens', async (utility, expected) => {
    const css = await utilitiesFor([utility]);
    expect(css).toContain(selector(utility));
    expect(css).toContain(expected);
  });

  it.each([
    [
      'animate-exit-fade',
      'kiln-exit-fade',
      /@keyframes kiln-exit-fade\s*{\s*to\s*{\s*opacity: 0;\s*}/,
    ],
    [
      'animate-exit-zoom',
      'kiln-exit-zoom',
      /@keyframes kiln-exit-zoom\s*{\s*to\s*{\s*opacity: 0;\s*scale: 0\.95;\s*}/,
    ],
  ])(
    'should generate %s with its keyframes and the motion tokens',
    async (utility, name, keyframes) => {
      const css = await utilitiesFor([utility]);
      expect(css).toContain(`${selector(utility)} {`);
      expect(css).toContain(`${name} var(--kiln-duration-fast) var(--kiln-ease-standard) forwards`);
      expect(css).toMatch(keyframes);
    },
  );

  it('should apply dark: utilities under the .dark class and data-theme="dark", not the OS setting', async () => {
    const css = await utilitiesFor(['dark:bg-card']);
    expect(css).toContain(':where(.dark, .dark *, [data-theme="dark"], [data-theme="dark"] *)');
    expect(css).not.toContain('prefers-color-scheme');
  });

  it.each(['bg-blue-500', 'text-slate-600', 'border-indigo-600', 'bg-white'])(
    'should not generate the raw palette utility %s',
    async (utility) => {
      const css = await utilitiesFor([utility]);
      expect(css).not.toContain(selector(utility));
    },
  );
});
