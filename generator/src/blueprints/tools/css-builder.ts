import type { Blueprint, BuildContext } from '../../blueprint';
import type { CssBuilder } from '../../model';
import { h, interp, when } from '../../view';
import type { ElementNode } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';
import { fieldRules } from './parts';
import { stylePreviewBlueprint } from './style-preview';

/** One control of a builder: a colour, a slider with its unit, or a checkbox. */
interface Control {
  key: string;
  label: string;
  kind: 'color' | 'range' | 'check';
  initial: string;
  min?: number;
  max?: number;
  unit?: string;
}

interface Builder {
  title: string;
  controls: Control[];
  /** The CSS property the preview and the copied declaration set. */
  property: 'background' | 'box-shadow' | 'border-radius';
  /** The property's value from the controls (state read with `$`, numbers with `…Value`). */
  value: string;
}

const slider = (
  key: string,
  label: string,
  initial: number,
  min: number,
  max: number,
  unit: string,
) => ({ key, label, kind: 'range', initial: `'${initial}'`, min, max, unit }) as Control;

const BUILDERS: Record<Exclude<CssBuilder, 'style'>, Builder> = {
  gradient: {
    title: 'Gradient generator',
    controls: [
      { key: 'from', label: 'Start color', kind: 'color', initial: "'#6366f1'" },
      { key: 'to', label: 'End color', kind: 'color', initial: "'#ec4899'" },
      slider('angle', 'Angle', 90, 0, 360, 'deg'),
    ],
    property: 'background',
    value: '`linear-gradient(${$angle}deg, ${$from}, ${$to})`',
  },
  shadow: {
    title: 'Box shadow generator',
    controls: [
      slider('offsetX', 'Horizontal offset', 4, -50, 50, 'px'),
      slider('offsetY', 'Vertical offset', 8, -50, 50, 'px'),
      slider('blur', 'Blur', 16, 0, 100, 'px'),
      slider('spread', 'Spread', 0, -50, 50, 'px'),
      { key: 'color', label: 'Shadow color', kind: 'color', initial: "'#0f172a'" },
      slider('opacity', 'Opacity', 25, 0, 100, '%'),
      { key: 'inset', label: 'Inset', kind: 'check', initial: 'false' },
    ],
    property: 'box-shadow',
    value:
      "`${$inset ? 'inset ' : ''}${$offsetX}px ${$offsetY}px ${$blur}px ${$spread}px ${@rgba($color, Number($opacity) / 100)}`",
  },
  radius: {
    title: 'Border radius previewer',
    controls: [
      slider('topLeft', 'Top left', 16, 0, 100, 'px'),
      slider('topRight', 'Top right', 16, 0, 100, 'px'),
      slider('bottomRight', 'Bottom right', 16, 0, 100, 'px'),
      slider('bottomLeft', 'Bottom left', 16, 0, 100, 'px'),
    ],
    property: 'border-radius',
    // Four equal corners print as one value, as people write it.
    value:
      '[$topLeft, $topRight, $bottomRight, $bottomLeft].every((corner) => corner === $topLeft)\n    ? `${$topLeft}px`\n    : `${$topLeft}px ${$topRight}px ${$bottomRight}px ${$bottomLeft}px`',
  },
};

/** `#rrggbb` and an opacity as `rgba(r, g, b, a)`. */
const RGBA = {
  name: 'rgba',
  type: '(hex: string, alpha: number) => string',
  value:
    '(hex: string, alpha: number): string => {\n  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) || 0);\n  return `rgba(${r}, ${g}, ${b}, ${alpha})`;\n}',
};

function control(input: Control): ElementNode {
  const id = `@uid + '-${input.key}'`;
  if (input.kind === 'check')
    return h(
      'label.check',
      {},
      h('input', { type: 'checkbox', '[(checked)]': input.key }),
      ` ${input.label}`,
    );
  const label = h('label.label', { '[for]': id }, input.label);
  if (input.kind === 'color')
    return h(
      'div.field',
      {},
      label,
      h(
        'div.range',
        {},
        h('input.swatch', { '[id]': id, type: 'color', '[(value)]': input.key }),
        h('code.range-value', {}, interp(`$${input.key}`)),
      ),
    );
  return h(
    'div.field',
    {},
    label,
    h(
      'div.range',
      {},
      h('input.slider', {
        '[id]': id,
        type: 'range',
        min: input.min,
        max: input.max,
        '[(value)]': input.key,
      }),
      h('span.range-value', { 'aria-hidden': 'true' }, interp(`$${input.key}`), input.unit ?? ''),
    ),
  );
}

/** A CSS builder: controls, a live preview of the result and the declaration to copy. */
export function cssBuilderBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const css = model.behaviour?.css ?? 'gradient';
  if (css === 'style') return stylePreviewBlueprint(ctx);
  const builder = BUILDERS[css];
  return blueprint({
    usesId: true,
    constants: builder.property === 'box-shadow' ? [{ ...RGBA }] : [],
    state: [
      ...builder.controls.map((c) => ({
        name: c.key,
        type: c.kind === 'check' ? 'boolean' : 'string',
        initial: c.initial,
      })),
      { name: 'copied', type: 'boolean', initial: 'false' },
    ],
    computed: [
      { name: 'value', expr: builder.value },
      { name: 'declaration', expr: `\`${builder.property}: \${$value};\`` },
    ],
    methods: [
      {
        name: 'copy',
        // The clipboard may be refused (no permission, an insecure page): the code stays selectable.
        body: 'void navigator.clipboard\n  ?.writeText($declaration)\n  .then(() => set:copied(true))\n  .catch(() => set:copied(false));',
      },
    ],
    view: [
      h(
        'section.',
        { '[aria-labelledby]': "@uid + '-title'" },
        h('h2.title', { '[id]': "@uid + '-title'" }, model.title || builder.title),
        h('div.controls', {}, ...builder.controls.map(control)),
        h('div.preview', {
          role: 'img',
          'aria-label': 'Preview',
          [`[style.${builder.property}]`]: '$value',
        }),
        h(
          'div.output',
          {},
          h('code.code', {}, interp('$declaration')),
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
        { el: '', decls: { 'max-width': '30rem', display: 'grid', gap: '1rem' } },
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
        { el: 'check', decls: { display: 'flex', 'align-items': 'center', gap: '0.5rem' } },
        {
          el: 'preview',
          decls: {
            height: '8rem',
            margin: '0.5rem',
            background: builder.property === 'background' ? t('primary') : t('surface'),
            border: builder.property === 'background' ? 'none' : `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
          },
        },
        {
          el: 'output',
          decls: { display: 'flex', gap: '0.75rem', 'align-items': 'center', 'flex-wrap': 'wrap' },
        },
        {
          el: 'code',
          decls: {
            flex: '1',
            padding: '0.5rem 0.75rem',
            'border-radius': t('radius-sm'),
            background: t('surface-muted'),
            'font-size': '0.875rem',
            'overflow-wrap': 'anywhere',
          },
        },
        { el: 'copied', decls: { margin: '0', color: t('text-muted'), 'min-height': '1.25rem' } },
      ],
    },
  });
}
