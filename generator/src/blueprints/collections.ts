import type { Blueprint, BuildContext } from '../blueprint';
import type { Column } from '../model';
import { camelCase, pascalCase, pluralize, tsString } from '../text';
import { each, h, icon, interp, when } from '../view';
import type { ViewNode } from '../view';
import {
  blueprint,
  commonRules,
  focusOutline,
  focusRing,
  PHOTO_FILLS,
  placeholderImage,
} from './common';

const isNumeric = (column: Column) =>
  column.kind === 'number' || column.kind === 'currency' || column.kind === 'progress';

function rowInterface(typeName: string, columns: Column[], extra: string[] = []): string {
  return `export interface ${typeName} {\n  id: number;\n${columns.map((c) => `  ${c.key}: ${isNumeric(c) ? 'number' : 'string'};`).join('\n')}${extra.length ? `\n${extra.join('\n')}` : ''}\n}`;
}

function rowsLiteral(
  rows: Record<string, string | number>[],
  columns: Column[],
  extra?: (index: number) => string,
): string {
  const lines = rows.map((row, index) => {
    const cells = [
      `id: ${index + 1}`,
      ...columns.map(
        (c) =>
          `${c.key}: ${typeof row[c.key] === 'number' ? String(row[c.key]) : tsString(String(row[c.key] ?? ''))}`,
      ),
    ];
    if (extra) cells.push(extra(index));
    return `  { ${cells.join(', ')} },`;
  });
  return `[\n${lines.join('\n')}\n]`;
}

const COMPARE =
  "function compareValues(a: string | number, b: string | number): number {\n  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), undefined, { numeric: true });\n}";

function cell(column: Column, item: string): ViewNode | ViewNode[] {
  if (column.kind === 'progress')
    return [
      h('progress.meter', {
        max: '100',
        '[value]': `${item}.${column.key}`,
        'aria-label': column.label,
      }),
      h('span.meter-value', {}, interp(`${item}.${column.key}`), '%'),
    ];
  if (column.kind === 'currency') return interp(`@currency.format(${item}.${column.key})`);
  if (column.kind === 'status')
    return h(
      'span.status',
      { '[data-status]': `${item}.${column.key}.toLowerCase()` },
      interp(`${item}.${column.key}`),
    );
  return interp(`${item}.${column.key}`);
}

export function dataTableBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const { columns, rows, entity } = model.data;
  const typeName = pascalCase(entity) || 'Row';
  const collection = camelCase(pluralize(entity), 'rows');
  const plural = pluralize(entity.toLowerCase());
  const filterable = model.features.includes('filter') || model.features.includes('search');
  const paged = model.features.includes('pagination');
  const selectable = model.features.includes('selection');
  const hasCurrency = columns.some((c) => c.kind === 'currency');
  const firstKey = columns[0]?.key ?? 'id';
  const source = filterable ? '$filtered' : `@${collection}`;
  const computed = [
    ...(filterable
      ? [
          {
            name: 'filtered',
            expr: `$query.trim() === ''\n    ? @${collection}\n    : @${collection}.filter((row) =>\n        Object.values(row).some((value) => String(value).toLowerCase().includes($query.trim().toLowerCase())),\n      )`,
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
  const colspan = columns.length + (selectable ? 1 : 0);
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
    outputs: selectable ? [{ name: 'selectionChange', type: 'number[]' }] : [],
    constants: [
      { name: collection, type: `readonly ${typeName}[]`, value: rowsLiteral(rows, columns) },
      ...(paged
        ? [{ name: 'pageSize', type: 'number', value: String(model.params.pageSize ?? 5) }]
        : []),
      ...(hasCurrency
        ? [
            {
              name: 'currency',
              type: 'Intl.NumberFormat',
              value: "new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })",
            },
          ]
        : []),
    ],
    state: [
      { name: 'sortKey', type: `keyof ${typeName}`, initial: `'${firstKey}'` },
      { name: 'sortDirection', type: 'SortDirection', initial: "'ascending'" },
      ...(filterable ? [{ name: 'query', type: 'string', initial: "''" }] : []),
      ...(paged ? [{ name: 'page', type: 'number', initial: '1' }] : []),
      ...(selectable ? [{ name: 'selected', type: 'number[]', initial: '[]' }] : []),
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
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['button']),
        { el: '', decls: { display: 'flex', 'flex-direction': 'column', gap: t('space') } },
        { el: 'toolbar', decls: { position: 'relative', 'max-width': '20rem' } },
        {
          el: 'toolbar-icon',
          decls: {
            position: 'absolute',
            top: '50%',
            left: '0.75rem',
            transform: 'translateY(-50%)',
            color: t('text-muted'),
            'pointer-events': 'none',
          },
        },
        {
          el: 'filter',
          decls: {
            width: '100%',
            'min-height': '2.5rem',
            padding: '0.5rem 0.75rem 0.5rem 2.5rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: 'inherit',
            font: 'inherit',
            'box-sizing': 'border-box',
          },
        },
        { el: 'filter', state: ':focus-visible', decls: focusRing(t) },
        {
          el: 'scroll',
          decls: {
            'overflow-x': 'auto',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius'),
            background: t('surface'),
            'box-shadow': t('shadow'),
          },
        },
        {
          el: 'table',
          decls: { width: '100%', 'border-collapse': 'collapse', 'font-size': '0.875rem' },
        },
        {
          el: 'caption',
          decls: {
            padding: `${t('space')} ${t('space')} 0`,
            'text-align': 'left',
            'font-weight': '700',
            'font-size': '1rem',
          },
        },
        {
          el: 'th',
          decls: {
            padding: '0.75rem 1rem',
            'border-bottom': `1px solid ${t('border')}`,
            'text-align': 'left',
            'white-space': 'nowrap',
          },
        },
        {
          el: 'cell',
          decls: { padding: '0.75rem 1rem', 'border-bottom': `1px solid ${t('border')}` },
        },
        { el: 'row', state: ':hover', decls: { background: t('surface-muted') } },
        { el: 'row', state: ':last-child td', decls: { 'border-bottom': '0' } },
        {
          el: 'sort',
          decls: {
            display: 'inline-flex',
            'align-items': 'center',
            gap: '0.25rem',
            padding: '0',
            border: '0',
            background: 'none',
            color: 'inherit',
            font: 'inherit',
            'font-weight': '600',
            cursor: 'pointer',
          },
        },
        { el: 'sort', state: ':focus-visible', decls: { ...focusRing(t), 'border-radius': '2px' } },
        {
          el: 'sort-icon',
          decls: {
            width: '1rem',
            height: '1rem',
            opacity: '0.4',
            transition: 'transform 150ms ease, opacity 150ms ease',
          },
        },
        {
          el: 'th',
          state: '[aria-sort="ascending"] svg',
          decls: { opacity: '1', transform: 'rotate(180deg)' },
        },
        { el: 'th', state: '[aria-sort="descending"] svg', decls: { opacity: '1' } },
        {
          el: 'empty',
          decls: { padding: '2rem 1rem', 'text-align': 'center', color: t('text-muted') },
        },
        {
          el: 'status',
          decls: {
            display: 'inline-block',
            padding: '0.125rem 0.5rem',
            'border-radius': '999px',
            background: t('surface-muted'),
            'font-size': '0.75rem',
            'font-weight': '600',
          },
        },
        {
          el: 'meter',
          decls: { width: '6rem', 'vertical-align': 'middle', 'accent-color': t('primary') },
        },
        {
          el: 'meter-value',
          decls: { 'margin-left': '0.5rem', 'font-variant-numeric': 'tabular-nums' },
        },
        {
          el: 'status',
          state: '[data-status="active"], &[data-status="paid"], &[data-status="delivered"]',
          decls: { color: t('success') },
        },
        {
          el: 'status',
          state: '[data-status="pending"], &[data-status="invited"]',
          decls: { color: t('warning') },
        },
        {
          el: 'pager',
          decls: {
            display: 'flex',
            'align-items': 'center',
            'justify-content': 'flex-end',
            gap: '0.75rem',
          },
        },
        { el: 'page', decls: { color: t('text-muted'), 'font-size': '0.875rem' } },
        { el: 'cell', media: 'narrow', decls: { padding: '0.5rem 0.75rem' } },
      ],
    },
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
          ...columns.map((column) => h('td.cell', {}, cell(column, 'row'))),
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

export function todoListBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const samples = model.items.length
    ? model.items
    : [
        'Review the pull request',
        'Book the team retro',
        'Update the release notes',
        'Reply to design feedback',
      ];
  return blueprint({
    usesId: true,
    types: ['export interface Task {\n  id: number;\n  title: string;\n  done: boolean;\n}'],
    outputs: [{ name: 'tasksChange', type: 'Task[]' }],
    constants: [
      {
        name: 'initialTasks',
        type: 'Task[]',
        value: `[\n${samples.map((title, i) => `  { id: ${i + 1}, title: ${tsString(title)}, done: ${i === 1} },`).join('\n')}\n]`,
      },
    ],
    state: [
      { name: 'tasks', type: 'Task[]', initial: '@initialTasks' },
      { name: 'draft', type: 'string', initial: "''" },
    ],
    computed: [{ name: 'remaining', expr: '$tasks.filter((task) => !task.done).length' }],
    methods: [
      { name: 'commit', params: 'next: Task[]', body: 'set:tasks(next);\nemit:tasksChange(next);' },
      {
        name: 'add',
        params: 'event: SubmitEvent',
        body: "event.preventDefault();\nconst title = $draft.trim();\nif (!title) return;\nconst id = Math.max(0, ...$tasks.map((task) => task.id)) + 1;\n@commit([...$tasks, { id, title, done: false }]);\nset:draft('');",
      },
      {
        name: 'toggle',
        params: 'id: number',
        body: '@commit($tasks.map((task) => (task.id === id ? { ...task, done: !task.done } : task)));',
      },
      {
        name: 'remove',
        params: 'id: number',
        body: '@commit($tasks.filter((task) => task.id !== id));',
      },
    ],
    view: [
      h(
        'section.',
        { '[aria-labelledby]': "@uid + '-title'" },
        h('h2.title', { '[id]': "@uid + '-title'" }, model.title || 'To-do list'),
        h(
          'form.add',
          { '(submit)': 'add(event)' },
          h('label.sr-only', { '[for]': "@uid + '-new'" }, 'New task'),
          h('input.input', {
            '[id]': "@uid + '-new'",
            type: 'text',
            placeholder: 'Add a task…',
            autocomplete: 'off',
            '[(value)]': 'draft',
          }),
          h(
            'button.button',
            { type: 'submit', '[disabled]': "$draft.trim() === ''" },
            icon('plus'),
            'Add',
          ),
        ),
        h(
          'ul.items',
          {},
          each(
            'task',
            '$tasks',
            'task.id',
            [
              h(
                'li.item',
                {},
                h(
                  'label.check',
                  {},
                  h('input', {
                    type: 'checkbox',
                    '[checked]': 'task.done',
                    '(change)': 'toggle(task.id)',
                  }),
                  h('span.task', { '[class.task--done]': 'task.done' }, interp('task.title')),
                ),
                h(
                  'button.delete',
                  {
                    type: 'button',
                    '[aria-label]': "'Delete ' + task.title",
                    '(click)': 'remove(task.id)',
                  },
                  icon('trash'),
                ),
              ),
            ],
            { empty: [h('li.empty', {}, 'Nothing left to do. Add a task above.')] },
          ),
        ),
        h(
          'p.summary',
          { 'aria-live': 'polite' },
          interp('$remaining'),
          ' of ',
          interp('$tasks.length'),
          ' tasks left',
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button']),
        { el: '', decls: { 'max-width': '32rem' } },
        { el: 'title', decls: { margin: '0 0 1rem', 'font-size': '1.25rem' } },
        { el: 'add', decls: { display: 'flex', gap: '0.5rem', 'margin-bottom': '1rem' } },
        {
          el: 'input',
          decls: {
            flex: '1',
            'min-height': '2.5rem',
            padding: '0.5rem 0.75rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: 'inherit',
            font: 'inherit',
          },
        },
        { el: 'input', state: ':focus-visible', decls: focusRing(t) },
        { el: 'items', decls: { margin: '0', padding: '0', 'list-style': 'none' } },
        {
          el: 'item',
          decls: {
            display: 'flex',
            'align-items': 'center',
            'justify-content': 'space-between',
            gap: '0.5rem',
            padding: '0.5rem 0',
            'border-bottom': `1px solid ${t('border')}`,
          },
        },
        { el: 'task--done', decls: { color: t('text-muted'), 'text-decoration': 'line-through' } },
        {
          el: 'check',
          decls: { display: 'flex', 'align-items': 'center', gap: '0.75rem', cursor: 'pointer' },
        },
        {
          el: 'check',
          state: ' input',
          decls: { width: '1.125rem', height: '1.125rem', 'accent-color': t('primary') },
        },
        {
          el: 'delete',
          decls: {
            display: 'inline-flex',
            padding: '0.375rem',
            border: '0',
            'border-radius': t('radius-sm'),
            background: 'transparent',
            color: t('text-muted'),
            cursor: 'pointer',
          },
        },
        {
          el: 'delete',
          state: ':hover',
          decls: { background: t('surface-muted'), color: t('danger') },
        },
        { el: 'delete', state: ':focus-visible', decls: { outline: focusOutline(t) } },
        {
          el: 'empty',
          decls: { padding: '1.5rem 0', 'text-align': 'center', color: t('text-muted') },
        },
        {
          el: 'summary',
          decls: { margin: '1rem 0 0', color: t('text-muted'), 'font-size': '0.875rem' },
        },
      ],
    },
  });
}

export function simpleListBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const { columns, rows, entity } = model.data;
  const typeName = pascalCase(entity) || 'Item';
  const collection = camelCase(pluralize(entity), 'items');
  const [primary, ...rest] = columns;
  const searchable = model.features.includes('search') || model.features.includes('filter');
  return blueprint({
    usesId: searchable,
    types: [rowInterface(typeName, columns)],
    outputs: [{ name: 'itemSelected', type: typeName }],
    constants: [
      { name: collection, type: `readonly ${typeName}[]`, value: rowsLiteral(rows, columns) },
      ...(columns.some((c) => c.kind === 'currency')
        ? [
            {
              name: 'currency',
              type: 'Intl.NumberFormat',
              value: "new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })",
            },
          ]
        : []),
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
            h('label.sr-only', { '[for]': "@uid + '-search'" }, `Search ${pluralize(entity)}`),
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

export function cardGridBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const { entity } = model.data;
  const columns = model.data.columns.filter((c) => c.key !== 'photo');
  const typeName = pascalCase(entity) || 'Person';
  const collection = camelCase(pluralize(entity), 'people');
  const plural = pluralize(entity.toLowerCase());
  const nameColumn = columns.find((c) => /name|title/.test(c.key)) ?? columns[0];
  const facet = columns.find(
    (c) => /department|category|team|role|type|status|location/.test(c.key) && c !== nameColumn,
  );
  const emailColumn = columns.find((c) => c.kind === 'email');
  const details = columns.filter((c) => c !== nameColumn && c !== emailColumn);
  return blueprint({
    usesId: true,
    types: [rowInterface(typeName, columns, ['  photo: string;'])],
    outputs: emailColumn ? [] : [{ name: 'cardSelected', type: typeName }],
    constants: [
      {
        name: collection,
        type: `readonly ${typeName}[]`,
        value: rowsLiteral(
          model.data.rows,
          columns,
          (i) =>
            `photo: ${tsString(placeholderImage(String(model.data.rows[i]?.[nameColumn?.key ?? ''] ?? 'Photo'), 160, 160, PHOTO_FILLS[i % PHOTO_FILLS.length]!))}`,
        ),
      },
      ...(facet
        ? [
            {
              name: 'facetOptions',
              type: 'readonly string[]',
              value: `[${[...new Set(model.data.rows.map((row) => String(row[facet.key] ?? '')))]
                .sort()
                .map((v) => tsString(v))
                .join(', ')}]`,
            },
          ]
        : []),
    ],
    state: [
      { name: 'query', type: 'string', initial: "''" },
      ...(facet ? [{ name: 'facet', type: 'string', initial: "''" }] : []),
    ],
    computed: [
      {
        name: 'visible',
        expr: `@${collection}.filter((item) => {\n    const term = $query.trim().toLowerCase();\n    const matchesQuery = !term || Object.values(item).some((value) => String(value).toLowerCase().includes(term));\n    return matchesQuery${facet ? ` && (!$facet || item.${facet.key} === $facet)` : ''};\n  })`,
      },
    ],
    view: [
      h(
        'section.',
        { 'aria-label': model.title || pascalCase(plural) },
        h(
          'div.toolbar',
          {},
          h(
            'div.control',
            {},
            h('label.label', { '[for]': "@uid + '-search'" }, 'Search'),
            h('input.input', {
              '[id]': "@uid + '-search'",
              type: 'search',
              placeholder: `Search ${plural}…`,
              '[(value)]': 'query',
            }),
          ),
          facet &&
            h(
              'div.control',
              {},
              h('label.label', { '[for]': "@uid + '-facet'" }, facet.label),
              h(
                'select.input',
                { '[id]': "@uid + '-facet'", '[(value)]': 'facet' },
                h('option', { value: '' }, `All ${pluralize(facet.label.toLowerCase())}`),
                each('option', '@facetOptions', 'option', [
                  h('option', { '[value]': 'option' }, interp('option')),
                ]),
              ),
            ),
        ),
        h('p.count', { 'aria-live': 'polite' }, interp('$visible.length'), ` ${plural}`),
        h(
          'ul.grid',
          {},
          each(
            'item',
            '$visible',
            'item.id',
            [
              h(
                'li.card',
                {},
                h('img.photo', {
                  '[src]': 'item.photo',
                  '[alt]': nameColumn ? `item.${nameColumn.key}` : "'Photo'",
                  width: 80,
                  height: 80,
                  loading: 'lazy',
                }),
                h('h3.name', {}, nameColumn ? interp(`item.${nameColumn.key}`) : ''),
                ...details.map((column) => h('p.meta', {}, cell(column, 'item'))),
                emailColumn
                  ? h(
                      'a.button',
                      { '[href]': `'mailto:' + item.${emailColumn.key}` },
                      icon('mail'),
                      'Email',
                    )
                  : h(
                      'button.button',
                      { type: 'button', '(click)': 'emit:cardSelected(item)' },
                      'View profile',
                    ),
              ),
            ],
            { empty: [h('li.empty', { role: 'status' }, model.message ?? `No ${plural} found`)] },
          ),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['button']),
        { el: '', decls: { display: 'flex', 'flex-direction': 'column', gap: t('space') } },
        { el: 'toolbar', decls: { display: 'flex', 'flex-wrap': 'wrap', gap: t('space') } },
        {
          el: 'control',
          decls: { display: 'flex', 'flex-direction': 'column', gap: '0.25rem', flex: '1 1 14rem' },
        },
        { el: 'label', decls: { 'font-size': '0.875rem', 'font-weight': '600' } },
        {
          el: 'input',
          decls: {
            'min-height': '2.5rem',
            padding: '0.5rem 0.75rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: 'inherit',
            font: 'inherit',
          },
        },
        { el: 'input', state: ':focus-visible', decls: focusRing(t) },
        { el: 'count', decls: { margin: '0', color: t('text-muted'), 'font-size': '0.875rem' } },
        {
          el: 'grid',
          decls: {
            display: 'grid',
            'grid-template-columns': 'repeat(auto-fill, minmax(14rem, 1fr))',
            gap: t('space'),
            margin: '0',
            padding: '0',
            'list-style': 'none',
          },
        },
        { el: 'grid', media: 'narrow', decls: { 'grid-template-columns': '1fr' } },
        {
          el: 'card',
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            'align-items': 'center',
            gap: '0.25rem',
            padding: `calc(${t('space')} * 1.5)`,
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius'),
            background: t('surface'),
            'box-shadow': t('shadow'),
            'text-align': 'center',
            transition: 'transform 150ms ease, box-shadow 150ms ease',
          },
        },
        { el: 'card', state: ':hover', decls: { transform: 'translateY(-2px)' } },
        {
          el: 'photo',
          decls: { 'border-radius': '50%', 'object-fit': 'cover', 'margin-bottom': '0.5rem' },
        },
        { el: 'name', decls: { margin: '0', 'font-size': '1rem' } },
        { el: 'meta', decls: { margin: '0', color: t('text-muted'), 'font-size': '0.875rem' } },
        { el: 'button', decls: { 'margin-top': '0.75rem', 'text-decoration': 'none' } },
        {
          el: 'empty',
          decls: {
            'grid-column': '1 / -1',
            padding: '2rem',
            'text-align': 'center',
            color: t('text-muted'),
          },
        },
      ],
    },
  });
}

export function kanbanBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const labels =
    model.items.length >= 2 ? model.items.slice(0, 6) : ['To do', 'In progress', 'Done'];
  const columns = labels.map((label) => ({ label, key: camelCase(label, 'column') }));
  const samples = [
    'Draft the onboarding e-mail',
    'Audit colour contrast',
    'Set up error monitoring',
    'Write the pricing FAQ',
    'Refactor the billing form',
    'Ship the dark theme',
  ];
  const union = columns.map((c) => `'${c.key}'`).join(' | ');
  return blueprint({
    types: [
      `export type ColumnId = ${union};`,
      'export interface Card {\n  id: number;\n  title: string;\n  column: ColumnId;\n}',
    ],
    outputs: [{ name: 'cardMoved', type: 'Card' }],
    constants: [
      {
        name: 'initialCards',
        type: 'Card[]',
        value: `[\n${samples.map((title, i) => `  { id: ${i + 1}, title: ${tsString(title)}, column: '${columns[i % columns.length]!.key}' },`).join('\n')}\n]`,
      },
    ],
    state: [{ name: 'cards', type: 'Card[]', initial: '@initialCards' }],
    computed: [
      {
        name: 'byColumn',
        expr: `({\n    ${columns.map((c) => `${c.key}: $cards.filter((card) => card.column === '${c.key}')`).join(',\n    ')},\n  }) satisfies Record<ColumnId, Card[]>`,
      },
    ],
    methods: [
      {
        name: 'move',
        params: 'card: Card, column: ColumnId',
        body: 'const moved = { ...card, column };\nset:cards($cards.map((item) => (item.id === card.id ? moved : item)));\nemit:cardMoved(moved);',
      },
    ],
    view: [
      h(
        'div.',
        { role: 'group', 'aria-label': model.title || 'Kanban board' },
        ...columns.map((column, index) => {
          const previous = columns[index - 1];
          const next = columns[index + 1];
          return h(
            'section.column',
            { 'aria-label': column.label },
            h(
              'h3.column-title',
              {},
              column.label,
              ' ',
              h('span.count', {}, interp(`$byColumn.${column.key}.length`)),
            ),
            h(
              'ul.cards',
              {},
              each(
                'card',
                `$byColumn.${column.key}`,
                'card.id',
                [
                  h(
                    'li.card',
                    {},
                    h('p.card-title', {}, interp('card.title')),
                    h(
                      'div.moves',
                      {},
                      previous &&
                        h(
                          'button.move',
                          { type: 'button', '(click)': `move(card, '${previous.key}')` },
                          icon('chevronLeft'),
                          h('span.sr-only', {}, `Move to ${previous.label}`),
                        ),
                      next &&
                        h(
                          'button.move',
                          { type: 'button', '(click)': `move(card, '${next.key}')` },
                          h('span.sr-only', {}, `Move to ${next.label}`),
                          icon('chevronRight'),
                        ),
                    ),
                  ),
                ],
                { empty: [h('li.empty', {}, 'No cards')] },
              ),
            ),
          );
        }),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, []),
        {
          el: '',
          decls: {
            display: 'grid',
            'grid-template-columns': `repeat(${columns.length}, minmax(14rem, 1fr))`,
            gap: t('space'),
            'overflow-x': 'auto',
            'padding-bottom': '0.5rem',
          },
        },
        { el: '', media: 'narrow', decls: { 'grid-template-columns': '1fr' } },
        {
          el: 'column',
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            gap: '0.75rem',
            padding: t('space'),
            'border-radius': t('radius'),
            background: t('surface-muted'),
          },
        },
        {
          el: 'column-title',
          decls: {
            display: 'flex',
            'justify-content': 'space-between',
            margin: '0',
            'font-size': '0.875rem',
            'text-transform': 'uppercase',
            'letter-spacing': '0.04em',
            color: t('text-muted'),
          },
        },
        {
          el: 'count',
          decls: {
            'min-width': '1.5rem',
            'border-radius': '999px',
            background: t('surface'),
            'text-align': 'center',
          },
        },
        {
          el: 'cards',
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            gap: '0.5rem',
            margin: '0',
            padding: '0',
            'list-style': 'none',
            'min-height': '4rem',
          },
        },
        {
          el: 'card',
          decls: {
            display: 'flex',
            'align-items': 'center',
            'justify-content': 'space-between',
            gap: '0.5rem',
            padding: '0.75rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            'box-shadow': t('shadow'),
          },
        },
        { el: 'card-title', decls: { margin: '0', 'font-size': '0.875rem', 'font-weight': '500' } },
        { el: 'moves', decls: { display: 'flex', gap: '0.25rem' } },
        {
          el: 'move',
          decls: {
            display: 'inline-flex',
            padding: '0.25rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: 'inherit',
            cursor: 'pointer',
          },
        },
        {
          el: 'move',
          state: ':hover',
          decls: { 'border-color': t('primary'), color: t('primary') },
        },
        { el: 'move', state: ':focus-visible', decls: { outline: focusOutline(t) } },
        {
          el: 'empty',
          decls: {
            padding: '1rem',
            'text-align': 'center',
            color: t('text-muted'),
            'font-size': '0.875rem',
          },
        },
      ],
    },
  });
}
