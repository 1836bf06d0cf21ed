#!/usr/bin/env node
// The names @kiln/tokens promises to consumers: CSS variables from tokens.css and Tailwind theme
// variables from tailwind.css. Run directly to rewrite published-tokens.json from the current build.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = new URL('../', import.meta.url);
export const publishedTokensFile = new URL('published-tokens.json', root);

/**
 * Custom properties declared (not merely referenced) in a stylesheet.
 * @param {string} css
 * @returns {string[]}
 */
export function declaredCustomProperties(css) {
  const names = [...css.matchAll(/(?<![\w-])(--[a-zA-Z0-9-]+\*?)\s*:/g)].map(
    (match) => match[1] ?? '',
  );
  // A namespace reset such as `--color-*: initial` is not a variable anyone can use.
  return [...new Set(names)].filter((name) => !name.endsWith('*')).sort();
}

/**
 * @param {URL} [distDir]
 * @returns {Promise<{ cssVariables: string[], tailwindTheme: string[] }>}
 */
export async function readPublishedNames(distDir = new URL('dist/', root)) {
  const [tokensCss, tailwindCss] = await Promise.all([
    readFile(new URL('tokens.css', distDir), 'utf8'),
    readFile(new URL('tailwind.css', distDir), 'utf8'),
  ]);
  return {
    cssVariables: declaredCustomProperties(tokensCss),
    tailwindTheme: declaredCustomProperties(tailwindCss),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const names = await readPublishedNames();
  await writeFile(publishedTokensFile, `${JSON.stringify(names, null, 2)}\n`);
  console.log(
    `${fileURLToPath(publishedTokensFile)}: ${names.cssVariables.length} CSS variables, ${names.tailwindTheme.length} Tailwind theme variables`,
  );
}
