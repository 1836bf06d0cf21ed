import type { Blueprint, BuildContext } from '../../blueprint';
import { each, h, icon, interp } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';

export function paginationBlueprint(ctx: BuildContext): Blueprint {
  const { t } = ctx;
  return blueprint({
    inputs: [{ name: 'totalPages', type: 'number', initial: '12' }],
    outputs: [{ name: 'pageChange', type: 'number' }],
    state: [{ name: 'page', type: 'number', initial: '1' }],
    computed: [
      {
        name: 'pages',
        expr: 'Array.from(\n    { length: Math.min(5, $totalPages) },\n    (_, i) => Math.min(Math.max($page - 2, 1), Math.max($totalPages - 4, 1)) + i,\n  )',
      },
    ],
    methods: [
      {
        name: 'goTo',
        params: 'page: number',
        body: 'const target = Math.min(Math.max(page, 1), $totalPages);\nif (target === $page) return;\nset:page(target);\nemit:pageChange(target);',
      },
    ],
    view: [
      h(
        'nav.',
        { 'aria-label': 'Pagination' },
        h(
          'button.nav',
          { type: 'button', '[disabled]': '$page === 1', '(click)': 'goTo($page - 1)' },
          icon('chevronLeft'),
          'Previous',
        ),
        h(
          'ol.pages',
          {},
          each('number', '$pages', 'number', [
            h(
              'li',
              {},
              h(
                'button.page',
                {
                  type: 'button',
                  '[aria-current]': "number === $page ? 'page' : undefined",
                  '[aria-label]': "'Page ' + number",
                  '(click)': 'goTo(number)',
                },
                interp('number'),
              ),
            ),
          ]),
        ),
        h(
          'button.nav',
          { type: 'button', '[disabled]': '$page === $totalPages', '(click)': 'goTo($page + 1)' },
          'Next',
          icon('chevronRight'),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, []),
        {
          el: '',
          decls: { display: 'flex', 'align-items': 'center', gap: '0.5rem', 'flex-wrap': 'wrap' },
        },
        {
          el: 'pages',
          decls: {
            display: 'flex',
            gap: '0.25rem',
            margin: '0',
            padding: '0',
            'list-style': 'none',
          },
        },
        {
          el: 'nav',
          decls: {
            display: 'inline-flex',
            'align-items': 'center',
            gap: '0.25rem',
            'min-height': '2.5rem',
            padding: '0 0.75rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: 'inherit',
            font: 'inherit',
            cursor: 'pointer',
          },
        },
        {
          el: 'page',
          decls: {
            'min-width': '2.5rem',
            'min-height': '2.5rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: 'inherit',
            font: 'inherit',
            cursor: 'pointer',
          },
        },
        { el: 'nav', state: ':hover:not(:disabled)', decls: { background: t('surface-muted') } },
        { el: 'page', state: ':hover', decls: { background: t('surface-muted') } },
        { el: 'nav', state: ':focus-visible', decls: focusRing(t) },
        { el: 'page', state: ':focus-visible', decls: focusRing(t) },
        { el: 'nav', state: ':disabled', decls: { opacity: '0.5', cursor: 'not-allowed' } },
        {
          el: 'page',
          state: '[aria-current="page"]',
          decls: {
            background: t('primary'),
            'border-color': t('primary'),
            color: t('on-primary'),
            'font-weight': '700',
          },
        },
        { el: 'pages', media: 'narrow', decls: { display: 'none' } },
      ],
    },
  });
}
