import type { Blueprint, BuildContext } from '../../blueprint';
import { camelCase, pascalCase, pluralize } from '../../text';
import { each, h, interp } from '../../view';
import { blueprint, commonRules, focusOutline } from '../common';
import { cell, currencyConstants, rowInterface, rowsLiteral } from './parts';

export function simpleListBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const { columns, rows, entity } = model.data;
  const typeName = pascalCase(entity) || 'Item';
  const collection = camelCase(pluralize(entity), 'items');
  const [primary, ...rest] = columns;
  const searchable = model.features.includes('search') || model.features.includes('filter');
  // A search box labelled by the description ("labelled 'Search songs'") keeps its label.
  const searchLabel =
    model.actions.find((action) => /^search\b/i.test(action.label))?.label ??
    `Search ${pluralize(entity)}`;
  return blueprint({
    usesId: searchable,
    types: [rowInterface(typeName, columns)],
    outputs: [{ name: 'itemSelected', type: typeName }],
    constants: [
      { name: collection, type: `readonly ${typeName}[]`, value: rowsLiteral(rows, columns) },
      ...currencyConstants(columns),
    ],
    state: searchable ? [{ name: 'query', type: 'string', initial: "''" }] : [],
    computed: searchable
      ? [
          {
            name: 'visible',
            expr: `@${collection}.filter((item) =>\n    Object.values(item).some((value) => String(value).toLowerCase().includes($query.trim().toLowerCase())),\n  )`,
          },
        ]
      : [],
    view: [
      h(
        'section.',
        { 'aria-label': model.title || pascalCase(pluralize(entity)) },
        model.title ? h('h2.title', {}, model.title) : null,
        searchable &&
          h(
            'div.search',
            {},
            h('label.sr-only', { '[for]': "@uid + '-search'" }, searchLabel),
            h('input.input', {
              '[id]': "@uid + '-search'",
              type: 'search',
              placeholder: 'Search…',
              '[(value)]': 'query',
            }),
          ),
        h(
          'ul.items',
          {},
          each(
            'item',
            searchable ? '$visible' : `@${collection}`,
            'item.id',
            [
              h(
                'li.item',
                {},
                h(
                  'button.select',
                  { type: 'button', '(click)': 'emit:itemSelected(item)' },
                  h('span.primary', {}, primary ? cell(primary, 'item') : interp('item.id')),
                  ...rest.map((column) => h('span.meta', {}, cell(column, 'item'))),
                ),
              ),
            ],
            { empty: [h('li.empty', {}, model.message ?? `No ${pluralize(entity)} found.`)] },
          ),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface']),
        { el: 'title', decls: { margin: '0 0 1rem', 'font-size': '1.25rem' } },
        { el: 'search', decls: { 'margin-bottom': '1rem' } },
        {
          el: 'input',
          decls: {
            width: '100%',
            'min-height': '2.5rem',
            padding: '0.5rem 0.75rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: 'inherit',
            font: 'inherit',
            'box-sizing': 'border-box',
          },
        },
        {
          el: 'items',
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            gap: '0.25rem',
            margin: '0',
            padding: '0',
            'list-style': 'none',
          },
        },
        {
          el: 'select',
          decls: {
            display: 'flex',
            'flex-wrap': 'wrap',
            'align-items': 'baseline',
            gap: '0.25rem 1rem',
            width: '100%',
            padding: '0.75rem',
            border: '0',
            'border-radius': t('radius-sm'),
            background: 'transparent',
            color: 'inherit',
            font: 'inherit',
            'text-align': 'left',
            cursor: 'pointer',
          },
        },
        { el: 'select', state: ':hover', decls: { background: t('surface-muted') } },
        { el: 'select', state: ':focus-visible', decls: { outline: focusOutline(t) } },
        { el: 'primary', decls: { 'font-weight': '600', flex: '1 1 12rem' } },
        { el: 'meta', decls: { color: t('text-muted'), 'font-size': '0.875rem' } },
        { el: 'status', decls: { 'font-weight': '600' } },
        {
          el: 'empty',
          decls: { padding: '1.5rem', 'text-align': 'center', color: t('text-muted') },
        },
      ],
    },
  });
}
