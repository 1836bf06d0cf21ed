import type { Blueprint, BuildContext } from '../../blueprint';
import { h, icon, when } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';

export function alertBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const { dismissible } = model.presentation;
  return blueprint({
    types: ["export type AlertVariant = 'info' | 'success' | 'warning' | 'error';"],
    inputs: [
      { name: 'variant', type: 'AlertVariant', initial: `'${model.presentation.alertVariant}'` },
    ],
    outputs: dismissible ? [{ name: 'dismissed', type: 'void' }] : [],
    state: dismissible ? [{ name: 'open', type: 'boolean', initial: 'true' }] : [],
    methods: dismissible ? [{ name: 'dismiss', body: 'set:open(false);\nemit:dismissed();' }] : [],
    view: [
      when(dismissible ? '$open' : 'true', [
        h(
          'div.',
          {
            role: 'alert',
            '[class.--success]': "$variant === 'success'",
            '[class.--warning]': "$variant === 'warning'",
            '[class.--error]': "$variant === 'error'",
          },
          icon('alert', 'icon'),
          h(
            'div.body',
            {},
            h('p.title', {}, model.title || 'Your trial ends in 3 days'),
            h(
              'p.description',
              {},
              model.message ??
                model.subtitle ??
                'Upgrade now to keep your projects and team settings.',
            ),
          ),
          dismissible
            ? h(
                'button.close',
                { type: 'button', 'aria-label': 'Dismiss', '(click)': 'dismiss()' },
                icon('close'),
              )
            : null,
        ),
      ]),
    ],
    styles: {
      keyframes: {
        'alert-in':
          'from {\n  opacity: 0;\n  transform: translateY(-4px);\n}\nto {\n  opacity: 1;\n  transform: none;\n}',
      },
      rules: [
        ...commonRules(ctx, []),
        {
          el: '',
          decls: {
            display: 'flex',
            // Buttons the description adds (a cookie banner's) wrap below a narrow message.
            'flex-wrap': 'wrap',
            'align-items': 'flex-start',
            gap: '0.75rem',
            padding: t('space'),
            border: '1px solid currentColor',
            'border-left-width': '4px',
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: t('info'),
            'box-shadow': t('shadow'),
            animation: 'alert-in var(--kiln-motion, 200ms) ease',
          },
        },
        { el: '--success', decls: { color: t('success') } },
        { el: '--warning', decls: { color: t('warning') } },
        { el: '--error', decls: { color: t('danger') } },
        { el: 'icon', decls: { 'flex-shrink': '0', 'margin-top': '0.125rem' } },
        { el: 'body', decls: { flex: '1 1 14rem', 'min-width': '0', color: t('text') } },
        { el: 'title', decls: { margin: '0', 'font-weight': '700' } },
        { el: 'description', decls: { margin: '0.25rem 0 0', color: t('text-muted') } },
        {
          el: 'close',
          decls: {
            display: 'inline-flex',
            padding: '0.25rem',
            border: '0',
            'border-radius': t('radius-sm'),
            background: 'transparent',
            color: t('text-muted'),
            cursor: 'pointer',
          },
        },
        {
          el: 'close',
          state: ':hover',
          decls: { background: t('surface-muted'), color: t('text') },
        },
        { el: 'close', state: ':focus-visible', decls: focusRing(t) },
      ],
    },
  });
}
