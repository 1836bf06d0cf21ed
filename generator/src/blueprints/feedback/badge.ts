import type { Blueprint, BuildContext } from '../../blueprint';
import { h, slot } from '../../view';
import { blueprint, commonRules } from '../common';

/** The palette token a badge variant is drawn in, from the words of its name. */
export function badgeTone(variant: string): 'success' | 'warning' | 'danger' | 'info' {
  return /success|active|new/.test(variant)
    ? 'success'
    : /warning|pending|draft/.test(variant)
      ? 'warning'
      : /error|danger|inactive/.test(variant)
        ? 'danger'
        : 'info';
}

export function badgeBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const variants = model.presentation.badgeVariants;
  return blueprint({
    acceptsChildren: true,
    types: [`export type BadgeVariant = ${variants.map((v) => `'${v}'`).join(' | ')};`],
    inputs: [{ name: 'variant', type: 'BadgeVariant', initial: `'${variants[0]}'` }],
    view: [
      h(
        'span.',
        Object.fromEntries(variants.map((v) => [`[class.--${v}]`, `$variant === '${v}'`])),
        h('span.dot', { 'aria-hidden': 'true' }),
        slot(model.items[0] ?? model.title ?? 'Status'),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, []),
        {
          el: '',
          decls: {
            display: 'inline-flex',
            'align-items': 'center',
            gap: '0.375rem',
            padding: '0.125rem 0.625rem',
            border: '1px solid currentColor',
            'border-radius': model.styling.radius === 'square' ? '0' : '999px',
            'font-size': '0.75rem',
            'font-weight': '600',
            'line-height': '1.5',
            'white-space': 'nowrap',
            color: t('info'),
          },
        },
        {
          el: 'dot',
          decls: {
            width: '0.5rem',
            height: '0.5rem',
            'border-radius': '50%',
            background: 'currentColor',
          },
        },
        ...variants.map((v) => ({ el: `--${v}`, decls: { color: t(badgeTone(v)) } })),
      ],
    },
  });
}
