import type { ComponentInput } from '@kiln/contract';
import { describe, expect, it } from 'vitest';
import { coerce, draftsFrom } from './input-values';

const text = (name: string, more: Partial<ComponentInput> = {}): ComponentInput => ({
  name,
  kind: 'text',
  required: false,
  type: 'string',
  ...more,
});

describe('given the inputs of a card', () => {
  const inputs: ComponentInput[] = [
    text('name', { default: 'Ada' }),
    text('subtitle'),
    { name: 'count', kind: 'number', required: false, type: 'number', default: 3 },
    { name: 'active', kind: 'boolean', required: false, type: 'boolean' },
    {
      name: 'tone',
      kind: 'select',
      options: ['calm', 'loud'],
      required: true,
      type: 'Tone',
    },
    { name: 'rows', kind: 'json', required: true, type: 'User[]' },
    { name: 'settings', kind: 'json', required: false, type: 'Settings' },
  ];

  it('should start every control from its default or the simplest valid value', () => {
    expect(draftsFrom(inputs)).toEqual({
      name: 'Ada',
      subtitle: '',
      count: '3',
      active: false,
      tone: 'calm',
      rows: '[]',
      settings: '',
    });
  });

  it('should send parsed values, and unset optional inputs as undefined', () => {
    const { values, errors } = coerce(inputs, draftsFrom(inputs));
    expect(values).toStrictEqual({
      name: 'Ada',
      subtitle: undefined,
      count: 3,
      active: false,
      tone: 'calm',
      rows: [],
      settings: undefined,
    });
    expect(errors).toEqual({});
  });

  it('should ask again for a value whose default was cleared', () => {
    const drafts = { ...draftsFrom(inputs), name: '', count: '' };
    const { values, errors } = coerce(inputs, drafts);
    expect(values.name).toBe('');
    expect(errors).toEqual({ count: 'Enter a value' });
  });

  it('should parse numbers and JSON typed as text', () => {
    const drafts = { ...draftsFrom(inputs), count: '-2.5', rows: '[{"id": 1}]', active: true };
    expect(coerce(inputs, drafts).values).toMatchObject({
      count: -2.5,
      rows: [{ id: 1 }],
      active: true,
    });
  });

  it('should name the inputs whose text is not a value yet, and not send them', () => {
    const drafts = { ...draftsFrom(inputs), count: '12abc', rows: '[{"id": 1}', tone: 'shout' };
    const { values, errors } = coerce(inputs, drafts);
    expect(Object.keys(errors).sort()).toEqual(['count', 'rows', 'tone']);
    expect(errors.count).toBe('Enter a number');
    expect(errors.rows).toMatch(/^Not valid JSON/);
    expect(errors.tone).toBe('Choose one of calm, loud');
    expect(values).not.toHaveProperty('count');
    expect(values).not.toHaveProperty('rows');
  });

  it('should ask for a required value that was emptied', () => {
    expect(coerce(inputs, { ...draftsFrom(inputs), rows: '  ' }).errors).toEqual({
      rows: 'Enter a value',
    });
  });

  it('should show a preset as the form state, and reset the inputs it leaves out', () => {
    const drafts = draftsFrom(inputs, { rows: [], active: true, subtitle: 'Loading…' });
    expect(drafts).toMatchObject({ rows: '[]', active: true, subtitle: 'Loading…', name: 'Ada' });
    expect(coerce(inputs, drafts).values).toEqual({
      name: 'Ada',
      subtitle: 'Loading…',
      count: 3,
      active: true,
      tone: 'calm',
      rows: [],
    });
  });

  it('should keep an object preset as pretty JSON text', () => {
    expect(draftsFrom(inputs, { settings: { dense: true } }).settings).toBe(
      '{\n  "dense": true\n}',
    );
  });
});
