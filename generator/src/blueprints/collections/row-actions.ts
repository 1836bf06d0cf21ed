/**
 * Buttons in each row of a table, under an Actions column. Rule: a button's text stays the action
 * ("Edit") while its accessible name names the row too ("Edit Alice Smith"); an action that takes
 * the row away (Delete, Remove) removes it from the rows the table keeps in state; every other
 * action emits its label with the row's id.
 */
import type { MethodSpec, OutputSpec } from '../../blueprint';
import type { BuildContext } from '../../blueprint';
import { REMOVES_ROW } from '../../lexicon/row-actions';
import type { Column } from '../../model';
import type { StyleRule } from '../../styles';
import { tsString } from '../../text';
import { h } from '../../view';
import type { ElementNode } from '../../view';

export interface RowActions {
  /** Some action removes rows: the table reads `$remaining`, the rows not removed. */
  removes: boolean;
  constants: { name: string; type: string; value: string }[];
  state: { name: string; type: string; initial: string }[];
  computed: { name: string; expr: string }[];
  outputs: OutputSpec[];
  methods: MethodSpec[];
  header: ElementNode;
  /** The row's cell of buttons, for the loop variable `item`. */
  cell: (item: string) => ElementNode;
  rules: StyleRule[];
}

/** The column whose value names a row: the first of text, else the first. */
function namingColumn(columns: readonly Column[]): Column | undefined {
  return columns.find((c) => c.kind === 'text' || c.kind === 'email') ?? columns[0];
}

/** The Actions column of a table whose model names row actions, else undefined. */
export function rowActions(
  ctx: BuildContext,
  columns: readonly Column[],
  collection: string,
): RowActions | undefined {
  const { model, t } = ctx;
  const labels = model.actions.filter((action) => action.row).map((action) => action.label);
  if (!labels.length) return undefined;
  const removes = labels.some((label) => REMOVES_ROW.test(label));
  const emits = labels.some((label) => !REMOVES_ROW.test(label));
  const naming = namingColumn(columns);
  const name = (item: string, index: number) =>
    naming
      ? `@rowActions[${index}] + ' ' + ${item}.${naming.key}`
      : `@rowActions[${index}] + ' row ' + ${item}.id`;
  return {
    removes,
    constants: [
      {
        name: 'rowActions',
        type: 'readonly string[]',
        value: `[${labels.map((label) => tsString(label)).join(', ')}]`,
      },
    ],
    state: removes ? [{ name: 'removed', type: 'number[]', initial: '[]' }] : [],
    computed: removes
      ? [{ name: 'remaining', expr: `@${collection}.filter((row) => !$removed.includes(row.id))` }]
      : [],
    outputs: emits ? [{ name: 'rowAction', type: '{ action: string; id: number }' }] : [],
    methods: [
      ...(removes
        ? [{ name: 'removeRow', params: 'id: number', body: 'set:removed([...$removed, id]);' }]
        : []),
      ...(emits
        ? [
            {
              name: 'chooseRowAction',
              params: 'action: string, id: number',
              body: 'emit:rowAction({ action, id });',
            },
          ]
        : []),
    ],
    header: h('th.th', { scope: 'col' }, 'Actions'),
    cell: (item) =>
      h(
        'td.cell',
        {},
        h(
          'div.row-actions',
          {},
          ...labels.map((label, index) =>
            h(
              `button.row-action${REMOVES_ROW.test(label) ? '.row-action--danger' : ''}`,
              {
                type: 'button',
                '[aria-label]': name(item, index),
                '(click)': REMOVES_ROW.test(label)
                  ? `removeRow(${item}.id)`
                  : `chooseRowAction(@rowActions[${index}], ${item}.id)`,
              },
              label,
            ),
          ),
        ),
      ),
    rules: [
      { el: 'row-actions', decls: { display: 'flex', gap: '0.375rem', 'flex-wrap': 'wrap' } },
      {
        el: 'row-action',
        decls: {
          padding: '0.25rem 0.625rem',
          border: `1px solid ${t('border')}`,
          'border-radius': t('radius-sm'),
          background: t('surface'),
          color: 'inherit',
          font: 'inherit',
          'font-size': '0.875rem',
          cursor: 'pointer',
        },
      },
      { el: 'row-action', state: ':hover', decls: { background: t('surface-muted') } },
      {
        el: 'row-action',
        state: ':focus-visible',
        decls: { outline: `2px solid ${t('focus')}`, 'outline-offset': '2px' },
      },
      { el: 'row-action--danger', decls: { color: t('danger') } },
    ],
  };
}
