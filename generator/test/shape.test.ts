import { describe, expect, it } from 'vitest';
import { emit, generate, interpret, modelShape } from '../src/index';
import type { ComponentModel } from '../src/index';

const shapeOf = (description: string, framework: 'angular' | 'react' = 'angular') =>
  modelShape(generate(description, { framework }).model);

describe('the shape of a component model', () => {
  it('is the same for models that differ only in their words', () => {
    expect(shapeOf('Tabs for Overview, Specs and Reviews')).toBe(
      shapeOf('Tabs for Home, Profile and Settings'),
    );
    expect(shapeOf('A pricing table with Basic, Pro and Team plans')).toBe(
      shapeOf('A pricing table with Starter, Growth and Scale plans'),
    );
  });

  it('ignores every label, title, text and name of a model, and the description', () => {
    const model = interpret('A contact form with name, email and a "Send" button');
    expect(model.fields.length).toBeGreaterThan(0);
    expect(model.actions.length).toBeGreaterThan(0);
    const reworded: ComponentModel = {
      ...model,
      name: 'EntirelyOther',
      selector: 'entirely-other',
      title: 'Another title',
      description: 'something else altogether',
      understood: [],
      confidence: 0.1,
      fields: model.fields.map((field, i) => ({
        ...field,
        name: `other${i}`,
        label: `Other ${i} <b>"label"</b>`,
      })),
      actions: model.actions.map((action) => ({ ...action, label: '{{ not code }}' })),
    };
    expect(modelShape(reworded)).toBe(modelShape(model));
    // The printed code does differ: the shape is not a hash of the code.
    expect(emit(reworded)).not.toEqual(emit(model));
  });

  it('differs with the archetype, the framework and the set of parts', () => {
    const form = shapeOf('A contact form with name and email');
    expect(shapeOf('A signup form with name and email')).not.toBe(form);
    expect(shapeOf('A contact form with name and email', 'react')).not.toBe(form);
    // Another kind of field (a date) or one more field is another part set.
    expect(shapeOf('A contact form with name and birth date')).not.toBe(form);
    expect(shapeOf('A contact form with name, email and phone')).not.toBe(form);
    const tabs = shapeOf('Tabs for Overview, Specs and Reviews');
    expect(shapeOf('Tabs for Overview and Specs')).not.toBe(tabs);
  });

  it('differs with a feature or a behaviour', () => {
    const model = interpret('A contact form with name and email');
    expect(model.features).not.toContain('loading');
    expect(modelShape({ ...model, features: [...model.features, 'loading'] })).not.toBe(
      modelShape(model),
    );
    const timer = interpret('A countdown timer');
    expect(
      modelShape({ ...timer, behaviour: { ...timer.behaviour, clock: 'stopwatch' } }),
    ).not.toBe(modelShape({ ...timer, behaviour: { ...timer.behaviour, clock: 'countdown' } }));
  });

  it('does not depend on the order the model lists its features in', () => {
    const model = interpret('A sortable, searchable table of users with pagination');
    expect(model.features.length).toBeGreaterThan(1);
    expect(modelShape({ ...model, features: [...model.features].reverse() })).toBe(
      modelShape(model),
    );
  });
});
