/**
 * Dashboards: metric cards named in order, and the table named beside them with exactly the named
 * columns; a table's columns introduced by "with columns" keep their first label.
 */
import { describe, expect, it } from 'vitest';
import { generate, interpret } from '../src/index';

const DASHBOARD =
  'an admin dashboard with four KPI cards (Revenue, Users, Orders, Churn), a line chart of signups and a table of recent orders with columns Order, Customer, Total, Status';

describe('given a dashboard with cards and a table', () => {
  it('should keep every named card in order and the table with exactly its named columns', () => {
    const model = interpret(DASHBOARD);
    expect(model.items).toEqual(['Revenue', 'Users', 'Orders', 'Churn']);
    expect(model.data.columns.map((column) => column.label)).toEqual([
      'Order',
      'Customer',
      'Total',
      'Status',
    ]);
    const html = generate(DASHBOARD, { framework: 'angular' }).files.find(
      (file) => file.type === 'template',
    )!.content;
    const headers = [...html.matchAll(/<th\b[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]!.trim());
    expect(headers).toEqual(['Order', 'Customer', 'Total', 'Status']);
    expect(html.indexOf('<table')).toBeGreaterThan(html.indexOf('<ul'));
    // An "Order" column holds order numbers, not company names.
    const order = model.data.columns[0]!.key;
    expect(model.data.rows.map((row) => row[order])).toContain('#1042');
  });

  it('should draw no table when the dashboard names none', () => {
    const model = interpret('a dashboard with three stat cards');
    expect(model.data.columns).toEqual([]);
  });
});

describe('given a table whose columns follow "with columns"', () => {
  it('should keep the first named column', () => {
    const model = interpret('A table of invoices with columns Number, Client, Amount, Due date');
    expect(model.data.columns.map((column) => column.label)).toEqual([
      'Number',
      'Client',
      'Amount',
      'Due date',
    ]);
  });
});

describe('given a dashboard with a time-range select', () => {
  it('should keep the counted cards and make the periods a select, not metrics', () => {
    const model = interpret(
      'A dashboard with three stat cards, a bar chart of sales and a Last 7 days / 30 days / 90 days select',
    );
    expect(model.items).toEqual([]);
    expect(model.params.count).toBe(3);
    expect(model.fields).toMatchObject([
      { type: 'select', options: ['Last 7 days', 'Last 30 days', 'Last 90 days'] },
    ]);
  });
});
