import type { Blueprint, BuildContext } from '../../blueprint';
import { h } from '../../view';
import { blueprint, commonRules } from '../common';

export function spinnerBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  // An empty title is no label: a spinner is always announced as what it is.
  const label = model.items[0] || model.title || 'Loading…';
  return blueprint({
    types: ["export type SpinnerSize = 'sm' | 'md' | 'lg';"],
    inputs: [{ name: 'size', type: 'SpinnerSize', initial: "'md'" }],
    view: [
      h(
        'div.',
        { role: 'status', '[class.--sm]': "$size === 'sm'", '[class.--lg]': "$size === 'lg'" },
        h('span.circle', { 'aria-hidden': 'true' }),
        h(`span.${model.presentation.spinnerLabelVisible ? 'label' : 'sr-only'}`, {}, label),
      ),
    ],
    styles: {
      keyframes: { 'spinner-rotate': 'to {\n  transform: rotate(360deg);\n}' },
      rules: [
        ...commonRules(ctx, []),
        {
          el: '',
          decls: {
            display: 'inline-flex',
            'align-items': 'center',
            gap: '0.5rem',
            '--spinner-size': '2rem',
          },
        },
        { el: '--sm', decls: { '--spinner-size': '1.25rem' } },
        { el: '--lg', decls: { '--spinner-size': '3rem' } },
        {
          el: 'circle',
          decls: {
            width: 'var(--spinner-size)',
            height: 'var(--spinner-size)',
            border: `3px solid ${t('surface-muted')}`,
            'border-top-color': t('primary'),
            'border-radius': '50%',
            animation: 'spinner-rotate 800ms linear infinite',
          },
        },
        { el: 'circle', media: 'reduced-motion', decls: { 'animation-duration': '2.4s' } },
        { el: 'label', decls: { color: t('text-muted'), 'font-size': '0.875rem' } },
      ],
    },
  });
}
