import type { Blueprint, BuildContext } from '../../blueprint';
import { h } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';

export function breadcrumbBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const trail = model.items.length >= 2 ? model.items : ['Home', 'Products', 'Details'];
  return blueprint({
    view: [
      h(
        'nav.',
        { 'aria-label': 'Breadcrumb' },
        h(
          'ol.list',
          {},
          ...trail.map((label, i) =>
            h(
              'li.item',
              {},
              i === trail.length - 1
                ? h('span.current', { 'aria-current': 'page' }, label)
                : h('a.link', { href: '#' }, label),
              i < trail.length - 1 ? h('span.separator', { 'aria-hidden': 'true' }, '/') : null,
            ),
          ),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, []),
        {
          el: 'list',
          decls: {
            display: 'flex',
            'flex-wrap': 'wrap',
            'align-items': 'center',
            gap: '0.5rem',
            margin: '0',
            padding: '0',
            'list-style': 'none',
            'font-size': '0.875rem',
          },
        },
        { el: 'item', decls: { display: 'inline-flex', 'align-items': 'center', gap: '0.5rem' } },
        { el: 'link', decls: { color: t('text-muted'), 'text-decoration': 'none' } },
        {
          el: 'link',
          state: ':hover',
          decls: { color: t('primary'), 'text-decoration': 'underline' },
        },
        { el: 'link', state: ':focus-visible', decls: focusRing(t) },
        { el: 'separator', decls: { color: t('border') } },
        { el: 'current', decls: { color: t('text'), 'font-weight': '600' } },
        { el: 'list', media: 'narrow', decls: { 'font-size': '0.8125rem' } },
      ],
    },
  });
}
