import { describe, expect, it } from 'vitest';
import { generate, generateFromRequest, inspectComponent } from '../src/index';

const inspectGenerated = (description: string, framework: 'angular' | 'react') =>
  inspectComponent(generate(description, { framework }).files, framework);

describe('given a generated Angular signup form', () => {
  it('should list its loading input and its submitted output', () => {
    const found = inspectGenerated(
      'a signup form with name, email and password, passwords must match',
      'angular',
    );
    expect(found.component).toBe('SignupFormComponent');
    expect(found.inputs).toEqual([
      { name: 'loading', kind: 'boolean', required: false, default: false, type: 'boolean' },
    ]);
    expect(found.outputs).toEqual([{ name: 'submitted', type: 'SignupFormValue' }]);
  });
});

describe('given a generated React signup form', () => {
  it('should list the loading prop as an input and onSubmitted as an output', () => {
    const found = inspectGenerated(
      'a signup form with name, email and password, passwords must match',
      'react',
    );
    expect(found.inputs).toEqual([
      { name: 'loading', kind: 'boolean', required: false, default: false, type: 'boolean' },
    ]);
    expect(found.outputs.map((o) => o.name)).toEqual(['onSubmitted']);
  });
});

describe('given a generated data table with a rows input', () => {
  const request = {
    name: 'UserTable',
    description: 'a data table of users with name and email',
    props: [
      { name: 'rows', type: 'string[]', required: true },
      { name: 'caption', type: 'string' },
      { name: 'pageSize', type: 'number' },
    ],
  };

  it('should edit the array as JSON and mark it required (Angular)', () => {
    const result = generateFromRequest(
      { ...request, framework: 'angular' },
      '2026-01-01T00:00:00Z',
    );
    const found = inspectComponent(result.files, 'angular');
    const byName = Object.fromEntries(found.inputs.map((input) => [input.name, input]));
    expect(byName.rows).toMatchObject({ kind: 'json', required: true, type: 'string[]' });
    expect(byName.rows).not.toHaveProperty('default');
    expect(byName.caption).toMatchObject({ kind: 'text', required: false });
    expect(byName.pageSize).toMatchObject({ kind: 'number', required: false });
  });

  it('should read the same inputs from the React props', () => {
    const result = generateFromRequest({ ...request, framework: 'react' }, '2026-01-01T00:00:00Z');
    const found = inspectComponent(result.files, 'react');
    const byName = Object.fromEntries(found.inputs.map((input) => [input.name, input]));
    expect(byName.rows).toMatchObject({ kind: 'json', type: 'string[]' });
    expect(byName.caption).toMatchObject({ kind: 'text' });
    expect(byName.pageSize).toMatchObject({ kind: 'number' });
  });
});

describe('given generated pricing cards', () => {
  it('should list the plan choice as an output with its payload type (React)', () => {
    const found = inspectGenerated('a pricing table with three plans', 'react');
    expect(found.component).toBe('PricingTable');
    expect(found.inputs).toEqual([]);
    expect(found.outputs).toEqual([{ name: 'onPlanSelected', type: 'PlanId' }]);
  });

  it('should list the Angular output too', () => {
    const found = inspectGenerated('a pricing table with three plans', 'angular');
    expect(found.outputs).toEqual([{ name: 'planSelected', type: 'PlanId' }]);
  });
});

describe('given a generated card with a boolean toggle input', () => {
  const description =
    'a user card with inputs name, email and is active and an output when the card is selected';

  it('should give text inputs, a boolean switch and the defaults (Angular)', () => {
    const found = inspectGenerated(description, 'angular');
    expect(found.inputs).toEqual([
      { name: 'name', kind: 'text', required: false, default: 'Ada Lovelace', type: 'string' },
      { name: 'email', kind: 'text', required: false, default: 'ada@example.com', type: 'string' },
      { name: 'isActive', kind: 'boolean', required: false, default: false, type: 'boolean' },
    ]);
    expect(found.outputs).toEqual([{ name: 'selected', type: 'void' }]);
  });

  it('should read the defaults from the destructured props (React)', () => {
    const found = inspectGenerated(description, 'react');
    // No part of the card shows "is active": the prop stays in the props type, out of the
    // destructuring (strict TypeScript would call it unused), so it has no default to read.
    expect(found.inputs.map((input) => [input.name, input.kind, input.default])).toEqual([
      ['name', 'text', 'Ada Lovelace'],
      ['email', 'text', 'ada@example.com'],
      ['isActive', 'boolean', undefined],
    ]);
    expect(found.outputs).toEqual([{ name: 'onSelected', type: 'void' }]);
  });
});

describe('given a generated badge whose variant is a string-literal union', () => {
  it('should offer the union as a select, following the type alias', () => {
    for (const framework of ['angular', 'react'] as const) {
      const found = inspectGenerated('a badge with variants success, warning and error', framework);
      expect(found.inputs[0]).toEqual({
        name: 'variant',
        kind: 'select',
        options: ['success', 'warning', 'error'],
        required: false,
        default: 'success',
        type: 'BadgeVariant',
      });
    }
  });
});

describe('given hand-written Angular decorators, models and aliases', () => {
  const content = `
import { Component, EventEmitter, Input, Output, input, model, output } from '@angular/core';
type Size = 'sm' | 'lg';
interface Item { id: number }
@Component({ selector: 'app-x', template: '' })
export class XComponent {
  @Input() title = 'Hello';
  @Input({ required: true }) items!: Item[];
  @Input('tone') size: Size | undefined;
  @Output() picked = new EventEmitter<Item>();
  readonly count = model(3);
  readonly label = input.required<string>({ alias: 'caption' });
  readonly settings = input<{ dense: boolean }>({ dense: true });
  readonly closed = output({ alias: 'dismissed' });
  protected readonly internal = 1;
}`;

  it('should list every input with its kind, alias and default', () => {
    const found = inspectComponent([{ path: 'x.component.ts', content }], 'angular');
    expect(found.inputs).toEqual([
      { name: 'title', kind: 'text', required: false, default: 'Hello', type: 'string' },
      { name: 'items', kind: 'json', required: true, type: 'Item[]' },
      {
        name: 'tone',
        kind: 'select',
        options: ['sm', 'lg'],
        required: false,
        type: 'Size | undefined',
      },
      { name: 'count', kind: 'number', required: false, default: 3, type: 'number' },
      { name: 'caption', kind: 'text', required: true, type: 'string' },
      {
        name: 'settings',
        kind: 'json',
        required: false,
        default: { dense: true },
        type: '{ dense: boolean }',
      },
    ]);
  });

  it('should list the outputs, the change event of a model included', () => {
    const found = inspectComponent([{ path: 'x.component.ts', content }], 'angular');
    expect(found.outputs).toEqual([
      { name: 'picked', type: 'Item' },
      { name: 'countChange', type: 'number' },
      { name: 'dismissed', type: 'void' },
    ]);
  });
});

describe('given hand-written React props', () => {
  it('should follow interfaces, intersections and inline callbacks', () => {
    const content = `
interface Base { id: string }
type Tone = 'calm' | 'loud';
export type CardProps = Base & { tone?: Tone; count: number; tags?: string[]; onPick(value: number): void; onClose?: () => void };
export const Card = ({ tone = 'calm', count, tags = ['a'] }: CardProps) => null;`;
    const found = inspectComponent([{ path: 'Card.tsx', content }], 'react');
    expect(found.component).toBe('Card');
    expect(found.inputs).toEqual([
      { name: 'id', kind: 'text', required: true, type: 'string' },
      {
        name: 'tone',
        kind: 'select',
        options: ['calm', 'loud'],
        required: false,
        default: 'calm',
        type: 'Tone',
      },
      { name: 'count', kind: 'number', required: true, type: 'number' },
      { name: 'tags', kind: 'json', required: false, default: ['a'], type: 'string[]' },
    ]);
    expect(found.outputs).toEqual([
      { name: 'onPick', type: 'number' },
      { name: 'onClose', type: 'void' },
    ]);
  });

  it('should answer no component for files without one', () => {
    expect(inspectComponent([{ path: 'a.css', content: 'a{}' }], 'react')).toEqual({
      component: null,
      inputs: [],
      outputs: [],
    });
  });
});
