import type { Blueprint, BuildContext } from '../../blueprint';
import { camelCase, sentenceCase, tsString } from '../../text';
import { each, h, icon, interp } from '../../view';
import { blueprint, commonRules, focusOutline, sampleValueAt, textInputRules } from '../common';

/** What a card added from the board's own field shows for each detail until it is edited. */
const NEW_CARD_VALUE = '—';

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
  // What each card shows beside its title ("cards with a title, an assignee and a priority").
  const attributes = model.details
    .filter((label) => !/^(?:a |the )?(?:title|name|text)$/i.test(label))
    .map((label) => ({ label: sentenceCase(label), key: camelCase(label, 'detail') }))
    // One property a key: a card's type declares each once ("Owner, owner" is one detail).
    .filter(
      (a, i, all) =>
        a.key !== 'id' && a.key !== 'column' && all.findIndex((b) => b.key === a.key) === i,
    )
    .slice(0, 3);
  const cardFields = attributes.map((a) => `\n  ${a.key}: string;`).join('');
  const sampleFields = (i: number) =>
    attributes.map((a) => `, ${a.key}: ${tsString(sampleValueAt(a.label, i))}`).join('');
  // The cards the description names, each in the column it starts in; else sample cards.
  const named = columns.flatMap((column) =>
    (model.itemParts?.[column.label] ?? []).map((title) => ({ title, column: column.key })),
  );
  const initial = named.length
    ? named
    : samples.map((title, i) => ({ title, column: columns[i % columns.length]!.key }));
  // "Done (0)": the count beside a column's name in the description's wording.
  const [countBefore = '', countAfter = ''] = (
    model.countWording?.subject === 'items' ? model.countWording.template : '{n}'
  ).split('{n}');
  const union = columns.map((c) => `'${c.key}'`).join(' | ');
  const first = columns[0]!;
  return blueprint({
    usesId: true,
    types: [
      `export type ColumnId = ${union};`,
      `export interface Card {\n  id: number;\n  title: string;${cardFields}\n  column: ColumnId;\n}`,
    ],
    outputs: [
      { name: 'cardMoved', type: 'Card' },
      { name: 'cardAdded', type: 'Card' },
    ],
    constants: [
      {
        name: 'initialCards',
        type: 'Card[]',
        value: `[\n${initial.map((card, i) => `  { id: ${i + 1}, title: ${tsString(card.title)}${sampleFields(i)}, column: '${card.column}' },`).join('\n')}\n]`,
      },
    ],
    state: [
      { name: 'cards', type: 'Card[]', initial: '@initialCards' },
      { name: 'draft', type: 'string', initial: "''" },
      { name: 'dragging', type: 'number | null', initial: 'null' },
      { name: 'over', type: 'ColumnId | null', initial: 'null' },
    ],
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
      {
        name: 'add',
        params: 'event: SubmitEvent',
        body: `event.preventDefault();\nconst title = $draft.trim();\nif (!title) return;\nconst card: Card = { id: Math.max(0, ...$cards.map((item) => item.id)) + 1, title${attributes.map((a) => `, ${a.key}: ${tsString(NEW_CARD_VALUE)}`).join('')}, column: '${first.key}' };\nset:cards([...$cards, card]);\nset:draft('');\nemit:cardAdded(card);`,
      },
      // Native drag and drop: the dragged card's id is held in state (and in the drag data, which
      // some browsers need before they start a drag); the move buttons are the keyboard way.
      {
        name: 'startDrag',
        params: 'id: number, event: DragEvent',
        body: "set:dragging(id);\nevent.dataTransfer?.setData('text/plain', String(id));",
      },
      {
        name: 'dragOver',
        params: 'column: ColumnId, event: DragEvent',
        body: 'if ($dragging === null) return;\nevent.preventDefault();\nset:over(column);',
      },
      {
        name: 'drop',
        params: 'column: ColumnId, event: DragEvent',
        body: 'event.preventDefault();\nconst card = $cards.find((item) => item.id === $dragging);\n@endDrag();\nif (card && card.column !== column) @move(card, column);',
      },
      { name: 'endDrag', body: 'set:dragging(null);\nset:over(null);' },
    ],
    view: [
      h(
        'div.',
        {},
        h(
          'form.add',
          { '(submit)': 'add(event)' },
          h('label.sr-only', { '[for]': "@uid + '-new'" }, `New card in ${first.label}`),
          h('input.input', {
            '[id]': "@uid + '-new'",
            type: 'text',
            placeholder: 'Add a card…',
            autocomplete: 'off',
            '[(value)]': 'draft',
          }),
          h(
            'button.button',
            { type: 'submit', '[disabled]': "$draft.trim() === ''" },
            icon('plus'),
            'Add card',
          ),
        ),
        h(
          'div.board',
          { role: 'group', 'aria-label': model.title || 'Kanban board' },
          ...columns.map((column, index) => {
            const previous = columns[index - 1];
            const next = columns[index + 1];
            return h(
              'section.column',
              {
                'aria-label': column.label,
                '[class.column--over]': `$over === '${column.key}'`,
                '(dragover)': `dragOver('${column.key}', event)`,
                '(drop)': `drop('${column.key}', event)`,
              },
              h(
                'h3.column-title',
                {},
                column.label,
                ' ',
                h(
                  'span.count',
                  {},
                  countBefore,
                  interp(`$byColumn.${column.key}.length`),
                  countAfter,
                ),
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
                      {
                        draggable: 'true',
                        '[class.card--dragging]': '$dragging === card.id',
                        '(dragstart)': 'startDrag(card.id, event)',
                        '(dragend)': 'endDrag()',
                      },
                      h('p.card-title', {}, interp('card.title')),
                      attributes.length > 0 &&
                        h(
                          'dl.card-details',
                          {},
                          ...attributes.map((a) =>
                            h(
                              'div.card-detail',
                              {},
                              h('dt.card-term', {}, a.label),
                              h('dd.card-value', {}, interp(`card.${a.key}`)),
                            ),
                          ),
                        ),
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
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['button']),
        {
          el: 'add',
          decls: {
            display: 'flex',
            gap: '0.5rem',
            'margin-bottom': t('space'),
            'max-width': '32rem',
          },
        },
        ...textInputRules(t, { flex: '1' }),
        {
          el: 'board',
          decls: {
            display: 'grid',
            'grid-template-columns': `repeat(${columns.length}, minmax(14rem, 1fr))`,
            gap: t('space'),
            'overflow-x': 'auto',
            'padding-bottom': '0.5rem',
          },
        },
        { el: 'board', media: 'narrow', decls: { 'grid-template-columns': '1fr' } },
        {
          el: 'column--over',
          decls: { outline: `2px dashed ${t('primary')}`, 'outline-offset': '-2px' },
        },
        { el: 'card', state: '[draggable="true"]', decls: { cursor: 'grab' } },
        { el: 'card--dragging', decls: { opacity: '0.5' } },
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
        {
          el: 'card-details',
          decls: { display: 'flex', 'flex-wrap': 'wrap', gap: '0.25rem 0.75rem', margin: '0' },
        },
        { el: 'card-detail', decls: { display: 'flex', gap: '0.25rem', 'font-size': '0.75rem' } },
        { el: 'card-term', decls: { color: t('text-muted') } },
        { el: 'card-value', decls: { margin: '0' } },
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
