import type { Blueprint, BuildContext } from '../../blueprint';
import type { StyleProperty } from '../../model';
import { h, interp, when } from '../../view';
import type { ElementNode } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';
import { fieldRules } from './parts';

/** One property's control: a colour, or a slider with its bounds and unit. */
interface PropertyControl {
  key: string;
  label: string;
  css: string;
  kind: 'color' | 'range';
  initial: string;
  min?: number;
  max?: number;
  unit?: string;
}

const CONTROLS: Record<StyleProperty, PropertyControl> = {
  background: {
    key: 'background',
    label: 'Background color',
    css: 'background-color',
    kind: 'color',
    initial: '#eef2ff',
  },
  color: { key: 'color', label: 'Text color', css: 'color', kind: 'color', initial: '#1e1b4b' },
  fontSize: {
    key: 'fontSize',
    label: 'Font size',
    css: 'font-size',
    kind: 'range',
    initial: '18',
    min: 10,
    max: 64,
    unit: 'px',
  },
  fontWeight: {
    key: 'fontWeight',
    label: 'Font weight',
    css: 'font-weight',
    kind: 'range',
    initial: '400',
    min: 100,
    max: 900,
    unit: '',
  },
  lineHeight: {
    key: 'lineHeight',
    label: 'Line height',
    css: 'line-height',
    kind: 'range',
    initial: '15',
    min: 10,
    max: 30,
    unit: '',
  },
  letterSpacing: {
    key: 'letterSpacing',
    label: 'Letter spacing',
    css: 'letter-spacing',
    kind: 'range',
    initial: '0',
    min: -2,
    max: 10,
    unit: 'px',
  },
  padding: {
    key: 'padding',
    label: 'Padding',
    css: 'padding',
    kind: 'range',
    initial: '16',
    min: 0,
    max: 64,
    unit: 'px',
  },
  radius: {
    key: 'radius',
    label: 'Border radius',
    css: 'border-radius',
    kind: 'range',
    initial: '8',
    min: 0,
    max: 48,
    unit: 'px',
  },
};

/** A property's CSS value from its control's state (line height is kept in tenths). */
const valueOf = (c: PropertyControl) =>
  c.key === 'lineHeight'
    ? 'String(Number($lineHeight) / 10)'
    : c.unit
      ? `$${c.key} + '${c.unit}'`
      : `$${c.key}`;

function control(c: PropertyControl): ElementNode {
  const id = `@uid + '-${c.key}'`;
  return h(
    'div.field',
    {},
    h('label.label', { '[for]': id }, c.label),
    h(
      'div.range',
      {},
      c.kind === 'color'
        ? h('input.swatch', { '[id]': id, type: 'color', '[(value)]': c.key })
        : h('input.slider', {
            '[id]': id,
            type: 'range',
            min: c.min,
            max: c.max,
            step: 1,
            '[(value)]': c.key,
          }),
      h(
        'code.range-value',
        {},
        interp(`@css${c.key[0]!.toUpperCase()}${c.key.slice(1)}($${c.key})`),
      ),
    ),
  );
}

/**
 * A style preview: a control for each property the description names (colours, font size and
 * weight, line height, letter spacing, padding, corners), a sample text styled live by them, and
 * the CSS they make, to copy.
 */
export function stylePreviewBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const named = model.behaviour?.styleProperties ?? ['background', 'color', 'fontSize'];
  const controls = named.map((key) => CONTROLS[key]);
  const sample = 'The quick brown fox jumps over the lazy dog.';
  return blueprint({
    usesId: true,
    constants: controls.map((c) => ({
      name: `css${c.key[0]!.toUpperCase()}${c.key.slice(1)}`,
      type: '(value: string) => string',
      value: `(value: string): string => ${valueOf(c).replace(`$${c.key}`, 'value')}`,
    })),
    state: [
      ...controls.map((c) => ({ name: c.key, type: 'string', initial: `'${c.initial}'` })),
      { name: 'copied', type: 'boolean', initial: 'false' },
    ],
    computed: [
      {
        name: 'declarations',
        expr: `[${controls.map((c) => `'${c.css}: ' + @css${c.key[0]!.toUpperCase()}${c.key.slice(1)}($${c.key}) + ';'`).join(', ')}].join('\\n')`,
      },
    ],
    methods: [
      {
        name: 'copy',
        // The clipboard may be refused (no permission, an insecure page): the code stays selectable.
        body: 'void navigator.clipboard\n  ?.writeText($declarations)\n  .then(() => set:copied(true))\n  .catch(() => set:copied(false));',
      },
    ],
    view: [
      h(
        'section.',
        { '[aria-labelledby]': "@uid + '-title'" },
        h('h2.title', { '[id]': "@uid + '-title'" }, model.title || 'Style preview'),
        h('div.controls', {}, ...controls.map(control)),
        h(
          'p.sample',
          Object.fromEntries(
            controls.map((c) => [
              `[style.${c.css}]`,
              `@css${c.key[0]!.toUpperCase()}${c.key.slice(1)}($${c.key})`,
            ]),
          ),
          sample,
        ),
        h(
          'div.output',
          {},
          h('pre.code', {}, interp('$declarations')),
          h('button.button', { type: 'button', '(click)': 'copy()' }, 'Copy CSS'),
        ),
        h('p.copied', { role: 'status' }, when('$copied', ['Copied!'])),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button']),
        ...fieldRules(t),
        { el: '', decls: { 'max-width': '32rem', display: 'grid', gap: '1rem' } },
        { el: 'controls', decls: { display: 'grid', gap: '0.75rem' } },
        { el: 'range', decls: { display: 'flex', 'align-items': 'center', gap: '0.75rem' } },
        {
          el: 'range-value',
          decls: {
            'min-width': '4.5rem',
            'text-align': 'right',
            'font-variant-numeric': 'tabular-nums',
          },
        },
        {
          el: 'swatch',
          decls: {
            width: '3rem',
            height: '2rem',
            padding: '0',
            border: `1px solid ${t('border')}`,
          },
        },
        { el: 'swatch', state: ':focus-visible', decls: focusRing(t) },
        {
          el: 'sample',
          // A canvas of its own, light in either theme, that the controls restyle.
          decls: {
            margin: '0',
            border: `1px solid ${t('border')}`,
            background: '#ffffff',
            color: '#111827',
            'overflow-wrap': 'anywhere',
          },
        },
        {
          el: 'output',
          decls: {
            display: 'flex',
            gap: '0.75rem',
            'align-items': 'flex-start',
            'flex-wrap': 'wrap',
          },
        },
        {
          el: 'code',
          decls: {
            flex: '1',
            margin: '0',
            padding: '0.5rem 0.75rem',
            'border-radius': t('radius-sm'),
            background: t('surface-muted'),
            'font-size': '0.875rem',
            'white-space': 'pre-wrap',
          },
        },
        { el: 'copied', decls: { margin: '0', color: t('text-muted'), 'min-height': '1.25rem' } },
      ],
    },
  });
}
