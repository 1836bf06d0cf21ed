import { describe, expect, it } from 'vitest';
import { fromModel, generate, interpret, refine, validate } from '../src/index';

const template = (description: string) =>
  generate(description, { framework: 'angular' }).files.find((f) => f.type === 'template')!.content;
const component = (description: string, framework: 'angular' | 'react' = 'angular') =>
  generate(description, { framework }).files.find((f) => f.type === 'component')!.content;

describe('given a description that names inputs by their kind', () => {
  it('should give each its input type, label and stated limits', () => {
    const model = interpret(
      'A registration form with an arrival date, number of nights between 1 and 14, a notes textarea of max 200 characters with a counter and a rooms slider',
    );
    const byType = Object.fromEntries(model.fields.map((f) => [f.type, f]));
    expect(byType.date?.label).toBe('Arrival date');
    expect(byType.number?.validation).toMatchObject({ min: 1, max: 14 });
    expect(byType.textarea).toMatchObject({ counter: true, validation: { maxLength: 200 } });
    expect(byType.range?.label).toBe('Rooms');
    const html = template(
      'A registration form with a notes textarea of max 200 characters with a counter',
    );
    expect(html).toContain('maxlength="200"');
    expect(html).toContain('/ 200 characters');
  });

  it('should list the options written after a radio group, in the user’s words', () => {
    const model = interpret('Delivery slot as a radio group: Morning, Afternoon or Evening');
    expect(model.fields[0]).toMatchObject({
      type: 'radio',
      options: ['Morning', 'Afternoon', 'Evening'],
    });
  });

  it('should bring the added form its state and what it says once sent', async () => {
    // A list of orders whose form says something once sent and shows its password on demand:
    // the form it gains keeps whether it was sent and whether the password shows.
    const model = interpret('A list of recent orders');
    const { fields } = interpret('A form with an email and a password');
    expect(fields.map((field) => field.type)).toEqual(['email', 'password']);
    const sent = {
      ...model,
      fields,
      features: [...model.features, 'success' as const],
      presentation: {
        ...model.presentation,
        passwordReveal: 'checkbox' as const,
        successText: 'Saved, thank you.',
      },
    };
    for (const framework of ['angular', 'react'] as const) {
      const files = fromModel({ ...sent, framework }).files;
      expect(await validate(files)).toEqual([]);
      expect(files.map((file) => file.content).join('\n')).toContain('Saved, thank you.');
    }
  });

  it('should add a form to a component whose archetype does not draw inputs', () => {
    const html = template('A list of recent orders with a date picker for the delivery date');
    expect(html).toContain('type="date"');
    expect(html).toContain('<ul');
  });
});

describe('given buttons the archetype does not draw', () => {
  it('should add them as actions that emit their label', () => {
    const html = template(
      'A pricing table with Basic $9 and Pro $29 plans and a Compare plans button',
    );
    expect(html).toContain('Compare plans');
    expect(
      component('A pricing table with Basic $9 and Pro $29 plans and a Compare plans button'),
    ).toContain('actionChosen');
  });

  it('should keep bulk actions of a selectable table disabled until a row is selected', () => {
    const html = template(
      'A table of invoices with number, client and amount, row checkboxes and an Export selected button',
    );
    expect(html).toContain('Export selected');
    expect(html).toContain('[disabled]="selected().length === 0"');
  });
});

describe('given a French, German or Spanish description', () => {
  it.each([
    [
      'Formulaire de connexion avec e-mail, mot de passe et un bouton Entrer',
      'login-form',
      ['Mot de passe', 'Entrer'],
    ],
    [
      'Kontaktformular mit Name, E-Mail, Nachricht und einem Button Abschicken',
      'contact-form',
      ['Nachricht', 'Abschicken'],
    ],
    [
      'Formulario de contacto con nombre, correo, mensaje y un botón Enviar',
      'contact-form',
      ['Nombre', 'Enviar'],
    ],
  ])('should build the same structure as in English: %s', (description, archetype, labels) => {
    const model = interpret(description);
    expect(model.archetype).toBe(archetype);
    const html = template(description);
    for (const label of labels) expect(html).toContain(label);
  });

  it('should leave an English description and its quoted labels alone', () => {
    const model = interpret('a signup form with a "con y mit und" checkbox');
    expect(model.fields.some((f) => f.label === 'con y mit und')).toBe(true);
  });
});

describe('given a part no blueprint draws', () => {
  it('should say so in the reply and lower its confidence', () => {
    const generation = generate('A dashboard card with a pie chart of sales by region', {
      framework: 'angular',
    });
    expect(generation.reply).toContain('I cannot build a chart');
    expect(generation.confidence).toBeLessThanOrEqual(0.35);
  });
});

describe('given a composed component', () => {
  it('should refine its parts like any other component', () => {
    const model = interpret('A chat window with a message list and a Send button');
    expect(model.archetype).toBe('chat');
    const { model: refined } = refine(model, 'make it dark and rounded');
    expect(refined.archetype).toBe('chat');
    expect(refined.styling).toMatchObject({ theme: 'dark', radius: 'rounded' });
    const form = interpret('Feedback card with a 5-star rating and a comment textarea');
    const { model: more } = refine(form, 'add a phone field');
    expect(more.fields.map((f) => f.type)).toEqual(expect.arrayContaining(['textarea', 'tel']));
  });
});

describe('given a link the archetype does not draw', () => {
  it('should show it as a link after the component, once, and meet its checklist item', () => {
    const description = 'a product card with a "Learn more" link and a Buy button';
    const html = template(description);
    expect(html.match(/>\s*Learn more\s*</g)).toHaveLength(1);
    expect(html).toMatch(/<a class="[^"]*__extra-link" href="#">\s*Learn more\s*<\/a>/);
    expect(generate(description).checklist.every((item) => item.met)).toBe(true);
    // A form draws its links under itself: no second one.
    const login = template('a login form with email and password and a "Forgot password?" link');
    expect(login.match(/Forgot password\?/g)).toHaveLength(1);
  });
});
