import { describe, expect, it } from 'vitest';
import {
  applyDesignEdits,
  designParts,
  DesignEditError,
  emit,
  interpret,
  validate,
  type ComponentModel,
  type Framework,
} from '../src/index';
import { designSystemDeclarations } from './support/design-system';

const declarations = designSystemDeclarations();
const FRAMEWORKS = ['angular', 'react', 'react-ds'] as const;

const SIGNUP =
  'A signup form with name, email, password and confirm password fields and a "Create account" button and a "Cancel" button';
const TABLE = 'A data table of users with name, email and role columns';
const CARD = 'A card that shows the invoice number, customer and amount with a Pay button';
const LIST = 'A todo list with Buy milk, Walk the dog and Pay rent';

const modelOf = (description: string, framework: Framework): ComponentModel => ({
  ...interpret(description),
  framework,
});
/** The printed component without its tests, which repeat the labels they look for. */
const code = (model: ComponentModel) =>
  emit(model)
    .filter((file) => file.type !== 'test')
    .map((file) => file.content)
    .join('\n');
const errorsOf = async (model: ComponentModel) =>
  (await validate(emit(model), model.framework === 'react-ds' ? { declarations } : {})).filter(
    (diagnostic) => diagnostic.severity === 'error',
  );
const ids = (model: ComponentModel, kind: string) =>
  designParts(model)
    .filter((part) => part.kind === kind)
    .map((part) => part.id);

describe.each(FRAMEWORKS)('given a sign-up form in %s', (framework) => {
  const form = () => modelOf(SIGNUP, framework);

  it('should list its title, subtitle, fields and buttons in display order', () => {
    expect(designParts(form())).toEqual([
      { id: 'title', kind: 'title', label: 'Create your account', index: 0, siblings: 1 },
      {
        id: 'subtitle',
        kind: 'subtitle',
        label: 'It takes less than a minute.',
        index: 0,
        siblings: 1,
      },
      { id: 'field:name', kind: 'field', label: 'Name', index: 0, siblings: 4 },
      { id: 'field:email', kind: 'field', label: 'Email', index: 1, siblings: 4 },
      { id: 'field:password', kind: 'field', label: 'Password', index: 2, siblings: 4 },
      {
        id: 'field:confirmPassword',
        kind: 'field',
        label: 'Confirm password',
        index: 3,
        siblings: 4,
      },
      {
        id: 'action:0',
        kind: 'action',
        label: 'Create account',
        index: 0,
        siblings: 2,
        variant: 'primary',
      },
      {
        id: 'action:1',
        kind: 'action',
        label: 'Cancel',
        index: 1,
        siblings: 2,
        variant: 'secondary',
      },
    ]);
  });

  it('should print the edited texts, variant, order and style, and still validate', async () => {
    const before = form();
    const edited = applyDesignEdits(before, [
      { op: 'text', part: 'title', value: 'Join the beta' },
      { op: 'text', part: 'field:email', value: 'Work e-mail' },
      { op: 'text', part: 'action:0', value: 'Join now' },
      { op: 'variant', part: 'action:1', value: 'link' },
      { op: 'move', part: 'field:email', direction: 'up' },
      {
        op: 'style',
        primary: '#DC2626',
        radius: 'pill',
        density: 'compact',
        shadow: false,
        layout: 'split',
      },
    ]);
    expect(before).toEqual(form());
    expect(edited.fields.map((field) => field.name)).toEqual([
      'email',
      'name',
      'password',
      'confirmPassword',
    ]);
    expect(edited.actions[1]).toMatchObject({ label: 'Cancel', kind: 'link' });
    expect(edited.styling).toMatchObject({
      primary: '#dc2626',
      onPrimary: '#ffffff',
      radius: 'pill',
      density: 'compact',
      shadow: false,
      layout: 'split',
    });
    const printed = code(edited);
    expect(printed).toContain('Join the beta');
    expect(printed).toContain('Work e-mail');
    expect(printed).toContain('Join now');
    expect(printed).not.toContain('Create account');
    expect(printed).not.toContain('Create your account');
    expect(printed).toContain('#dc2626');
    expect(printed.indexOf('Work e-mail is required.')).toBeLessThan(
      printed.indexOf('Name is required.'),
    );
    expect(ids(edited, 'field')).toEqual([
      'field:email',
      'field:name',
      'field:password',
      'field:confirmPassword',
    ]);
    expect(await errorsOf(edited)).toEqual([]);
  });

  it('should drop the match of a field that repeated a removed one, and print no mismatch check', async () => {
    const edited = applyDesignEdits(form(), [
      { op: 'remove', part: 'field:password' },
      { op: 'remove', part: 'action:1' },
    ]);
    expect(edited.fields.map((field) => field.name)).toEqual(['name', 'email', 'confirmPassword']);
    expect(edited.fields[2]!.validation.match).toBeUndefined();
    expect(code(edited)).not.toMatch(/Mismatch|do not match/);
    expect(code(edited)).not.toContain('Cancel');
    expect(await errorsOf(edited)).toEqual([]);
  });

  it('should keep a label with markup and template syntax as text', async () => {
    const hostile = '<script>alert(1)</script> {{x}} {x} @if (x) {';
    const edited = applyDesignEdits(form(), [
      { op: 'text', part: 'field:name', value: hostile },
      { op: 'text', part: 'title', value: hostile },
    ]);
    // User text may sit inside TypeScript string literals, which render as text: the rest is markup.
    const markup = code(edited).replace(/'(?:[^'\\\n]|\\.)*'/g, "''");
    if (framework === 'angular') expect(markup).toContain('&#60;script&#62;');
    expect(markup).not.toMatch(/<script|\{\{x\}\}|\{x\}|@if \(x\)/);
    expect(await errorsOf(edited)).toEqual([]);
  });
});

describe.each(FRAMEWORKS)('given a table of users in %s', (framework) => {
  const table = () => modelOf(TABLE, framework);

  it('should rename, move and remove columns, and drop a removed column from the rows', async () => {
    expect(ids(table(), 'column')).toEqual(['column:name', 'column:email', 'column:role']);
    const edited = applyDesignEdits(table(), [
      { op: 'text', part: 'column:email', value: 'Contact address' },
      { op: 'move', part: 'column:role', direction: 'up' },
      { op: 'remove', part: 'column:name' },
    ]);
    expect(edited.data.columns.map((column) => column.key)).toEqual(['role', 'email']);
    expect(edited.data.rows.every((row) => !('name' in row))).toBe(true);
    const printed = code(edited);
    expect(printed).toContain('Contact address');
    expect(designParts(edited).filter((part) => part.kind === 'column')).toEqual([
      { id: 'column:role', kind: 'column', label: 'Role', index: 0, siblings: 2 },
      { id: 'column:email', kind: 'column', label: 'Contact address', index: 1, siblings: 2 },
    ]);
    expect(await errorsOf(edited)).toEqual([]);
  });

  it('should refuse to remove its last column', () => {
    const one = applyDesignEdits(table(), [
      { op: 'remove', part: 'column:name' },
      { op: 'remove', part: 'column:email' },
    ]);
    expect(() => applyDesignEdits(one, [{ op: 'remove', part: 'column:role' }])).toThrow(
      new DesignEditError('A table needs at least one column'),
    );
  });
});

describe.each(FRAMEWORKS)('given an invoice card in %s', (framework) => {
  const card = () => modelOf(CARD, framework);

  it('should edit its details and its button', async () => {
    expect(ids(card(), 'detail')).toEqual(['detail:0', 'detail:1', 'detail:2']);
    const edited = applyDesignEdits(card(), [
      { op: 'text', part: 'detail:1', value: 'Client' },
      { op: 'move', part: 'detail:2', direction: 'up' },
      { op: 'remove', part: 'detail:0' },
      { op: 'text', part: 'action:0', value: 'Pay invoice' },
      { op: 'variant', part: 'action:0', value: 'secondary' },
    ]);
    expect(edited.details).toEqual(['Amount', 'Client']);
    const printed = code(edited);
    expect(printed).toContain('Client');
    expect(printed).toContain('Pay invoice');
    expect(printed).not.toContain('Invoice number');
    expect(printed.indexOf('Amount')).toBeLessThan(printed.indexOf('Client'));
    expect(designParts(edited).find((part) => part.kind === 'action')).toMatchObject({
      label: 'Pay invoice',
      variant: 'secondary',
    });
    expect(await errorsOf(edited)).toEqual([]);
  });
});

describe.each(FRAMEWORKS)('given a to-do list in %s', (framework) => {
  const list = () => modelOf(LIST, framework);

  it('should rename, move and remove its items', async () => {
    expect(designParts(list()).map((part) => part.label)).toEqual([
      'To-do list',
      'Buy milk',
      'Walk the dog',
      'Pay rent',
    ]);
    const edited = applyDesignEdits(list(), [
      { op: 'text', part: 'item:0', value: 'Buy oat milk' },
      { op: 'move', part: 'item:2', direction: 'up' },
      { op: 'remove', part: 'item:2' },
      { op: 'text', part: 'title', value: 'Errands' },
    ]);
    expect(edited.items).toEqual(['Buy oat milk', 'Pay rent']);
    const printed = code(edited);
    expect(printed).toContain('Buy oat milk');
    expect(printed).toContain('Errands');
    expect(printed).not.toContain('Walk the dog');
    expect(await errorsOf(edited)).toEqual([]);
  });
});

describe('given a footer whose columns list their links', () => {
  const footer = () =>
    interpret('A footer with Product (Features, Pricing) and Company (About, Careers) columns');

  it('should keep a renamed column’s links and drop a removed column’s', () => {
    const edited = applyDesignEdits(footer(), [
      { op: 'text', part: 'item:0', value: 'Platform' },
      { op: 'remove', part: 'item:1' },
    ]);
    expect(edited.itemParts).toEqual({ Platform: ['Features', 'Pricing'] });
    expect(code(edited)).toContain('Platform');
    expect(code(edited)).toContain('Pricing');
    expect(code(edited)).not.toContain('Careers');
  });
});

describe('given a pricing table whose plans have prices', () => {
  const PRICING = 'a pricing table with three plans: Basic at $9, Pro at $29 and Team at $99';

  it('should move and remove a plan with its price', () => {
    const model = interpret(PRICING);
    expect(model.params.prices).toEqual(['$9', '$29', '$99']);
    const moved = applyDesignEdits(model, [{ op: 'move', part: 'item:0', direction: 'down' }]);
    expect(moved.items).toEqual(['Pro', 'Basic', 'Team']);
    expect(moved.params.prices).toEqual(['$29', '$9', '$99']);
    const removed = applyDesignEdits(model, [{ op: 'remove', part: 'item:1' }]);
    expect(removed.items).toEqual(['Basic', 'Team']);
    expect(removed.params.prices).toEqual(['$9', '$99']);
    expect(code(removed)).not.toMatch(/\b29\b/);
  });

  it('should refuse to remove a plan or a tab below the fewest the component draws as its own', () => {
    const plans = interpret(PRICING);
    const one = [
      { op: 'remove', part: 'item:0' },
      { op: 'remove', part: 'item:0' },
    ] as const;
    expect(() => applyDesignEdits(plans, [...one])).toThrow(/would show sample ones/);
    const tabs = interpret('tabs for Overview, Billing and Team');
    expect(applyDesignEdits(tabs, [one[0]]).items).toEqual(['Billing', 'Team']);
    expect(() => applyDesignEdits(tabs, [...one])).toThrow(DesignEditError);
    // A list has no fewest: its last item can go.
    const list = interpret('a todo list with Buy milk and Walk the dog');
    expect(applyDesignEdits(list, [...one]).items).toEqual([]);
  });
});

describe('given a label the code holds only inside a longer word', () => {
  it('should offer no part for it (“Name” in firstName is not a drawn “Name”)', () => {
    const model = {
      ...modelOf('a signup form with first name and last name', 'react'),
      items: ['Name'],
    };
    expect(code(model)).toContain('firstName');
    expect(designParts(model).map((part) => part.label)).not.toContain('Name');
    expect(designParts(model).map((part) => part.label)).toEqual(
      expect.arrayContaining(['First name', 'Last name']),
    );
  });
});

describe('given edits the engine cannot make', () => {
  const form = () => modelOf(SIGNUP, 'angular');
  const refused = (edit: Parameters<typeof applyDesignEdits>[1][number], message: string) =>
    expect(() => applyDesignEdits(form(), [edit])).toThrow(new DesignEditError(message));

  it('should say a part is gone when it no longer is in the component', () => {
    refused(
      { op: 'text', part: 'field:phone', value: 'Phone' },
      'That part is no longer in the component',
    );
    refused({ op: 'remove', part: 'action:2' }, 'That part is no longer in the component');
    refused(
      { op: 'move', part: 'column:name', direction: 'up' },
      'That part is no longer in the component',
    );
    refused({ op: 'remove', part: 'banner' }, 'That part is no longer in the component');
    // A later edit names a part an earlier one removed.
    expect(() =>
      applyDesignEdits(form(), [
        { op: 'remove', part: 'field:email' },
        { op: 'text', part: 'field:email', value: 'E-mail' },
      ]),
    ).toThrow('That part is no longer in the component');
  });

  it('should refuse moves past either end', () => {
    refused({ op: 'move', part: 'field:name', direction: 'up' }, 'That field is already the first');
    refused({ op: 'move', part: 'action:1', direction: 'down' }, 'That button is already the last');
    refused(
      { op: 'move', part: 'title', direction: 'down' },
      'The title cannot be moved; change its text instead',
    );
  });

  it('should refuse the form’s last field, a title’s removal and a variant of anything but a button', () => {
    const last = applyDesignEdits(form(), [
      { op: 'remove', part: 'field:name' },
      { op: 'remove', part: 'field:email' },
      { op: 'remove', part: 'field:password' },
    ]);
    expect(() => applyDesignEdits(last, [{ op: 'remove', part: 'field:confirmPassword' }])).toThrow(
      new DesignEditError('A form needs at least one field'),
    );
    refused(
      { op: 'remove', part: 'title' },
      'The title cannot be removed; change its text instead',
    );
    refused({ op: 'variant', part: 'field:name', value: 'primary' }, 'Only a button has a variant');
    refused(
      { op: 'variant', part: 'action:0', value: 'link' },
      'The button that sends the form cannot be a link',
    );
  });

  it('should refuse empty, long and twin texts, and values outside the choices', () => {
    refused({ op: 'text', part: 'title', value: '  \n ' }, 'Enter a text');
    refused({ op: 'text', part: 'title', value: 'x'.repeat(201) }, 'At most 200 characters');
    refused(
      { op: 'text', part: 'action:1', value: 'create account' },
      'Another button already says “create account”',
    );
    refused({ op: 'style', primary: 'red; display: none' }, 'Pick a colour as #rrggbb');
    refused(
      { op: 'style', radius: 'huge' } as unknown as Parameters<typeof applyDesignEdits>[1][number],
      'Pick one of the corners: square, default, rounded, pill',
    );
    refused(
      { op: 'resize', part: 'title' } as unknown as Parameters<typeof applyDesignEdits>[1][number],
      'That edit is not one design mode knows',
    );
  });
});
