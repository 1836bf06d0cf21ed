/**
 * Row actions: labels joined to "each row" or to an action column are buttons in each row of a
 * table (an Actions column), never columns; each button's name names its row, and Delete
 * removes the row from the rows the table keeps in state.
 */
import { describe, expect, it } from 'vitest';
import { FRAMEWORKS, generate, interpret } from '../src/index';
import { readRowActions } from '../src/understand/row-actions';

const USERS =
  'A users table with name, email and role columns; each row has Edit and Delete actions';

const code = (description: string, framework: (typeof FRAMEWORKS)[number]) =>
  generate(description, { framework })
    .files.filter((file) => file.type !== 'test' && !/css$/.test(file.path))
    .map((file) => file.content)
    .join('\n');

describe('given the phrases that attach actions to each row', () => {
  it.each([
    ['An orders table with View and Refund buttons on each row', ['View', 'Refund']],
    [USERS, ['Edit', 'Delete']],
    ['A members table with an action column (edit / delete)', ['Edit', 'Delete']],
    ['A table of invoices with row actions: mark as paid, download', ['Mark as paid', 'Download']],
    ['A users table with edit/delete buttons per row', ['Edit', 'Delete']],
    ['A table of orders, every row has an Archive link', ['Archive']],
  ])('should read "%s" as row actions', (description, labels) => {
    expect(readRowActions(description.toLowerCase()).labels).toEqual(labels);
  });

  it('should read no row actions where none are attached to rows', () => {
    expect(readRowActions('a table of orders with an export button').labels).toEqual([]);
    expect(readRowActions('three buttons in a row').labels).toEqual([]);
  });
});

describe('given a table whose rows carry actions', () => {
  it('should make them row actions, not columns', () => {
    const model = interpret('An orders table with View and Refund buttons on each row');
    expect(model.archetype).toBe('data-table');
    const labels = model.data.columns.map((column) => column.label.toLowerCase());
    expect(labels.some((label) => /view|refund/.test(label))).toBe(false);
    expect(model.actions).toMatchObject([
      { label: 'View', row: true },
      { label: 'Refund', row: true },
    ]);
  });

  it('should keep the named columns beside the actions', () => {
    const model = interpret(USERS);
    expect(model.data.columns.map((column) => column.label)).toEqual(['Name', 'Email', 'Role']);
    expect(model.actions.filter((action) => action.row).map((a) => a.label)).toEqual([
      'Edit',
      'Delete',
    ]);
  });

  it('should make a table named with an action column a table', () => {
    const model = interpret('A team members table with an action column (edit / delete)');
    expect(model.archetype).toBe('data-table');
    expect(model.data.columns.map((column) => column.label)).not.toContain('Edit');
  });

  it.each(FRAMEWORKS)(
    'should print an Actions column whose buttons name their row in %s',
    (framework) => {
      const printed = code(USERS, framework);
      expect(printed).toMatch(/>\s*Actions\s*</);
      expect(printed).toMatch(/rowActions\[0\] \+ ' ' \+ row\.name/);
      expect(printed).toMatch(/>\s*Delete\s*</);
      expect(printed).toContain('removed');
      expect(printed).not.toMatch(/class="[^"]*extra-actions/);
    },
  );

  it('should emit the other actions with the row they were chosen on', () => {
    const printed = code('An orders table with View and Refund buttons on each row', 'react');
    expect(printed).toContain('onRowAction?.({ action, id })');
    expect(printed).not.toContain('removeRow');
  });
});

describe('given a dashboard whose table rows carry actions', () => {
  it.each(FRAMEWORKS)('should draw them in the table beside the cards in %s', (framework) => {
    const description =
      'A sales dashboard with 3 KPI cards (Revenue, Orders, Refunds) and a table of recent orders with View and Delete buttons on each row';
    const model = interpret(description);
    expect(model.archetype).toBe('stat-card');
    expect(model.data.columns.map((c) => c.label.toLowerCase())).not.toContain('view');
    const printed = code(description, framework);
    expect(printed).toMatch(/>\s*Actions\s*</);
    expect(printed).toContain('removeRow');
    expect(printed).toMatch(/rowActions\[0\] \+ ' ' \+ row\./);
  });
});

describe('given the reply for a table with row actions', () => {
  it('should name the buttons on each row', () => {
    const generation = generate('A users table; each row has Edit, Archive and Delete actions', {
      framework: 'react',
    });
    expect(generation.reply).toContain('Edit, Archive and Delete buttons on each row');
  });
});
