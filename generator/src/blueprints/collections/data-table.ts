import type { Blueprint, BuildContext } from '../../blueprint';
import { camelCase, pascalCase, pluralize } from '../../text';
import { each, h, icon, interp, when } from '../../view';
import type { ViewNode } from '../../view';
import { blueprint } from '../common';
import { cell, currencyConstants, rowInterface, rowsLiteral } from './parts';
import { dataTableRules } from './data-table-styles';
import { rowActions } from './row-actions';
import { labelsCells } from '../layout';

const COMPARE =
  "function compareValues(a: string | number, b: string | number): number {\n  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), undefined, { numeric: true });\n}";

export function dataTableBlueprint(ctx: BuildContext): Blueprint {
  const { model } = ctx;
  const { columns, rows, entity } = model.data;
  const typeName = pascalCase(entity) || 'Row';
  const collection = camelCase(pluralize(entity), 'rows');
  const plural = pluralize(entity.toLowerCase());
  const filterable = model.features.includes('filter') || model.features.includes('search');
  const paged = model.features.includes('pagination');
  const selectable = model.features.includes('selection');
  const firstKey = columns[0]?.key ?? 'id';
  const actions = rowActions(ctx, columns, collection);
  // Rows a row action removed are gone from every view of the table.
  const kept = actions?.removes ? '$remaining' : `@${collection}`;
  const source = filterable ? '$filtered' : kept;
  const computed = [
    ...(actions?.computed ?? []),
    ...(filterable
      ? [
          {
            name: 'filtered',
            expr: `$query.trim() === ''\n    ? ${kept}\n    : ${kept}.filter((row) =>\n        Object.values(row).some((value) => String(value).toLowerCase().includes($query.trim().toLowerCase())),\n      )`,
          },
        ]
      : []),
    {
      name: 'sorted',
      expr: `[...${source}].sort(\n    (a, b) => compareValues(a[$sortKey], b[$sortKey]) * ($sortDirection === 'ascending' ? 1 : -1),\n  )`,
    },
    ...(paged
      ? [
          { name: 'pageCount', expr: 'Math.max(1, Math.ceil($sorted.length / @pageSize))' },
          { name: 'visible', expr: '$sorted.slice(($page - 1) * @pageSize, $page * @pageSize)' },
        ]
      : []),
  ];
  const visible = paged ? '$visible' : '$sorted';
  const colspan = columns.length + (selectable ? 1 : 0) + (actions ? 1 : 0);
  const header = columns.map((column) =>
    h(
      'th.th',
      { scope: 'col', '[aria-sort]': `$sortKey === '${column.key}' ? $sortDirection : 'none'` },
      h(
        'button.sort',
        { type: 'button', '(click)': `sortBy('${column.key}')` },
        column.label,
        icon('chevronDown', 'sort-icon'),
      ),
    ),
  );
  return blueprint({
    usesId: filterable,
    types: [
      rowInterface(typeName, columns),
      "export type SortDirection = 'ascending' | 'descending';",
      COMPARE,
    ],
    inputs: model.features.includes('loading')
      ? [{ name: 'loading', type: 'boolean', initial: 'false' }]
      : [],
    outputs: [
      ...(selectable ? [{ name: 'selectionChange', type: 'number[]' }] : []),
      ...(actions?.outputs ?? []),
    ],
    constants: [
      { name: collection, type: `readonly ${typeName}[]`, value: rowsLiteral(rows, columns) },
      ...(paged
        ? [{ name: 'pageSize', type: 'number', value: String(model.params.pageSize ?? 5) }]
        : []),
      ...currencyConstants(columns),
      ...(actions?.constants ?? []),
    ],
    state: [
      { name: 'sortKey', type: `keyof ${typeName}`, initial: `'${firstKey}'` },
      { name: 'sortDirection', type: 'SortDirection', initial: "'ascending'" },
      ...(filterable ? [{ name: 'query', type: 'string', initial: "''" }] : []),
      ...(paged ? [{ name: 'page', type: 'number', initial: '1' }] : []),
      ...(selectable ? [{ name: 'selected', type: 'number[]', initial: '[]' }] : []),
      ...(actions?.state ?? []),
    ],
    computed,
    methods: [
      {
        name: 'sortBy',
        params: `key: keyof ${typeName}`,
        body: `if ($sortKey === key) {\n  set:sortDirection($sortDirection === 'ascending' ? 'descending' : 'ascending');\n} else {\n  set:sortKey(key);\n  set:sortDirection('ascending');\n}${paged ? '\nset:page(1);' : ''}`,
      },
      ...(paged
        ? [
            {
              name: 'goToPage',
              params: 'page: number',
              body: 'set:page(Math.min(Math.max(page, 1), $pageCount));',
            },
          ]
        : []),
      ...(selectable
        ? [
            {
              name: 'toggleRow',
              params: 'id: number',
              body: 'const next = $selected.includes(id) ? $selected.filter((value) => value !== id) : [...$selected, id];\nset:selected(next);\nemit:selectionChange(next);',
            },
          ]
        : []),
      ...(actions?.methods ?? []),
    ],
    view: [
      h(
        'section.',
        { 'aria-label': model.title || `${pascalCase(plural)} table` },
        filterable &&
          h(
            'div.toolbar',
            {},
            h('label.sr-only', { '[for]': "@uid + '-filter'" }, `Filter ${plural}`),
            icon('search', 'toolbar-icon'),
            h('input.filter', {
              '[id]': "@uid + '-filter'",
              type: 'search',
              placeholder: `Filter ${plural}…`,
              '[(value)]': 'query',
              ...(paged ? { '(input)': 'set:page(1)' } : {}),
            }),
          ),
        h(
          'div.scroll',
          {},
          h(
            'table.table',
            { '[aria-busy]': model.features.includes('loading') ? '$loading' : undefined },
            h(
              'caption.caption',
              {},
              model.title || pascalCase(plural).replace(/([a-z])([A-Z])/g, '$1 $2'),
            ),
            h(
              'thead',
              {},
              h(
                'tr',
                {},
                selectable && h('th.th', { scope: 'col' }, h('span.sr-only', {}, 'Select')),
                ...header,
                actions?.header,
              ),
            ),
            h(
              'tbody',
              {},
              model.features.includes('loading')
                ? when(
                    '$loading',
                    [
                      h(
                        'tr',
                        {},
                        h('td.empty', { colspan: String(colspan) }, `Loading ${plural}…`),
                      ),
                    ],
                    [rowsLoop()],
                  )
                : rowsLoop(),
            ),
          ),
        ),
        paged &&
          h(
            'nav.pager',
            { 'aria-label': 'Pagination' },
            h(
              'button.button.button--secondary',
              { type: 'button', '[disabled]': '$page === 1', '(click)': 'goToPage($page - 1)' },
              'Previous',
            ),
            h(
              'span.page',
              { 'aria-live': 'polite' },
              'Page ',
              interp('$page'),
              ' of ',
              interp('$pageCount'),
            ),
            h(
              'button.button.button--secondary',
              {
                type: 'button',
                '[disabled]': '$page === $pageCount',
                '(click)': 'goToPage($page + 1)',
              },
              'Next',
            ),
          ),
      ),
    ],
    styles: { keyframes: {}, rules: [...dataTableRules(ctx), ...(actions?.rules ?? [])] },
  });

  function rowsLoop(): ViewNode {
    return each(
      'row',
      visible,
      'row.id',
      [
        h(
          'tr.row',
          {},
          selectable &&
            h(
              'td.cell',
              {},
              h('input', {
                type: 'checkbox',
                '[checked]': '$selected.includes(row.id)',
                '(change)': 'toggleRow(row.id)',
                '[aria-label]': `'Select row ' + row.id`,
              }),
            ),
          ...columns.map((column) =>
            h(
              'td.cell',
              labelsCells(ctx.model.styling) ? { 'data-label': column.label } : {},
              cell(column, 'row'),
            ),
          ),
          actions?.cell('row'),
        ),
      ],
      {
        empty: [
          h(
            'tr',
            {},
            h(
              'td.empty',
              { colspan: String(colspan) },
              filterable ? `No ${plural} match your filter.` : `No ${plural} yet.`,
            ),
          ),
        ],
      },
    );
  }
}
