/**
 * What the engine reads from a description's words: the archetype a phrase names, the parts a list
 * names, the copy a topic implies, and the words that are not a control's label.
 */
import { describe, expect, it } from 'vitest';
import { generate, interpret } from '../src/index';

const model = (description: string) => interpret(description);

describe('given descriptions of several metrics', () => {
  it('should show one card per named metric, in order', () => {
    expect(model('three stat cards: Revenue, Orders and Conversion rate').items).toEqual([
      'Revenue',
      'Orders',
      'Conversion rate',
    ]);
    expect(model('a server monitoring dashboard with CPU, memory and disk usage').items).toEqual([
      'CPU',
      'Memory',
      'Disk usage',
    ]);
  });

  it('should show as many cards as counted when none is named', () => {
    const four = generate('4 KPI cards', { framework: 'react' });
    const code = four.files.find((f) => f.type === 'component')!.content;
    expect(code.match(/label: '/g)).toHaveLength(4);
  });
});

describe('given words that name the archetype', () => {
  it.each([
    ['sign-in box with email and password', 'login-form'],
    ['a sign-up form with name and email', 'signup-form'],
    ['a product card grid', 'card-grid'],
    ['a team section with four members', 'card-grid'],
    ['a 404 page with a link back home', 'empty-state'],
    ['a maintenance page', 'empty-state'],
    ['an announcement bar at the top with a close button', 'alert'],
    ['a notifications panel with mark all as read', 'list'],
    ['tic-tac-toe that announces the winner', 'game'],
    ['a CSS gradient generator', 'css-builder'],
    ['a shopping cart with quantities and a total', 'cart'],
    ['an e-commerce product grid with add to cart', 'card-grid'],
    ['a product card with an add to cart button', 'product-card'],
  ])('should read "%s" as %s', (description, archetype) => {
    expect(model(description).archetype).toBe(archetype);
  });
});

describe('given an order with prices', () => {
  it('should read what is sold and its price, in order', () => {
    const order = model('order form with Coffee ($2.80), Tea ($2.20) and Cake ($4)');
    expect(order.items).toEqual(['Coffee', 'Tea', 'Cake']);
    expect(order.params.prices).toEqual(['$2.80', '$2.20', '$4']);
    expect(order.behaviour?.cart).toBe('order');
  });
});

describe('given labels of controls', () => {
  it('should read a quoted choice as a checkbox', () => {
    const fields = model("sign-in box with email, password and 'Keep me signed in'").fields;
    expect(fields.map((f) => [f.label, f.type])).toContainEqual(['Keep me signed in', 'checkbox']);
  });

  it('should share a trailing noun only with one-word parts', () => {
    const labels = (d: string) => model(d).fields.map((f) => f.label);
    expect(
      labels('a settings page with toggles for email notifications and two-factor authentication'),
    ).toEqual(['Email notifications', 'Two-factor authentication']);
    expect(labels('settings with toggles for email and push notifications')).toEqual([
      'Email notifications',
      'Push notifications',
    ]);
  });

  it('should not read a verb ("to switch between") as a control', () => {
    const segmented = model('segmented control to switch between List, Grid and Map views');
    expect(segmented.fields).toEqual([]);
    expect(segmented.items).toEqual(['List', 'Grid', 'Map']);
    // "Map" is one of the views, not a map the engine cannot draw.
    expect(segmented.uncovered).toBeUndefined();
  });

  it('should not read what a form says back as one of its fields', () => {
    const signup = model('a signup form with email and password that shows a success message');
    expect(signup.fields.map((f) => f.label)).toEqual(['Email', 'Password']);
    expect(signup.features).toContain('success');
  });

  it('should give a sign-in with only a password the e-mail it needs', () => {
    expect(model('a login form with a forgot password link').fields.map((f) => f.type)).toEqual([
      'email',
      'password',
    ]);
  });
});

describe('given a topic without its words', () => {
  it('should say what a cookie banner asks about, with the buttons named', () => {
    const banner = model('a cookie banner with Accept all, Reject and Customize buttons');
    expect(banner.title).toBe('We use cookies');
    expect(banner.actions.map((a) => a.label)).toEqual(['Accept all', 'Reject', 'Customize']);
  });

  it('should say a page was not found, with a way back', () => {
    const page = model('a 404 page');
    expect(page.title).toBe('Page not found');
    expect(page.actions.map((a) => a.label)).toEqual(['Back to home']);
  });

  it('should list notifications, not products', () => {
    const panel = generate('a notifications panel with mark all as read', { framework: 'react' });
    const code = panel.files.find((f) => f.type === 'component')!.content;
    expect(code).toContain('commented on your design');
    expect(code).toContain('Mark all as read');
  });
});

describe('given a second list that says what each part holds', () => {
  it('should keep the first list as the columns and show the second on every card', () => {
    const description =
      'a kanban board with Backlog, Doing and Shipped columns, each holding cards with a title, an owner and a priority';
    const board = model(description);
    expect(board.items).toEqual(['Backlog', 'Doing', 'Shipped']);
    expect(board.details).toEqual(['Title', 'Owner', 'Priority']);
    const { files, checklist } = generate(description, { framework: 'react' });
    const code = files.find((f) => f.type === 'component')!.content;
    expect(code).toContain("owner: 'Grace Hopper', priority: 'Medium'");
    expect(checklist.filter((item) => !item.met)).toEqual([]);
  });
});

describe('given a table whose list ends with what it does', () => {
  it('should not make "sortable and paginated" columns, but keep columns named like behaviours', () => {
    const users = model('A data table of users with name, email and role, sortable and paginated');
    expect(users.data.columns.map((c) => c.label)).toEqual(['Name', 'Email', 'Role']);
    const named = model('a sortable table with Name, Filter and Sort order columns');
    expect(named.data.columns.map((c) => c.label)).toEqual(['Name', 'Filter', 'Sort order']);
  });
});

describe('given a number of steps or plans and no names', () => {
  it.each([
    ['a stepper with six steps', 6],
    ['a checkout stepper with 4 steps', 4],
    ['a pricing table with five plans', 5],
    ['a pricing table with two plans and a monthly/yearly toggle', 2],
  ])('should draw as many as "%s" asks, and meet the count', (description, count) => {
    const generation = generate(description, { framework: 'react' });
    expect(generation.checklist.filter((item) => !item.met)).toEqual([]);
    const code = generation.files.find((f) => f.type === 'component')!.content;
    const drawn = description.includes('plans')
      ? code.match(/<article /g)?.length
      : code.match(/aria-current=/g)?.length;
    expect(drawn).toBe(count);
  });
});

describe('given labels spelled the way people write them', () => {
  it('should read a plan called Plus as a plan', () => {
    expect(model('a comparison of Basic, Plus and Pro plans').items).toEqual([
      'Basic',
      'Plus',
      'Pro',
    ]);
  });

  it('should not add a second e-mail field for "e-mail" or "e-mail address"', () => {
    for (const description of [
      'a signup form with name, e-mail and password, passwords must match',
      'a contact form with name, e-mail address and message',
    ])
      expect(model(description).fields.filter((f) => f.type === 'email')).toHaveLength(1);
  });

  it('should keep the words of a field the lexicon knows by its kind', () => {
    const labels = model('a form with home phone and work phone').fields.map((f) => f.label);
    expect(labels).toEqual(expect.arrayContaining(['Home phone', 'Work phone']));
  });
});

describe('given an FAQ that names its topics', () => {
  const entries = (description: string) => {
    const code = generate(description, { framework: 'react' }).files.find(
      (f) => f.type === 'component',
    )!.content;
    return [...code.matchAll(/question: '([^']+)', answer: '([^']+)'/g)].map((m) => [m[1], m[2]]);
  };

  it('should ask each topic’s question and answer it, never another topic’s answer', () => {
    const faq = entries('an FAQ with questions about pricing, refunds and shipping');
    expect(faq.map(([question]) => question)).toEqual([
      'How does pricing work?',
      'Do you offer refunds?',
      'How long does shipping take?',
    ]);
    expect(faq[1]![1]).toContain('refund');
    expect(entries('an FAQ section about gift cards and returns')[0]).toEqual([
      'What should I know about gift cards?',
      'Write what people should know about gift cards here.',
    ]);
  });

  it('should keep an accordion’s named sections as their headings', () => {
    expect(
      entries('an accordion with sections Overview, Specifications and Reviews').map(([q]) => q),
    ).toEqual(['Overview', 'Specifications', 'Reviews']);
  });
});

describe('given descriptions written with other languages’ quotation marks', () => {
  it('should read „German“ and « French » quotes as the user’s own labels', () => {
    const bmi = interpret(
      'BMI-Rechner bitte: Eingabefelder „Gewicht (kg)“ und „Größe (cm)“, dazu ein Button „Berechnen“.',
    );
    expect(bmi.archetype).toBe('calculator');
    expect(bmi.behaviour?.labels).toMatchObject({ weight: 'Gewicht (kg)', height: 'Größe (cm)' });
    expect(bmi.behaviour?.extraInputs ?? []).not.toContain('Berechnen');
  });

  it('should keep a quoted field name of the lexicon as that field, under the user’s word', () => {
    const form = interpret(
      'Formulaire de contact avec « Nom », « E-mail » et « Message ». Bouton « Envoyer ».',
    );
    expect(form.fields.map((f) => f.label)).toEqual(['Nom', 'E-mail', 'Message']);
    // The form's one named button is the one that sends it, not a second button beside it.
    expect(form.actions).toEqual([{ label: 'Envoyer', kind: 'primary' }]);
  });

  it('should read the working tools’ names in French, German and Spanish', () => {
    expect(
      interpret('Un minuteur : un champ « Minutes », des boutons « Pause » et « Stop ».').archetype,
    ).toBe('timer');
    expect(interpret('Un temporizador con un campo "Minutos" y botones').archetype).toBe('timer');
  });
});

describe('given a form that names a button which does not send it', () => {
  it('should keep that button beside the submit', () => {
    const form = interpret('a contact form with name, email and message, and a Cancel button');
    expect(form.actions.find((a) => a.label === 'Cancel')?.kind).toBe('secondary');
  });
});

describe('given a description that names its framework in a phrase of its own', () => {
  it('should choose the framework and read no part from the phrase', () => {
    const card = generate(
      "a card showing an order with customer, total and status details and a Track button, built with Kiln's design system",
    );
    expect(card.model.framework).toBe('react-ds');
    expect(card.model.details).toEqual(['Customer', 'Total', 'Status details']);
    expect(card.checklist.map((item) => item.label)).not.toContain('built');
    expect(card.checklist.every((item) => item.met)).toBe(true);

    const table = generate(
      'a data table of users with name, email and role, sortable, using Kiln’s design system',
    );
    expect(table.model.framework).toBe('react-ds');
    expect(table.model.data.columns.map((column) => column.label)).toEqual([
      'Name',
      'Email',
      'Role',
    ]);

    const todo = interpret('a login form written in Angular 21 with email and password');
    expect(todo.framework).toBe('angular');
    expect(todo.fields.map((field) => field.label)).toEqual(['Email', 'Password']);
  });
});

describe('given controls named by their kind', () => {
  it('should make a known field a dropdown of the options listed with it', () => {
    const subject = model(
      'contact form with name, email, subject dropdown (Sales, Support, Other)',
    ).fields.find((field) => field.name === 'subject')!;
    expect(subject).toMatchObject({ type: 'select', options: ['Sales', 'Support', 'Other'] });
  });

  it('should read radio buttons as a field’s choices, never as a button', () => {
    const survey = model('a shipping radio button group: Standard, Express');
    expect(survey.fields).toMatchObject([{ type: 'radio', options: ['Standard', 'Express'] }]);
    expect(survey.actions).toEqual([]);
  });

  it('should end a list of steps before a slashed pair of buttons, which are the buttons', () => {
    const stepper = model(
      'a stepper with 3 steps: Account, Shipping, Payment and Next/Back buttons',
    );
    expect(stepper.items).toEqual(['Account', 'Shipping', 'Payment']);
    expect(stepper.actions.map((action) => action.label)).toEqual(['Next', 'Back']);
  });
});

describe('given a profile and a footer that name their parts', () => {
  it('should show a profile’s named counts, and read its other lists as what it shows', () => {
    const profile = model(
      'profile card with avatar, name, bio, stats (Posts, Followers, Following)',
    );
    expect(profile.items).toEqual(['Posts', 'Followers', 'Following']);
    const code = generate('profile card with stats: Posts, Followers, Following', {
      framework: 'react',
    }).files[0]!.content;
    expect(code).toMatch(/<dt className=\{styles\.statLabel\}>Followers<\/dt>/);
    expect(model('a profile card with a photo, name and a Follow button').items).toEqual([]);
  });

  it('should end a list of columns before ", plus" adds something else', () => {
    expect(
      model('footer with four columns: Product, Company, Resources, Legal, plus social icons')
        .items,
    ).toEqual(['Product', 'Company', 'Resources', 'Legal']);
  });
});
