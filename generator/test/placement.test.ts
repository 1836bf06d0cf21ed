import { describe, expect, it } from 'vitest';
import { checkRequirements, generate, interpret, refine } from '../src/index';

const order = (description: string) => interpret(description).fields.map((f) => f.label);
const signup = () => interpret('a signup form with name, email, password and a terms checkbox');

describe('given a description that places a field', () => {
  it.each([
    [
      'a signup form with name, email and password, and a phone field after the email field',
      ['Name', 'Email', 'Phone', 'Password'],
    ],
    [
      'a checkout form with card number, expiry and cvc, and the cardholder name above the card number',
      ['Cardholder name', 'Card number', 'Expiry date', 'CVC'],
    ],
    [
      'a contact form with name, email and message and a subscribe checkbox at the top',
      ['Subscribe', 'Name', 'Email', 'Message'],
    ],
    [
      'a form with first name, last name and email, the email field goes before the first name',
      ['Email', 'First name', 'Last name'],
    ],
    [
      'registration form: username, password, email. put the email field first',
      ['Email', 'Username', 'Password'],
    ],
    [
      'a booking form with name, check-in date, check-out date and number of guests next to the name',
      ['Name', 'Number of guests', 'Check-in date', 'Check-out date'],
    ],
  ])('should honour "%s"', (description, expected) => {
    expect(order(description)).toEqual(expected);
  });

  it('should keep the written order when the reference names no field', () => {
    expect(
      order('a login form with email and password and a remember me checkbox below the footer'),
    ).toEqual(['Email', 'Password', 'Remember me']);
  });

  it('should list the placement in the checklist, met when honoured and not met otherwise', () => {
    const description =
      'a signup form with name, email, password and a phone field before the email';
    const placed = generate(description, { framework: 'react' });
    const item = placed.checklist.find((i) => i.label === 'phone before email');
    expect(item).toMatchObject({ kind: 'constraint', met: true });
    const unplaced = generate('a signup form with name, email, password and phone', {
      framework: 'react',
    });
    expect(checkRequirements(description, unplaced.files)).toContainEqual(
      expect.objectContaining({
        label: 'phone before email',
        met: false,
        reason: '"phone" is not before "email".',
      }),
    );
  });
});

describe('given words that place something other than a field', () => {
  it('should leave layout out of the checklist', () => {
    const { checklist } = generate('a hero with an image above the title', { framework: 'react' });
    expect(checklist.some((item) => item.id.startsWith('constraint-image'))).toBe(false);
  });
});

describe('given a refinement that adds or moves a field', () => {
  it.each([
    ['add a company field at the top', ['Company', 'Name', 'Email', 'Password']],
    ['add a website field before the password', ['Name', 'Email', 'Website', 'Password']],
    ['put a phone field after the name', ['Name', 'Phone', 'Email', 'Password']],
    ['add a bio textarea', ['Name', 'Email', 'Password', 'Bio']],
  ])('should place "%s"', (instruction, expected) => {
    const { model } = refine(signup(), instruction);
    expect(model.fields.map((f) => f.label).slice(0, -1)).toEqual(expected);
    expect(model.fields.at(-1)?.type).toBe('checkbox');
  });

  it('should put a new box to tick after the others', () => {
    const { model } = refine(signup(), 'add a newsletter checkbox');
    expect(model.fields.map((f) => f.label).slice(-2)).toEqual([
      'I accept the terms and conditions',
      'Newsletter',
    ]);
  });

  it('should move an existing field and say where', () => {
    const moved = refine(signup(), 'move the email field to the top');
    expect(moved.note).toBe('Moved the email field to the top.');
    expect(moved.model.fields.map((f) => f.name).slice(0, 2)).toEqual(['email', 'name']);
    const after = refine(signup(), 'put the password after the terms');
    expect(after.model.fields.at(-1)?.name).toBe('password');
    const nowhere = refine(signup(), 'move the captcha to the top');
    expect(nowhere.changed).toBe(false);
  });
});

describe('given a list whose last part starts a phrase of its own', () => {
  it('should not read "with a subscribe" as a label', () => {
    expect(order('a contact form: name, email, message, with a subscribe checkbox')).toEqual([
      'Name',
      'Email',
      'Message',
      'Subscribe',
    ]);
  });
});
