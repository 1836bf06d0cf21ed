import { describe, expect, it } from 'vitest';
import { emit, interpret } from '../src/index';

const template = (description: string) =>
  emit(interpret(description)).find((f) => f.type === 'template')?.content ?? '';

describe('given lists', () => {
  it.each([
    'A to-do list',
    'A checklist for the launch',
    'A list of groceries I can check them off',
    'A list where I can add and remove items',
  ])('should read "%s" as a to-do list, with no sample records', (description) => {
    const model = interpret(description);
    expect(model.presentation.listKind).toBe('todo');
    expect(model.data.columns).toEqual([]);
    expect(template(description)).toContain('type="checkbox"');
  });

  it('should read a list of records as one, with sample data', () => {
    const model = interpret('A list of recent orders');
    expect(model.presentation.listKind).toBe('records');
    expect(model.data.rows.length).toBeGreaterThan(0);
  });
});

describe('given the wording of a description', () => {
  it('should place a toast in the corner it names', () => {
    expect(interpret('A toast at the top left').presentation.toastCorner).toEqual({
      vertical: 'top',
      horizontal: 'left',
    });
    expect(interpret('A toast').presentation.toastCorner).toEqual({
      vertical: 'bottom',
      horizontal: 'right',
    });
  });

  it('should give an alert the tone it names, and keep a permanent one open', () => {
    const alert = interpret('A permanent error alert');
    expect(alert.presentation).toMatchObject({ alertVariant: 'error', dismissible: false });
    expect(template('A permanent error alert')).not.toContain('Dismiss');
  });

  it('should offer the badge variants a description lists, else the defaults', () => {
    expect(
      interpret('A badge with variants active, pending and inactive').presentation.badgeVariants,
    ).toEqual(['active', 'pending', 'inactive']);
    expect(interpret('A status badge').presentation.badgeVariants).toEqual([
      'success',
      'warning',
      'error',
      'info',
    ]);
  });
});
