import type { Blueprint, BuildContext } from '../../blueprint';
import { camelCase, pascalCase, pluralize, tsString } from '../../text';
import { each, h, icon, interp } from '../../view';
import {
  blueprint,
  commonRules,
  focusRing,
  PHOTO_FILLS,
  placeholderImage,
  textInputRules,
} from '../common';
import { cell, currencyConstants, rowInterface, rowsLiteral } from './parts';

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
  // "a LinkedIn link" on each card: a link named after what it links to.
  const linkColumns = columns.filter(
    (c) => /\blinks?$/i.test(c.label) && c !== nameColumn && c.kind !== 'email',
  );
  const details = columns.filter(
    (c) => c !== nameColumn && c !== emailColumn && !linkColumns.includes(c),
  );
  // "a grid/list view toggle": Grid and List buttons, the one pressed showing how cards are laid out.
  const switched = model.presentation.viewToggle === true;
  const viewButton = (view: 'grid' | 'list', label: string) =>
    h(
      'button.view',
      { type: 'button', '[aria-pressed]': `$view === '${view}'`, '(click)': `set:view('${view}')` },
      label,
    );
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
      ...currencyConstants(columns),
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
      ...(switched ? [{ name: 'view', type: "'grid' | 'list'", initial: "'grid'" }] : []),
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
        model.title ? h('h2.heading', {}, model.title) : null,
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
          switched &&
            h(
              'div.views',
              { role: 'group', 'aria-label': 'Layout' },
              viewButton('grid', 'Grid'),
              viewButton('list', 'List'),
            ),
        ),
        h('p.count', { 'aria-live': 'polite' }, interp('$visible.length'), ` ${plural}`),
        h(
          'ul.grid',
          switched ? { '[class.grid--list]': "$view === 'list'" } : {},
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
                ...linkColumns.map((column) => {
                  const site = column.label.replace(/(?:\s(?:icon|profile))?\slinks?$/i, '');
                  return h(
                    'a.link',
                    {
                      '[href]': `item.${column.key}`,
                      '[aria-label]': nameColumn
                        ? `item.${nameColumn.key} + ${tsString(` on ${site}`)}`
                        : tsString(site),
                    },
                    site,
                  );
                }),
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
        ...(model.title ? [{ el: 'heading', decls: { margin: '0', 'font-size': '1.5rem' } }] : []),
        { el: 'toolbar', decls: { display: 'flex', 'flex-wrap': 'wrap', gap: t('space') } },
        {
          el: 'control',
          decls: { display: 'flex', 'flex-direction': 'column', gap: '0.25rem', flex: '1 1 14rem' },
        },
        { el: 'label', decls: { 'font-size': '0.875rem', 'font-weight': '600' } },
        ...textInputRules(t),
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
        ...(switched
          ? [
              { el: 'views', decls: { display: 'flex', 'align-self': 'flex-end', gap: '0.25rem' } },
              {
                el: 'view',
                decls: {
                  padding: '0.5rem 0.875rem',
                  border: `1px solid ${t('border')}`,
                  'border-radius': t('radius-sm'),
                  background: t('surface'),
                  color: 'inherit',
                  font: 'inherit',
                  cursor: 'pointer',
                },
              },
              {
                el: 'view',
                state: '[aria-pressed="true"]',
                decls: {
                  background: t('primary'),
                  color: t('on-primary'),
                  'border-color': t('primary'),
                },
              },
              { el: 'view', state: ':focus-visible', decls: focusRing(t) },
              { el: 'grid--list', decls: { 'grid-template-columns': '1fr' } },
              {
                el: 'grid--list',
                state: ' > li',
                decls: { 'flex-direction': 'row', 'text-align': 'left', gap: t('space') },
              },
              // In a list the card's action sits at the end of its row.
              {
                el: 'grid--list',
                state: ' > li > :last-child',
                decls: { 'margin-left': 'auto', 'margin-top': '0' },
              },
              { el: 'grid--list', state: ' img', decls: { 'margin-bottom': '0' } },
            ]
          : []),
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
        ...(linkColumns.length
          ? [{ el: 'link', decls: { color: t('primary'), 'font-size': '0.875rem' } }]
          : []),
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
