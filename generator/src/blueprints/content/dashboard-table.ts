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

export interface DashboardTable {
  types: string[];
  constants: { name: string; type: string; value: string }[];
  view: ViewNode;
  rules: StyleRule[];
}

/** The table part, or undefined when the model names no columns. */
export function dashboardTable(ctx: BuildContext): DashboardTable | undefined {
  const { model, t } = ctx;
  const { columns, rows, entity } = model.data;
  if (!columns.length) return undefined;
  const typeName = `${pascalCase(entity) || 'Item'}Row`;
  const caption = sentenceCase(pluralize(entity));
  return {
    types: [rowInterface(typeName, columns)],
    constants: [
      ...currencyConstants(columns),
      { name: 'rows', type: `readonly ${typeName}[]`, value: rowsLiteral(rows, columns) },
    ],
    view: h(
      'table.table',
      {},
      h('caption.caption', {}, caption),
      h('thead', {}, h('tr', {}, ...columns.map((c) => h('th.th', { scope: 'col' }, c.label)))),
      h(
        'tbody',
        {},
        each('row', '@rows', 'row.id', [
          h('tr', {}, ...columns.map((c) => h('td.cell', {}, cell(c, 'row')))),
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
