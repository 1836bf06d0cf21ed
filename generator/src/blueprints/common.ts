import type { Blueprint, BuildContext } from '../blueprint';
import { emptyBlueprint } from '../blueprint';
import type { Action } from '../model';
import type { StyleRule } from '../styles';
import { camelCase } from '../text';
import { h } from '../view';
import type { ElementNode } from '../view';

/** The keyboard focus outline of every interactive part (WCAG 2.4.7, focus visible). */
export function focusOutline(t: BuildContext['t']): string {
  return `2px solid ${t('focus')}`;
}

/** The focus outline, drawn clear of the part; a negative offset draws it inside (tabs, triggers). */
/** A plain outlined button's look: a border, small corners, the surface, the text around it. */
export function outlinedButton(t: BuildContext['t']): Record<string, string> {
  return {
    border: `1px solid ${t('border')}`,
    'border-radius': t('radius-sm'),
    background: t('surface'),
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
  };
}

export function focusRing(t: BuildContext['t'], offset = '2px'): Record<string, string> {
  return { outline: focusOutline(t), 'outline-offset': offset };
}

/** A text input's box and its focus ring, after the layout declarations a blueprint gives it. */
export function textInputRules(
  t: BuildContext['t'],
  layout: Record<string, string> = {},
  el = 'input',
): StyleRule[] {
  return [
    {
      el,
      decls: {
        ...layout,
        'min-height': '2.5rem',
        padding: '0.5rem 0.75rem',
        border: `1px solid ${t('border')}`,
        'border-radius': t('radius-sm'),
        background: t('surface'),
        color: 'inherit',
        font: 'inherit',
      },
    },
    { el, state: ':focus-visible', decls: focusRing(t) },
  ];
}

/**
 * The few colours blueprints draw outside the palette's tokens, the same in every theme: white and
 * black over photos and coloured fills, the rating stars' amber, and the tooltip's dark bubble.
 */
export const COLOURS = {
  white: '#ffffff',
  black: '#000000',
  star: '#f59e0b',
  tooltipBackground: '#111827',
  tooltipText: '#f9fafb',
} as const;

/** Fills of the placeholder photos of people and of carousel slides, chosen to carry white text. */
export const PHOTO_FILLS = [
  '#4f46e5',
  '#0d9488',
  '#db2777',
  '#ea580c',
  '#2563eb',
  '#7c3aed',
] as const;
export const SLIDE_FILLS = ['#1e3a8a', '#0f766e', '#9a3412', '#6b21a8'] as const;

/** Black at an opacity, for shadows and scrims over photos. */
export function blackAt(alpha: number): string {
  return `rgb(0 0 0 / ${alpha})`;
}

/** A small button that shows only an icon: close, dismiss, clear. */
export function iconButton(t: BuildContext['t']): Record<string, string> {
  return {
    display: 'inline-flex',
    padding: '0.25rem',
    border: '0',
    'border-radius': t('radius-sm'),
    background: 'transparent',
    color: t('text-muted'),
    cursor: 'pointer',
  };
}

/** A panel that opens over the page from its trigger: a menu, suggestions, notifications. */
export function popover(t: BuildContext['t']): Record<string, string> {
  return {
    position: 'absolute',
    'z-index': '10',
    border: `1px solid ${t('border')}`,
    'border-radius': t('radius-sm'),
    background: t('surface'),
    'box-shadow': `0 10px 25px -5px ${blackAt(0.2)}`,
  };
}

/** White at an opacity, for controls drawn over photos. */
export function whiteAt(alpha: number): string {
  return `rgb(255 255 255 / ${alpha})`;
}

export function blueprint(parts: Partial<Blueprint>): Blueprint {
  const base = emptyBlueprint();
  return { ...base, ...parts, styles: parts.styles ?? base.styles };
}

/** Rules every archetype may use: buttons, fields, the visually-hidden utility, reduced motion. */
export function commonRules(
  ctx: BuildContext,
  parts: ('button' | 'field' | 'surface')[],
): StyleRule[] {
  const base = baseRules(ctx.t);
  const rules = parts.flatMap((part) => base[part]);
  if (parts.includes('button') && ctx.model.styling.variant === 'outline') {
    rules.push(
      { el: 'button', decls: { background: 'transparent', color: ctx.t('primary') } },
      {
        el: 'button',
        state: ':hover:not(:disabled)',
        decls: { background: ctx.t('primary'), color: ctx.t('on-primary') },
      },
    );
  }
  rules.push(
    {
      el: 'sr-only',
      decls: {
        position: 'absolute',
        width: '1px',
        height: '1px',
        padding: '0',
        margin: '-1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        'white-space': 'nowrap',
        border: '0',
      },
    },
    { el: '', media: 'reduced-motion', decls: { '--kiln-motion': '0s' } },
  );
  return rules;
}

/** A page section's frame (feature grid, testimonials): its parts stacked, its heading centred above them. */
export function sectionRules(t: BuildContext['t']): StyleRule[] {
  return [
    { el: '', decls: { display: 'flex', 'flex-direction': 'column', gap: t('space') } },
    { el: 'heading', decls: { margin: '0', 'font-size': '1.75rem', 'text-align': 'center' } },
  ];
}

/** A data: URI SVG placeholder, so previews work offline; the label is reduced to safe characters. */
export function placeholderImage(
  label: string,
  width: number,
  height: number,
  colour: string,
): string {
  const safe = label.replace(/[^A-Z0-9 ]/gi, '').slice(0, 24);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="50%" fill="${COLOURS.white}" font-family="sans-serif" font-size="${Math.round(Math.min(width, height) / 8)}" text-anchor="middle" dominant-baseline="middle">${safe}</text></svg>`;
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

/** Values that differ from one sample to the next, for labels where one repeated value reads wrong. */
const VARIED_SAMPLES: [RegExp, string[]][] = [
  [/priority|severity|urgency/, ['High', 'Medium', 'Low']],
  [/assignee|owner|author|name/, ['Ada Lovelace', 'Grace Hopper', 'Alan Turing']],
  [/status|state/, ['Active', 'Paused', 'Blocked']],
  [/tag|label|category|type/, ['Design', 'Frontend', 'Research']],
];

/** The `index`-th sample value of a label: varied where the lexicon has several, else `sampleValue`. */
export function sampleValueAt(label: string, index: number): string {
  const lower = label.toLowerCase();
  const varied = VARIED_SAMPLES.find(([pattern]) => pattern.test(lower))?.[1];
  return varied ? varied[index % varied.length]! : sampleValue(label);
}

/** Shared building blocks: buttons, fields, surfaces. */
function baseRules(t: BuildContext['t']): Record<'button' | 'field' | 'surface', StyleRule[]> {
  const ring = focusRing(t);
  return {
    button: [
      {
        el: 'button',
        decls: {
          display: 'inline-flex',
          'align-items': 'center',
          'justify-content': 'center',
          gap: '0.5rem',
          'min-height': '2.5rem',
          padding: '0.5rem 1rem',
          border: `1px solid ${t('primary')}`,
          'border-radius': t('radius-sm'),
          background: t('primary'),
          color: t('on-primary'),
          font: 'inherit',
          'font-weight': '600',
          cursor: 'pointer',
          transition:
            'background-color 150ms ease, border-color 150ms ease, color 150ms ease, box-shadow 150ms ease',
        },
      },
      {
        el: 'button',
        state: ':hover:not(:disabled)',
        decls: { background: t('primary-hover'), 'border-color': t('primary-hover') },
      },
      { el: 'button', state: ':focus-visible', decls: ring },
      { el: 'button', state: ':disabled', decls: { opacity: '0.55', cursor: 'not-allowed' } },
      { el: 'button--secondary', decls: { background: 'transparent', color: t('primary') } },
      {
        el: 'button--secondary',
        state: ':hover:not(:disabled)',
        decls: { background: t('surface-muted'), color: t('primary-hover') },
      },
      {
        el: 'button--ghost',
        decls: { background: 'transparent', 'border-color': 'transparent', color: 'inherit' },
      },
      {
        el: 'button--ghost',
        state: ':hover:not(:disabled)',
        decls: { background: t('surface-muted'), 'border-color': 'transparent' },
      },
      {
        el: 'link',
        decls: {
          color: t('primary'),
          'font-weight': '500',
          'text-decoration': 'underline',
          'text-underline-offset': '2px',
        },
      },
      { el: 'link', state: ':hover', decls: { color: t('primary-hover') } },
      { el: 'link', state: ':focus-visible', decls: { ...ring, 'border-radius': '2px' } },
    ],
    field: [
      { el: 'field', decls: { display: 'flex', 'flex-direction': 'column', gap: '0.375rem' } },
      { el: 'label', decls: { 'font-size': '0.875rem', 'font-weight': '600' } },
      {
        el: 'input',
        decls: {
          width: '100%',
          'min-height': '2.5rem',
          padding: '0.5rem 0.75rem',
          border: `1px solid ${t('border')}`,
          'border-radius': t('radius-sm'),
          background: t('surface'),
          color: 'inherit',
          font: 'inherit',
          transition: 'border-color 150ms ease, box-shadow 150ms ease',
          'box-sizing': 'border-box',
        },
      },
      { el: 'input', state: ':hover:not(:disabled)', decls: { 'border-color': t('text-muted') } },
      { el: 'input', state: ':focus-visible', decls: { ...ring, 'border-color': t('primary') } },
      {
        el: 'input',
        state: ':disabled',
        decls: { background: t('surface-muted'), cursor: 'not-allowed' },
      },
      { el: 'input', state: '[aria-invalid="true"]', decls: { 'border-color': t('danger') } },
      {
        el: 'check',
        decls: {
          display: 'flex',
          'align-items': 'center',
          gap: '0.5rem',
          'font-size': '0.875rem',
          cursor: 'pointer',
        },
      },
      {
        el: 'check',
        state: ' input',
        decls: { width: '1.125rem', height: '1.125rem', margin: '0', 'accent-color': t('primary') },
      },
      { el: 'check', state: ' input:focus-visible', decls: ring },
      { el: 'error', decls: { margin: '0', color: t('danger'), 'font-size': '0.8125rem' } },
      { el: 'hint', decls: { margin: '0', color: t('text-muted'), 'font-size': '0.8125rem' } },
    ],
    surface: [
      {
        el: '',
        decls: {
          'box-sizing': 'border-box',
          padding: `calc(${t('space')} * 1.5)`,
          border: `1px solid ${t('border')}`,
          'border-radius': t('radius'),
          background: t('surface'),
          'box-shadow': t('shadow'),
        },
      },
      { el: '', media: 'narrow', decls: { padding: t('space') } },
    ],
  };
}
