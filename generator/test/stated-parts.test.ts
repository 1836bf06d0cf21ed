/**
 * What a description states outright is what the component shows: figures beside their labels,
 * a person's name, a heading written without quotes, a form's quoted messages and fields, buttons
 * named after the word, captions, people with their company, the button that opens a toast.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/index';
import { splitList } from '../src/text';
import { reactCode as code } from './support/printed';

describe('given figures written beside their labels', () => {
  it('should keep thousands and decimals inside one figure', () => {
    expect(splitList('Revenue $48,200, Orders 892 and Rate 3.4%')).toEqual([
      'Revenue $48,200',
      'Orders 892',
      'Rate 3.4%',
    ]);
    expect(splitList('1, 2 and 3')).toEqual(['1', '2', '3']);
  });

  it("should make a dashboard's cards their labels and show the stated figures", () => {
    const model = interpret(
      'admin dashboard: 4 stat cards (Revenue $48,200 / New users 1,340 / Orders 892 / Conversion rate 3.4%)',
    );
    expect(model.items).toEqual(['Revenue', 'New users', 'Orders', 'Conversion rate']);
    expect(model.itemParts).toEqual({
      Revenue: ['$48,200'],
      'New users': ['1,340'],
      Orders: ['892'],
      'Conversion rate': ['3.4%'],
    });
  });

  it("should show a profile's person and counts as written", () => {
    const model = interpret(
      'profile card for Jane Cooper, Product Designer, San Francisco, with stats (Followers 1.2k, Following 180, Posts 42)',
    );
    expect(model.title).toBe('Jane Cooper');
    expect(model.subtitle).toBe('Product Designer · San Francisco');
    expect(model.items).toEqual(['Followers', 'Following', 'Posts']);
    const printed = code(
      'profile card for Jane Cooper, Product Designer, San Francisco, with stats (Followers 1.2k, Following 180, Posts 42)',
    );
    expect(printed).toContain("name = 'Jane Cooper'");
    expect(printed).toContain('1.2k');
  });
});

describe('given headings and names written out', () => {
  it('should read a heading without quotes, and a logo text as the name', () => {
    expect(
      interpret('testimonials section, heading What our customers say, 3 quote cards').title,
    ).toBe('What our customers say');
    expect(interpret("top navbar with logo text 'Brightside' and links Home, About").title).toBe(
      'Brightside',
    );
  });

  it('should keep a stated heading beside a code on an error page', () => {
    const model = interpret('404 page: big "404", heading "Page not found" and a "Go home" link');
    expect(model.title).toBe('Page not found');
    expect(code('404 page: big "404", heading "Page not found" and a "Go home" link')).toMatch(
      /404[\s\S]*Page not found/,
    );
  });

  it('should read a family name written as an initial', () => {
    const model = interpret(
      'testimonials: quotes from Maria G. (Marketing lead), Tom H. (Founder) and Priya S. (Engineer)',
    );
    expect(model.items).toEqual(['Maria G.', 'Tom H.', 'Priya S.']);
  });
});

describe('given a button that opens what the description is about', () => {
  it('should make the toast or dialog the component, the button named first its trigger', () => {
    const toast = interpret(
      "A 'Save' button; clicking it pops a toast saying 'Changes saved', gone after 3 seconds.",
    );
    expect(toast.archetype).toBe('toast');
    expect(toast.behaviour?.trigger).toBe('Save');
    const modal = interpret(
      "A 'Delete account' button. Clicking it opens a modal dialog asking 'Are you sure?'.",
    );
    expect(modal.archetype).toBe('modal');
    expect(modal.behaviour?.trigger).toBe('Delete account');
  });
});

describe('given an FAQ written out', () => {
  it('should take quoted pairs on numbered lines as they are, every answer closed at first', () => {
    const model = interpret(
      "FAQ accordion:\n1. 'Can I cancel?' -> 'Yes, any time.'\n2. 'Do you refund?' -> 'Within 30 days.'",
    );
    expect(model.items).toEqual(['Can I cancel?', 'Do you refund?']);
    expect(model.itemParts?.['Do you refund?']).toEqual(['Within 30 days.']);
    expect(model.presentation.firstOpen).toBeUndefined();
    expect(interpret('An FAQ accordion with the first question open').presentation.firstOpen).toBe(
      true,
    );
  });
});

describe('given markup notes and controls called two ways', () => {
  it('should read no part from an ARIA role written for the developer', () => {
    const model = interpret(
      'Product tabs using proper ARIA tabs (role=tab / tabpanel). Three tabs: Overview, Specs, Reviews.',
    );
    expect(model.items).toEqual(['Overview', 'Specs', 'Reviews']);
    expect(model.description).toContain('(role=tab / tabpanel)');
  });

  it("should make a 'toggle switch' one switch, and tie a switch's texts to it by the word that differs", () => {
    const model = interpret(
      "Theme toggle: a 'Dark mode' toggle switch. When on it says 'Dark theme active', when off 'Light theme active'.",
    );
    expect(model.fields.map((field) => field.label)).toEqual(['Dark mode']);
    expect(model.presentation.switchStatus).toEqual({
      field: 'darkMode',
      on: 'Dark theme active',
      off: 'Light theme active',
    });
  });

  it('should keep the words after a labelled text box where they were, and disable a Post button as asked', () => {
    const model = interpret(
      'Post composer: a textarea labeled "Message" and a "Post" button. Post is disabled when the textarea is empty.',
    );
    expect(model.fields.map((field) => field.label)).toEqual(['Message']);
    expect(model.presentation.submitWhenValid).toBe(true);
  });
});

describe("given a form's own messages", () => {
  const description =
    'Sign-up form. Fields: Email, Password, and a checkbox "I agree to the terms". On submit show errors: "Please enter a valid email" if the email isn\'t valid, "Password must be at least 10 characters" if too short, and "You must accept the terms" if unchecked. When everything is valid, replace the form with "Account created!".';

  it('should say each quoted message for the field it names, and the quoted text once sent', () => {
    const model = interpret(description);
    const by = (type: string) => model.fields.find((field) => field.type === type)!;
    expect(by('email').errorText).toBe('Please enter a valid email');
    expect(by('password').errorText).toBe('Password must be at least 10 characters');
    expect(by('password').validation.minLength).toBe(10);
    expect(by('checkbox').errorText).toBe('You must accept the terms');
    expect(model.presentation.successText).toBe('Account created!');
    expect(model.message).toBeUndefined();
    expect(code(description)).toContain("'Please enter a valid email'");
  });

  it('should make no field of a quoted message and keep fields named in a list in their order', () => {
    expect(interpret(description).fields).toHaveLength(3);
    const model = interpret(
      "Sign-up form with 'Name', 'Email' and 'Password' fields and a 'Create account' button. If the password is shorter than 8 characters show an error.",
    );
    expect(model.fields.map((field) => field.label)).toEqual(['Name', 'Email', 'Password']);
    expect(model.message).toBeUndefined();
  });
});

describe('given calls to action, captions and a slashed pair of buttons', () => {
  it("should take quoted CTAs with their notes as a hero's buttons", () => {
    const model = interpret(
      'Hero: headline "Build faster", two CTAs - "Start free trial" (primary) and "Watch demo" (secondary).',
    );
    expect(model.actions.map((action) => action.label)).toEqual(['Start free trial', 'Watch demo']);
  });

  it("should show a carousel's named captions, or as many slides as it counts", () => {
    expect(
      interpret('image carousel, 3 slides with captions Sunrise, Mountains, Ocean').items,
    ).toEqual(['Sunrise', 'Mountains', 'Ocean']);
    const counted = interpret('Image carousel with 3 slides and Previous / Next buttons');
    expect(counted.items).toEqual([]);
    expect(
      code('Image carousel with 3 slides and Previous / Next buttons').match(/\{ src: '/g),
    ).toHaveLength(3);
  });
});

describe('given people named with where they work, and figures with their change', () => {
  it("should read testimonials' people from 'X from Company' and from quoted 'Name, Company'", () => {
    expect(
      interpret(
        'testimonials: 3 quotes from Anna Lee from Acme, Tom Ruiz from Globex and Priya Shah from Initech',
      ).itemParts,
    ).toEqual({ 'Anna Lee': ['Acme'], 'Tom Ruiz': ['Globex'], 'Priya Shah': ['Initech'] });
    expect(
      interpret(
        "Testimonials: 'Maria López, Brightly', 'Tom Becker, Finlo', 'Aisha Khan, Orbit Labs'",
      ).items,
    ).toEqual(['Maria López', 'Tom Becker', 'Aisha Khan']);
  });

  it("should show a team's stated roles", () => {
    const model = interpret(
      'Meet the team with 3 people: Sara Kim (CEO), Luis Ortega (CTO), Mia Wong (Designer).',
    );
    expect(model.data.columns.map((column) => column.label)).toContain('Role');
    expect(model.data.rows.map((row) => row.role)).toEqual(['CEO', 'CTO', 'Designer']);
  });

  it("should keep a figure's change in brackets inside its part", () => {
    expect(
      interpret(
        'KPI row: 4 cards - Revenue $48,200 (+12%), Orders 1,284, Conversion rate 3.2%, Refunds 12.',
      ).itemParts,
    ).toMatchObject({ Revenue: ['$48,200', '+12'], Refunds: ['12'] });
  });
});

describe('given buttons named after the word', () => {
  it('should read "two buttons, Accept and Decline" and no button called "Clicking either"', () => {
    const model = interpret(
      'Cookie banner with the text "We use cookies." and two buttons, Accept and Decline. Clicking either button hides it.',
    );
    expect(model.actions.map((action) => action.label)).toEqual(['Accept', 'Decline']);
  });
});

describe("given a form's fields named in place of its sample ones", () => {
  it('should make the repeated password equal the password named, so the form compiles', () => {
    const description =
      "Registration form. Fields: 'Full name', 'Email', 'Choose password', 'Repeat password', then a 'Create account' button.";
    const model = interpret(description);
    expect(model.fields.map((field) => field.label)).toEqual([
      'Full name',
      'Email',
      'Choose password',
      'Repeat password',
    ]);
    expect(model.fields[3]!.validation.match).toBe(model.fields[2]!.name);
  });
});

describe('given lists after a bracket, star names and amounts without a sign', () => {
  it('should read no conjunction into the first label of a list', () => {
    const model = interpret(
      'profile card for Jane Cooper with stats (Followers 1.2k, Posts 42) and Follow and Message buttons',
    );
    expect(model.actions.map((action) => action.label)).toEqual(['Follow', 'Message']);
  });

  it("should make no button of a star's name", () => {
    const model = interpret(
      "5-star rating. Each star is a button with aria-label 'Rate 1' through 'Rate 5', and a Clear button.",
    );
    expect(model.actions.map((action) => action.label)).toEqual(['Clear']);
  });

  it('should print every amount without a sign when the stated lines have none', () => {
    const printed = code(
      'tip calculator with "Bill amount" and "Tip %"; show "Tip: 12.00" and "Total: 92.00"',
    );
    expect(printed).not.toContain("style: 'currency'");
  });
});
