/**
 * A dashboard's table beside its metric cards ("a table of recent orders with columns Order,
 * Customer, Total, Status"): exactly the named columns, in order, over sample rows.
 */
import type { BuildContext } from '../../blueprint';
import type { StyleRule } from '../../styles';
import { pascalCase, pluralize, sentenceCase } from '../../text';
import { each, h } from '../../view';
import type { ViewNode } from '../../view';
import { cell, currencyConstants, rowInterface, rowsLiteral } from '../collections/parts';
import { rowActions } from '../collections/row-actions';
import type { RowActions } from '../collections/row-actions';

export interface DashboardTable {
  types: string[];
  constants: { name: string; type: string; value: string }[];
  view: ViewNode;
  rules: StyleRule[];
  /** The Actions column's state, methods and outputs, when the rows carry actions. */
  actions?: RowActions;
}

/** The table part, or undefined when the model names no columns. */
export function dashboardTable(ctx: BuildContext): DashboardTable | undefined {
  const { model, t } = ctx;
  const { columns, rows, entity } = model.data;
  if (!columns.length) return undefined;
  const typeName = `${pascalCase(entity) || 'Item'}Row`;
  const caption = sentenceCase(pluralize(entity));
  const actions = rowActions(ctx, columns, 'rows');
  return {
    ...(actions ? { actions } : {}),
    types: [rowInterface(typeName, columns)],
    constants: [
      ...currencyConstants(columns),
      { name: 'rows', type: `readonly ${typeName}[]`, value: rowsLiteral(rows, columns) },
      ...(actions?.constants ?? []),
    ],
    view: h(
      'table.table',
      {},
      h('caption.caption', {}, caption),
      h(
        'thead',
        {},
        h('tr', {}, ...columns.map((c) => h('th.th', { scope: 'col' }, c.label)), actions?.header),
      ),
      h(
        'tbody',
        {},
        each('row', actions?.removes ? '$remaining' : '@rows', 'row.id', [
          h(
            'tr',
            {},
            ...columns.map((c) => h('td.cell', {}, cell(c, 'row'))),
            actions?.cell('row'),
          ),
        ]),
      ),
    ),
    rules: [
      {
        el: 'table',
        decls: { width: '100%', 'margin-top': '1.5rem', 'border-collapse': 'collapse' },
      },
      {
        el: 'caption',
        decls: { 'text-align': 'start', 'font-weight': '600', padding: '0.5rem 0' },
      },
      ...(actions?.rules ?? []),
      ...['th', 'cell'].map((el) => ({
        el,
        decls: {
          padding: '0.5rem',
          'border-bottom': `1px solid ${t('border')}`,
          'text-align': 'start',
        },
      })),
    ],
  };
}
