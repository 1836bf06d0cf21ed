import { describe, expect, it } from 'vitest';
import { emit, interpret, refine, validate } from '../src/index';

const signup = () =>
  interpret('A sign up form with name, email, password and an accept terms checkbox');
const template = (files: { type: string; content: string }[]) =>
  files.find((f) => f.type === 'template')?.content ?? '';

describe('given a sign-up form and the instruction "add a phone field"', () => {
  it('should add an optional tel field beside the e-mail, before the terms, and say so', async () => {
    const { model, changed, note } = refine(signup(), 'add a phone field');
    expect(changed).toBe(true);
    expect(note).toBe('Added a phone field.');
    expect(model.fields.map((f) => f.name)).toEqual([
      'name',
      'email',
      'phone',
      'password',
      'acceptTerms',
    ]);
    expect(model.fields[2]).toMatchObject({ name: 'phone', type: 'tel', required: false });
    const files = emit(model);
    expect(template(files)).toContain('type="tel"');
    expect(await validate(files)).toEqual([]);
  });
});

describe('given the instruction "make the email optional"', () => {
  it('should drop the required validator of the email field only', () => {
    const { model, note } = refine(signup(), 'make the email optional');
    expect(model.fields.find((f) => f.name === 'email')!.required).toBe(false);
    expect(model.fields.find((f) => f.name === 'password')!.required).toBe(true);
    expect(note).toBe('Made email optional.');
    expect(emit(model)[0]!.content).toContain(
      "email: new FormControl('', { nonNullable: true, validators: [Validators.email] })",
    );
  });
});

describe('given the instruction "remove the checkbox"', () => {
  it('should remove the checkbox field', () => {
    const { model } = refine(signup(), 'remove the checkbox');
    expect(model.fields.some((f) => f.type === 'checkbox')).toBe(false);
    expect(template(emit(model))).not.toContain('type="checkbox"');
  });
});

describe('given the instruction "rename it to UserCard"', () => {
  it('should rename the component, its selector and its files', () => {
    const { model } = refine(interpret('A profile card'), 'rename it to UserCard');
    expect(model).toMatchObject({ name: 'UserCard', selector: 'user-card' });
    expect(emit(model).map((f) => f.path)).toContain('user-card.component.ts');
    expect(emit(model)[0]!.content).toContain('export class UserCardComponent');
  });
});

describe('given the instruction "use a dark theme"', () => {
  it('should switch the fallbacks to dark surfaces', () => {
    const { model } = refine(signup(), 'use a dark theme');
    expect(model.styling.theme).toBe('dark');
    expect(emit(model).find((f) => f.type === 'style')!.content).toContain(
      'var(--kiln-surface, #111827)',
    );
  });
});

describe('given the instruction "make the buttons red and rounded"', () => {
  it('should change the primary colour and the radius together', () => {
    const { model, note } = refine(signup(), 'make the buttons red and rounded');
    expect(model.styling).toMatchObject({ primary: '#dc2626', radius: 'rounded' });
    expect(note).toContain('#dc2626');
    expect(emit(model).find((f) => f.type === 'style')!.content).toContain(
      'var(--kiln-primary, #dc2626)',
    );
  });
});

describe('given a table and the instruction "add pagination"', () => {
  it('should add a pager', () => {
    const { model } = refine(interpret('A table of users with name and email'), 'add pagination');
    expect(model.features).toContain('pagination');
    expect(template(emit(model))).toContain('aria-label="Pagination"');
  });

  it('should say it does not apply to a form and leave the form unchanged', () => {
    const before = signup();
    const { model, changed, note } = refine(before, 'add pagination');
    expect(changed).toBe(false);
    expect(model).toBe(before);
    expect(note).toContain('Pagination does not apply to signup forms');
  });
});

describe('given a carousel described as auto-playing and the instruction "remove autoplay"', () => {
  it('should stop advancing on its own, as the note says', () => {
    const { model, note } = refine(
      interpret('A carousel that auto-plays every 4 seconds'),
      'remove autoplay',
    );
    expect(note).toBe('Removed auto-play.');
    expect(model.presentation.autoplay).toBe(false);
    expect(emit(model).find((f) => f.type === 'component')?.content).not.toContain('setInterval');
  });
});

describe('given a carousel and the instruction "add autoplay"', () => {
  it('should advance on its own', () => {
    const { model } = refine(interpret('An image carousel'), 'add autoplay');
    expect(model.presentation.autoplay).toBe(true);
    expect(emit(model).find((f) => f.type === 'component')?.content).toContain('setInterval');
  });
});

describe('given the instruction "switch to React"', () => {
  it('should emit React files for the same model', async () => {
    const { model } = refine(signup(), 'switch to React');
    const files = emit(model);
    expect(files.map((f) => f.path)).toEqual(['SignupForm.tsx', 'SignupForm.module.css']);
    expect(await validate(files)).toEqual([]);
  });
});

describe('given an unrelated instruction', () => {
  it('should leave the model unchanged and say so', () => {
    const before = signup();
    const { model, changed, note } = refine(before, 'what is the weather like in Lisbon?');
    expect(changed).toBe(false);
    expect(model).toBe(before);
    expect(note).toContain('is unchanged');
  });
});

describe('given an empty instruction', () => {
  it('should refuse it with a clear error', () => {
    expect(() => refine(signup(), '  ')).toThrow(/Say what to change/);
  });
});

describe('given a contact form and the instruction "make the button label Send"', () => {
  const contact = () => interpret('a contact form with name, email and message');

  it('should relabel the submit button and keep the fields', async () => {
    const { model, changed, note } = refine(contact(), 'make the button label Send');
    expect(changed).toBe(true);
    expect(note).toBe('Changed the button label to "Send".');
    expect(model.fields.map((f) => f.name)).toEqual(contact().fields.map((f) => f.name));
    const files = emit(model);
    expect(template(files)).toMatch(/\} @else \{\s*Send\s*\}/);
    expect(await validate(files)).toEqual([]);
  });

  it.each([
    "set the submit button text to 'Send now'",
    'the button should say Send now',
    'rename the button to Send now',
  ])('should read "%s" as the new label', (instruction) => {
    const { model } = refine(contact(), instruction);
    expect(model.actions.find((a) => a.submit)?.label).toBe('Send now');
  });

  it('should not read "add a cancel button to the form" as a label', () => {
    const { model } = refine(contact(), 'add a cancel button to the form');
    expect(model.actions.some((a) => a.submit)).toBe(false);
  });
});

describe('given a to-do list and "add a Clear completed button"', () => {
  it('should give the list its own button that removes the tasks done, not a button that only reports a click', async () => {
    const list = interpret('a to-do list where I can add, complete and delete tasks');
    const { model, note } = refine(list, 'add a Clear completed button');
    expect(note).toBe('Added a Clear completed button that removes the tasks done.');
    expect(model.behaviour?.clearCompleted).toBe(true);
    expect(model.actions).toEqual([]);
    const files = emit(model);
    const code = files.find((f) => f.type === 'component')!.content;
    expect(code).toContain('clearCompleted()');
    expect(await validate(files)).toEqual([]);
  });
});

describe('given a tip calculator and a new range for its slider', () => {
  const tip = () =>
    interpret('a tip calculator with a slider for the tip percentage and the amount per person');

  it('should set the slider’s bounds, or say it already has them', async () => {
    const wider = refine(tip(), 'make the tip slider go to 40 %');
    expect(wider.note).toBe('The tip percentage now goes up to 40.');
    expect(wider.model.behaviour?.bounds).toEqual({ percent: { max: 40 } });
    const files = emit(wider.model);
    expect(template(files)).toContain('max="40"');
    expect(await validate(files)).toEqual([]);
    const narrower = refine(tip(), 'let the tip go from 5 to 25 %');
    expect(narrower.model.behaviour?.bounds).toEqual({ percent: { min: 5, max: 25 } });
    const same = refine(tip(), 'make the tip slider go to 30 %');
    expect(same.changed).toBe(false);
    expect(same.note).toMatch(/^The tip percentage already goes up to 30, so /);
  });
});
