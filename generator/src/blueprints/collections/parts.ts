import type { Column } from '../../model';
import { tsString } from '../../text';
import { h, interp } from '../../view';
import type { ViewNode } from '../../view';

/** The formatter `cell` prints currency columns with, declared by every blueprint that has one. */
export function currencyConstants(
  columns: Column[],
): { name: string; type: string; value: string }[] {
  return columns.some((c) => c.kind === 'currency')
    ? [
        {
          name: 'currency',
          type: 'Intl.NumberFormat',
          value: "new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })",
        },
      ]
    : [];
}

const isNumeric = (column: Column) =>
  column.kind === 'number' || column.kind === 'currency' || column.kind === 'progress';

export function rowInterface(typeName: string, columns: Column[], extra: string[] = []): string {
  return `export interface ${typeName} {\n  id: number;\n${columns.map((c) => `  ${c.key}: ${isNumeric(c) ? 'number' : 'string'};`).join('\n')}${extra.length ? `\n${extra.join('\n')}` : ''}\n}`;
}

export function rowsLiteral(
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

export function cell(column: Column, item: string): ViewNode | ViewNode[] {
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
