import type { Blueprint, BuildContext } from '../../blueprint';
import { h, slot, when } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';

export function buttonBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  // The label is the projected content's fallback: a button described without words still shows
  // one wherever it is mounted with nothing projected (the preview, a page that forgets it).
  const label = model.actions.find((a) => a.kind !== 'link')?.label || model.title || 'Continue';
  // A button that says something else once pressed keeps its own two labels, projecting none. Its
  // name tells its state, so it has no aria-pressed (a toggle button's name stays the same).
  const pressed = model.behaviour?.pressed;
  return blueprint({
    acceptsChildren: !pressed,
    types: [
      "export type ButtonVariant = 'primary' | 'secondary' | 'ghost';",
      "export type ButtonSize = 'sm' | 'md' | 'lg';",
    ],
    inputs: [
      {
        name: 'variant',
        type: 'ButtonVariant',
        initial: `'${model.actions[0]?.kind === 'secondary' ? 'secondary' : 'primary'}'`,
      },
      { name: 'size', type: 'ButtonSize', initial: "'md'" },
      { name: 'type', type: "'button' | 'submit' | 'reset'", initial: "'button'" },
      { name: 'disabled', type: 'boolean', initial: 'false' },
      { name: 'loading', type: 'boolean', initial: 'false' },
    ],
    outputs: [{ name: 'pressed', type: 'void' }],
    ...(pressed ? { state: [{ name: 'done', type: 'boolean', initial: 'false' }] } : {}),
    methods: [
      {
        name: 'press',
        body: `if ($loading || $disabled) return;${
          pressed ? (pressed.toggles ? '\nupdate:done((done) => !done);' : '\nset:done(true);') : ''
        }\nemit:pressed();`,
      },
    ],
    view: [
      h(
        'button.',
        {
          '[type]': '$type',
          '[class.--secondary]': "$variant === 'secondary'",
          '[class.--ghost]': "$variant === 'ghost'",
          '[class.--sm]': "$size === 'sm'",
          '[class.--lg]': "$size === 'lg'",
          '[disabled]': '$disabled || $loading',
          '[aria-busy]': '$loading',
          '(click)': 'press()',
        },
        when('$loading', [h('span.spinner', { 'aria-hidden': 'true' })]),
        h('span.label', {}, pressed ? when('$done', [pressed.label], [label]) : slot(label)),
      ),
    ],
    styles: {
      keyframes: { 'button-spin': 'to {\n  transform: rotate(360deg);\n}' },
      rules: [
        ...commonRules(ctx, []),
        {
          el: '',
          decls: {
            display: 'inline-flex',
            'align-items': 'center',
            'justify-content': 'center',
            gap: '0.5rem',
            'min-height': '2.5rem',
            padding: '0.5rem 1.125rem',
            border: `1px solid ${t('primary')}`,
            'border-radius': t('radius-sm'),
            background: model.styling.variant === 'outline' ? 'transparent' : t('primary'),
            color: model.styling.variant === 'outline' ? t('primary') : t('on-primary'),
            font: 'inherit',
            'font-weight': '600',
            cursor: 'pointer',
            'box-shadow': t('shadow'),
            transition: 'background-color 150ms ease, color 150ms ease, transform 100ms ease',
          },
        },
        {
          el: '',
          state: ':hover:not(:disabled)',
          decls: {
            background: t('primary-hover'),
            'border-color': t('primary-hover'),
            color: t('on-primary'),
          },
        },
        { el: '', state: ':active:not(:disabled)', decls: { transform: 'translateY(1px)' } },
        { el: '', state: ':focus-visible', decls: focusRing(t) },
        { el: '', state: ':disabled', decls: { opacity: '0.6', cursor: 'not-allowed' } },
        { el: '--secondary', decls: { background: 'transparent', color: t('primary') } },
        {
          el: '--ghost',
          decls: {
            background: 'transparent',
            'border-color': 'transparent',
            color: t('text'),
            'box-shadow': 'none',
          },
        },
        {
          el: '--sm',
          decls: { 'min-height': '2rem', padding: '0.25rem 0.75rem', 'font-size': '0.875rem' },
        },
        {
          el: '--lg',
          decls: { 'min-height': '3rem', padding: '0.75rem 1.5rem', 'font-size': '1.125rem' },
        },
        {
          el: 'spinner',
          decls: {
            width: '1em',
            height: '1em',
            border: '2px solid currentColor',
            'border-right-color': 'transparent',
            'border-radius': '50%',
            animation: 'button-spin var(--kiln-motion, 700ms) linear infinite',
          },
        },
        { el: '', media: 'narrow', decls: { width: '100%' } },
      ],
    },
  });
}
