import type { Blueprint, BuildContext } from '../blueprint';
import { emptyBlueprint } from '../blueprint';
import type { Action } from '../model';
import { baseRules } from '../styles';
import type { StyleRule } from '../styles';
import { camelCase } from '../text';
import { h } from '../view';
import type { ElementNode } from '../view';

export function blueprint(parts: Partial<Blueprint>): Blueprint {
  const base = emptyBlueprint();
  return { ...base, ...parts, styles: parts.styles ?? base.styles };
}

/** Rules every archetype may use: buttons, fields, the visually-hidden utility, reduced motion. */
export function commonRules(ctx: BuildContext, parts: ('button' | 'field' | 'surface')[]): StyleRule[] {
  const base = baseRules(ctx.palette);
  const rules = parts.flatMap((part) => base[part]);
  if (parts.includes('button') && ctx.model.styling.variant === 'outline') {
    rules.push(
      { el: 'button', decls: { background: 'transparent', color: ctx.t('primary') } },
      { el: 'button', state: ':hover:not(:disabled)', decls: { background: ctx.t('primary'), color: ctx.t('on-primary') } },
    );
  }
  rules.push(
    { el: 'sr-only', decls: { position: 'absolute', width: '1px', height: '1px', padding: '0', margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', 'white-space': 'nowrap', border: '0' } },
    { el: '', media: 'reduced-motion', decls: { '--kiln-motion': '0s' } },
  );
  return rules;
}

/** A data: URI SVG placeholder, so previews work offline; the label is reduced to safe characters. */
export function placeholderImage(label: string, width: number, height: number, colour: string): string {
  const safe = label.replace(/[^A-Z0-9 ]/gi, '').slice(0, 24);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="50%" fill="#ffffff" font-family="sans-serif" font-size="${Math.round(Math.min(width, height) / 8)}" text-anchor="middle" dominant-baseline="middle">${safe}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** One action as a button (or a link), wired to an output named after its label. */
export function actionElement(action: Action, handler: string, extraClass = 'button'): ElementNode {
  if (action.kind === 'link') return h('a.link', { href: '#' }, action.label);
  const cls = action.kind === 'secondary' ? `${extraClass}.button--secondary` : extraClass;
  return h(`button.${cls}`, { type: 'button', '(click)': handler }, action.label);
}

export function outputName(label: string): string {
  return `${camelCase(label, 'action')}Clicked`;
}

/** Realistic sample values for a label ("Due date" → "Mar 14, 2025"). */
export function sampleValue(label: string): string {
  const l = label.toLowerCase();
  if (/e-?mail/.test(l)) return 'ada@example.com';
  if (/phone|mobile/.test(l)) return '+1 415 555 0132';
  if (/amount|total|price|cost|balance|revenue|salary|fee/.test(l)) return '$1,280.00';
  if (/date|due|deadline|created|updated|birthday|joined/.test(l)) return 'Mar 14, 2025';
  if (/(?:invoice|order|ticket|reference|number|id)\b/.test(l)) return 'INV-2025-0042';
  if (/status|state/.test(l)) return 'Active';
  if (/name|customer|client|owner|author/.test(l)) return 'Ada Lovelace';
  if (/address|location|office|city/.test(l)) return 'London, UK';
  if (/department|team/.test(l)) return 'Engineering';
  if (/role|title|position/.test(l)) return 'Product designer';
  if (/company|organi[sz]ation/.test(l)) return 'Northwind Labs';
  if (/quantity|count|items|stock/.test(l)) return '12';
  if (/percent|rate|progress/.test(l)) return '68%';
  if (/time|duration/.test(l)) return '2h 30m';
  return 'Available';
}
