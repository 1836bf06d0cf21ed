import type { Blueprint, BuildContext } from '../../blueprint';
import { commonRules } from '../common';
import { fieldRules } from './parts';

/** The timers' look: the big display, the buttons in a row, countdown units as tiles. */
export function timerStyles(ctx: BuildContext): Blueprint['styles'] {
  const { t } = ctx;
  return {
    keyframes: {},
    rules: [
      ...commonRules(ctx, ['surface', 'button']),
      ...fieldRules(t),
      { el: '', decls: { 'max-width': '32rem' } },
      {
        el: 'display',
        decls: {
          margin: '1rem 0',
          'font-size': '2.5rem',
          'font-weight': '700',
          'font-variant-numeric': 'tabular-nums',
        },
      },
      { el: 'actions', decls: { display: 'flex', gap: '0.5rem' } },
      {
        el: 'units',
        decls: {
          display: 'grid',
          'grid-template-columns': 'repeat(4, 1fr)',
          gap: '0.5rem',
          margin: '1rem 0 0',
          padding: '0',
          'list-style': 'none',
        },
      },
      {
        el: 'unit',
        decls: {
          display: 'grid',
          'justify-items': 'center',
          padding: '0.75rem 0.5rem',
          'border-radius': t('radius-sm'),
          background: t('surface-muted'),
        },
      },
      {
        el: 'value',
        decls: {
          'font-size': '1.75rem',
          'font-weight': '700',
          'font-variant-numeric': 'tabular-nums',
        },
      },
      { el: 'unit-label', decls: { color: t('text-muted'), 'font-size': '0.8125rem' } },
      {
        el: 'status',
        decls: { margin: '0.75rem 0 0', color: t('text-muted'), 'min-height': '1.25rem' },
      },
    ],
  };
}
