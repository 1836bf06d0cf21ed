/**
 * The shadcn registry's `cssVars` and `css` from @kiln/tokens' built CSS: the variables of `:root`
 * (light) and of the dark theme, and the `@theme inline` mapping that makes them Tailwind
 * utilities, with the keyframes the motion tokens name.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const tokenFile = (name) =>
  readFileSync(createRequire(import.meta.url).resolve(`@kiln/tokens/${name}`), 'utf8');

/** `--name: value;` declarations at the top level of a block (comments dropped). */
function declarations(block) {
  const vars = {};
  for (const match of block
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .matchAll(/^ {2}--([\w-]+):\s*([^;]+);/gm))
    vars[match[1]] = match[2].trim();
  return vars;
}

/** The text of the block that opens with `opening` up to its matching closing brace. */
function block(css, opening) {
  const start = css.indexOf(opening);
  if (start < 0) throw new Error(`@kiln/tokens' CSS has no "${opening}" block.`);
  let depth = 0;
  for (let i = css.indexOf('{', start); i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    if (css[i] === '}' && --depth === 0) return css.slice(css.indexOf('{', start) + 1, i);
  }
  throw new Error(`@kiln/tokens' "${opening}" block is not closed.`);
}

/** `to { opacity: 0; scale: 0.95; }` → `{ to: { opacity: '0', scale: '0.95' } }`. */
function keyframes(body) {
  const steps = {};
  for (const step of body.matchAll(/([\w%, ]+)\{([^}]*)\}/g)) {
    steps[step[1].trim()] = Object.fromEntries(
      step[2]
        .split(';')
        .map((rule) => rule.split(':').map((part) => part.trim()))
        .filter(([property, value]) => property && value),
    );
  }
  return steps;
}

export function tokensCssVars() {
  const tokens = tokenFile('tokens.css');
  const theme = block(tokenFile('tailwind.css'), '@theme inline');
  const css = {};
  for (const match of theme.matchAll(/@keyframes ([\w-]+)/g))
    css[`@keyframes ${match[1]}`] = keyframes(block(theme, match[0]));
  return {
    cssVars: {
      theme: declarations(theme),
      light: declarations(block(tokens, ':root')),
      dark: declarations(block(tokens, '.dark,')),
    },
    css,
  };
}
