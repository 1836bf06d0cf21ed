import type { Styling } from './model';
import { contrastText, readableOn, shade, tint } from './text';

/** One style rule of the block: `el` is a BEM element ('' = block, 'tab--active' = modifier). */
export interface StyleRule {
  el: string;
  /** Appended to the selector: ':hover', ':focus-visible', '[aria-selected="true"]', '::placeholder'. */
  state?: string;
  media?: 'narrow' | 'reduced-motion';
  decls: Record<string, string>;
  /**
   * Drawn by the model's layout (blueprints/layout.ts): kept whole, and its class kept, where a
   * design-system component carries the element, whose own rules are otherwise cut to placement.
   */
  layout?: true;
}

export interface StyleSheet {
  rules: StyleRule[];
  keyframes: Record<string, string>;
}

export type Token =
  | 'primary'
  | 'primary-hover'
  | 'on-primary'
  | 'surface'
  | 'surface-muted'
  | 'text'
  | 'text-muted'
  | 'border'
  | 'danger'
  | 'on-danger'
  | 'success'
  | 'warning'
  | 'info'
  | 'focus'
  | 'radius'
  | 'radius-sm'
  | 'space'
  | 'shadow'
  | 'backdrop';

export interface Palette {
  light: Record<Token, string>;
  dark: Partial<Record<Token, string>>;
}

const RADII = {
  square: ['0', '0'],
  default: ['0.5rem', '0.375rem'],
  rounded: ['1rem', '0.75rem'],
  pill: ['1.5rem', '999px'],
} as const;
const SPACE = { compact: '0.75rem', comfortable: '1rem', spacious: '1.5rem' } as const;

export function palette(styling: Styling): Palette {
  const [radius, radiusSm] = RADII[styling.radius];
  const darkSurface = {
    surface: '#111827',
    'surface-muted': '#1f2937',
    text: '#f9fafb',
    'text-muted': '#9ca3af',
    border: '#374151',
    backdrop: 'rgb(0 0 0 / 0.65)',
  } as const;
  const lightBackgrounds = [styling.background ?? '#ffffff'];
  const darkBackgrounds = [darkSurface.surface, darkSurface['surface-muted']];
  // The primary colour is drawn as text on the surface and under on-primary text, so it is moved
  // (darker on light surfaces, lighter on dark ones) just enough to read at 4.5:1 in each theme.
  const lightPrimary = readableOn(
    styling.primary,
    styling.theme === 'dark' ? darkBackgrounds : lightBackgrounds,
    styling.theme === 'dark',
  );
  const darkPrimary = readableOn(styling.primary, darkBackgrounds, true);
  const light: Record<Token, string> = {
    primary: lightPrimary,
    'primary-hover':
      styling.theme === 'dark' ? tint(lightPrimary, 0.15) : shade(lightPrimary, 0.15),
    'on-primary': contrastText(lightPrimary),
    surface: styling.background ?? '#ffffff',
    'surface-muted': '#f3f4f6',
    text: '#111827',
    'text-muted': '#4b5563',
    border: '#d1d5db',
    danger: '#b91c1c',
    'on-danger': '#ffffff',
    success: '#15803d',
    warning: '#854d0e',
    info: '#1d4ed8',
    focus: styling.accent ?? styling.primary,
    radius,
    'radius-sm': radiusSm,
    space: SPACE[styling.density],
    shadow: styling.shadow
      ? '0 10px 25px -5px rgb(0 0 0 / 0.15), 0 4px 6px -4px rgb(0 0 0 / 0.1)'
      : 'none',
    backdrop: 'rgb(17 24 39 / 0.5)',
  };
  if (styling.theme === 'dark') {
    // A component asked to be dark is dark by default; the fallbacks carry the dark values.
    Object.assign(light, darkSurface, styling.background ? { surface: styling.background } : {});
  }
  const dark: Partial<Record<Token, string>> = {
    ...darkSurface,
    primary: darkPrimary,
    'primary-hover': tint(darkPrimary, 0.15),
    'on-primary': contrastText(darkPrimary),
    focus: readableOn(styling.accent ?? styling.primary, darkBackgrounds, true),
    danger: '#f87171',
    'on-danger': '#111827',
    success: '#4ade80',
    warning: '#facc15',
    info: '#60a5fa',
  };
  return { light, dark };
}

/** `var(--kiln-primary, #4f46e5)`: themable from outside, with the model's value as the fallback. */
export function tokenVar(p: Palette, token: Token): string {
  return `var(--kiln-${token}, ${p.light[token]})`;
}

const BREAKPOINT = '640px';

function declarations(decls: Record<string, string>, indent: string): string[] {
  return Object.entries(decls).map(([prop, value]) => `${indent}${prop}: ${value};`);
}

function groupByElement(rules: StyleRule[]): Map<string, StyleRule[]> {
  const groups = new Map<string, StyleRule[]>();
  for (const rule of rules) {
    const list = groups.get(rule.el) ?? [];
    list.push(rule);
    groups.set(rule.el, list);
  }
  return groups;
}

function mediaQuery(media: NonNullable<StyleRule['media']>, breakpoint: string): string {
  return media === 'narrow' ? `(max-width: ${breakpoint})` : '(prefers-reduced-motion: reduce)';
}

function darkTokens(p: Palette, indent: string): string[] {
  return Object.entries(p.dark).map(([token, value]) => `${indent}--kiln-${token}: ${value};`);
}

function keyframeLines(keyframes: Record<string, string>): string[] {
  return Object.entries(keyframes).flatMap(([name, body]) => [
    '',
    `@keyframes ${name} {`,
    ...body.split('\n').map((line) => `  ${line}`),
    '}',
  ]);
}

export function renderScss(block: string, sheet: StyleSheet, p: Palette): string {
  const lines = [
    '$breakpoint: 640px;',
    '',
    ':host {',
    '  display: block;',
    `  color: ${tokenVar(p, 'text')};`,
    "  font-family: var(--kiln-font-sans, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);",
    '  line-height: 1.5;',
    '}',
    '',
    // Dark mode follows a `.dark` class on any ancestor, the convention of the host application.
    ':host-context(.dark) {',
    ...darkTokens(p, '  '),
    '}',
    '',
    `.${block} {`,
  ];
  const groups = groupByElement(sheet.rules);
  const renderGroup = (rules: StyleRule[], indent: string) => {
    for (const rule of rules) {
      if (rule.media) continue;
      if (!rule.state) lines.push(...declarations(rule.decls, indent));
    }
    for (const rule of rules) {
      if (rule.media || !rule.state) continue;
      lines.push(
        '',
        `${indent}&${rule.state} {`,
        ...declarations(rule.decls, `${indent}  `),
        `${indent}}`,
      );
    }
    for (const rule of rules) {
      if (!rule.media) continue;
      const inner = rule.state
        ? [
            `${indent}  &${rule.state} {`,
            ...declarations(rule.decls, `${indent}    `),
            `${indent}  }`,
          ]
        : declarations(rule.decls, `${indent}  `);
      lines.push(
        '',
        `${indent}@media ${mediaQuery(rule.media, '$breakpoint')} {`,
        ...inner,
        `${indent}}`,
      );
    }
  };
  renderGroup(groups.get('') ?? [], '  ');
  for (const [el, rules] of groups) {
    if (el === '') continue;
    lines.push('', `  &${el.startsWith('--') ? el : `__${el}`} {`);
    renderGroup(rules, '    ');
    lines.push('  }');
  }
  lines.push('}');
  lines.push(...keyframeLines(sheet.keyframes));
  return `${lines.join('\n')}\n`;
}

/** CSS-module class name of a BEM element: '' → root, 'field-label' → fieldLabel, 'tab--active' → tabActive. */
export function moduleClass(el: string): string {
  if (el === '') return 'root';
  const parts = el.split(/--|-|__/).filter(Boolean);
  return parts.map((part, i) => (i === 0 ? part : part[0]!.toUpperCase() + part.slice(1))).join('');
}

export function renderCssModule(sheet: StyleSheet, p: Palette): string {
  const lines = [
    '.root {',
    `  color: ${tokenVar(p, 'text')};`,
    "  font-family: var(--kiln-font-sans, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);",
    '  line-height: 1.5;',
    '}',
    '',
    ':global(.dark) .root {',
    ...darkTokens(p, '  '),
    '}',
  ];
  const groups = groupByElement(sheet.rules);
  const media: string[] = [];
  for (const [el, rules] of groups) {
    const selector = `.${moduleClass(el)}`;
    for (const rule of rules) {
      // A state may list alternatives with `&` (SCSS); a flat module spells the selector out.
      const target = [
        `${selector}${(rule.state ?? '').replace(/&/g, selector)} {`,
        ...declarations(rule.decls, rule.media ? '    ' : '  '),
        rule.media ? '  }' : '}',
      ];
      if (rule.media)
        media.push(
          '',
          `@media ${mediaQuery(rule.media, BREAKPOINT)} {`,
          ...target.map((line, i) => (i === 0 ? `  ${line}` : line)),
          '}',
        );
      else lines.push('', ...target);
    }
  }
  lines.push(...media, ...keyframeLines(sheet.keyframes));
  return `${lines.join('\n')}\n`;
}
