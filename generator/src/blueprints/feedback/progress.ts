import type { Blueprint, BuildContext } from '../../blueprint';
import { h, interp } from '../../view';
import { blueprint, commonRules } from '../common';

export function progressBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const label =
    model.title ||
    (model.presentation.progressSubject === 'upload' ? 'Upload progress' : 'Progress');
  return blueprint({
    usesId: true,
    inputs: [
      { name: 'value', type: 'number', initial: '64' },
      { name: 'max', type: 'number', initial: '100' },
    ],
    computed: [
      { name: 'percent', expr: 'Math.round((Math.min(Math.max($value, 0), $max) / $max) * 100)' },
    ],
    view: [
      h(
        'div.',
        {},
        h(
          'div.header',
          {},
          h('span.label', { '[id]': "@uid + '-label'" }, label),
          h('span.value', { 'aria-hidden': 'true' }, interp('$percent'), '%'),
        ),
        h(
          'div.track',
          {
            role: 'progressbar',
            'aria-valuemin': '0',
            '[aria-valuemax]': '$max',
            '[aria-valuenow]': '$value',
            '[aria-valuetext]': "$percent + '%'",
            '[aria-labelledby]': "@uid + '-label'",
          },
          h('div.fill', { '[style.width.%]': '$percent' }),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, []),
        {
          el: 'header',
          decls: {
            display: 'flex',
            'justify-content': 'space-between',
            'margin-bottom': '0.375rem',
            'font-size': '0.875rem',
          },
        },
        { el: 'label', decls: { 'font-weight': '600' } },
        { el: 'value', decls: { color: t('text-muted'), 'font-variant-numeric': 'tabular-nums' } },
        {
          el: 'track',
          decls: {
            height: model.styling.density === 'compact' ? '0.375rem' : '0.625rem',
            'border-radius': '999px',
            background: t('surface-muted'),
            overflow: 'hidden',
          },
        },
        {
          el: 'fill',
          decls: {
            height: '100%',
            'border-radius': 'inherit',
            background: t('primary'),
            transition: 'width var(--kiln-motion, 300ms) ease',
          },
        },
      ],
    },
  });
}
