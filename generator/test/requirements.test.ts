import { describe, expect, it } from 'vitest';
import { checkRequirements, extractRequirements, generate } from '../src/index';
import type { Requirement } from '../src/index';

const parts = (reqs: Requirement[]) =>
  reqs.filter((r) => r.kind === 'part').map((r) => `${r.part}:${r.label}`);

describe('extractRequirements', () => {
  it('should read a list before its noun as that many labelled parts, in order', () => {
    expect(parts(extractRequirements('A toolbar with Bold, Italic and Underline buttons'))).toEqual(
      ['button:Bold', 'button:Italic', 'button:Underline'],
    );
  });

  it('should start a new list at a lead word after a comma, never taking the word into a label', () => {
    const description = 'A form with name and email, with Save and Cancel buttons';
    expect(parts(extractRequirements(description))).toEqual(
      expect.arrayContaining(['button:Save', 'button:Cancel']),
    );
    expect(parts(extractRequirements(description)).join(' ')).not.toMatch(/with/i);
    const { files } = generate(description, { framework: 'react' });
    expect(files.map((file) => file.content).join('\n')).not.toMatch(/With Save/);
  });

  it('should read a list after a noun and a colon, and keep multi-word labels', () => {
    expect(
      parts(extractRequirements('Four KPI tiles: Active users, Churn, Net revenue and Refunds')),
    ).toEqual(['tile:Active users', 'tile:Churn', 'tile:Net revenue', 'tile:Refunds']);
  });

  it('should read labels in brackets and slashes, attached to their noun', () => {
    expect(parts(extractRequirements('a menu with two tiers (Basic, Premium)'))).toEqual([
      'tier:Basic',
      'tier:Premium',
    ]);
    // One switch with two options, not two switches.
    expect(extractRequirements('a light/dark switch in the corner')).toMatchObject([
      { part: 'option', of: 'switch', label: 'light' },
      { part: 'option', of: 'switch', label: 'dark' },
    ]);
  });

  it('should read a list of variants, sizes or states as the component’s options, never as parts', () => {
    const reqs = extractRequirements(
      'A badge in neutral, success and danger tones, small and regular sizes, with a muted state',
    );
    expect(parts(reqs)).toEqual([]);
    const { files } = generate(
      'A chip with filled and outlined variants and small, medium and large sizes',
      {
        framework: 'angular',
      },
    );
    const template = files.find((f) => f.path.endsWith('.html'))?.content ?? '';
    expect(template).not.toMatch(/>\s*(?:Medium|Large sizes|Outlined variants)\s*</);
  });

  it('should read behaviours as behaviours, never as parts', () => {
    const reqs = extractRequirements(
      'A table of invoices with number, client and due date, filterable and sortable',
    );
    expect(parts(reqs)).toEqual(['column:number', 'column:client', 'column:due date']);
    expect(reqs.filter((r) => r.kind === 'behaviour').map((r) => r.label)).toEqual(
      expect.arrayContaining(['sortable', 'filterable']),
    );
  });

  it('should keep a phrase with its own noun out of the list before it', () => {
    expect(
      parts(extractRequirements('A booking form with date and guests and a newsletter checkbox')),
    ).toEqual(['field:date', 'field:guests', 'checkbox:newsletter']);
  });

  it('should read a list of rules as rules, never as fields', () => {
    const reqs = extractRequirements(
      'A contact form with name, email and message fields; all fields are required, the email must be valid and the message at least 20 characters',
    );
    expect(parts(reqs)).toEqual(['field:name', 'field:email', 'field:message']);
    expect(reqs.filter((r) => r.kind === 'constraint').map((r) => r.rule)).toEqual(
      expect.arrayContaining(['valid-email', 'min-length']),
    );
    const { model } = generate(
      'A contact form with name, email and message fields; all fields are required, the email must be valid',
    );
    expect(model.fields.map((f) => f.name)).toEqual(['name', 'email', 'message']);
  });

  it('should read validation and success messages as behaviours, never as fields', () => {
    const reqs = extractRequirements(
      'A form with name and email, with validation messages, success message after submit',
    );
    expect(parts(reqs)).toEqual(['field:name', 'field:email']);
    expect(reqs.filter((r) => r.kind === 'behaviour').map((r) => r.rule)).toEqual([
      'validation-messages',
      'success-message',
    ]);
  });

  it('should read constraints with their numbers', () => {
    const reqs = extractRequirements(
      'A bio box limited to 280 characters, 25 per page, quantity min 2 max 8, emails must match',
    );
    const constraints = reqs.filter((r) => r.kind === 'constraint');
    expect(constraints.map((r) => [r.rule, r.values])).toEqual(
      expect.arrayContaining([
        ['max-length', [280]],
        ['per-page', [25]],
        ['bounds', [2, 8]],
        ['must-match', undefined],
      ]),
    );
  });

  it('should read a count stated without labels', () => {
    const [req] = extractRequirements('five testimonial cards in a row');
    expect(req).toMatchObject({ kind: 'part', part: 'card', count: 5 });
  });

  it('should read amounts as amounts and a counted noun after a list as parts of its own', () => {
    expect(
      extractRequirements('a pomodoro timer with 25 minute work and 5 minute break sessions'),
    ).toEqual(expect.not.arrayContaining([expect.objectContaining({ kind: 'part' })]));
    expect(parts(extractRequirements('a form with name, email and 3 checkboxes'))).toEqual([
      'field:name',
      'field:email',
      'checkbox:3 checkboxes',
    ]);
  });

  it('should read quoted labels with the noun beside them', () => {
    expect(parts(extractRequirements('a checkbox labelled "Stay logged in"'))).toEqual([
      'checkbox:Stay logged in',
    ]);
  });

  it('should give every item a distinct id and never throw on odd text', () => {
    const reqs = extractRequirements('Yes, Yes and Yes buttons, "a" "a" <b>,,,');
    expect(new Set(reqs.map((r) => r.id)).size).toBe(reqs.length);
    expect(extractRequirements('')).toEqual([]);
  });
});

describe('parts honoured in the model', () => {
  it('should add listed buttons, checkboxes and a confirmation the archetype does not draw', () => {
    const banner = generate('a consent banner with Allow, Deny and Settings buttons');
    expect(banner.checklist.every((i) => i.met)).toBe(true);
    const form = generate(
      'a register form with email and password and a terms checkbox, passwords must match',
    );
    expect(form.model.fields.map((f) => f.type)).toEqual(
      expect.arrayContaining(['email', 'password', 'password', 'checkbox']),
    );
    expect(form.model.fields.find((f) => f.validation.match)?.validation.match).toBe('password');
    expect(form.checklist.filter((i) => !i.met)).toEqual([]);
  });

  it("should make a list attached to the archetype's own noun its items", () => {
    const tabs = generate('a view switcher with Day, Week and Month tabs');
    expect(tabs.model.items).toEqual(['Day', 'Week', 'Month']);
  });

  it('should read a slash list of roles or attributes as markup, never as options', () => {
    const tabs = generate(
      'product info tabs: "Description", "Specs", "Reviews". Use proper tablist/tab/tabpanel roles.',
    );
    expect(tabs.model.items).toEqual(['Description', 'Specs', 'Reviews']);
    expect(parts(extractRequirements('tablist/tab/tabpanel roles'))).toEqual([]);
  });

  it('should read part nouns in French, German and Spanish', () => {
    expect(parts(extractRequirements('Tabelle mit den Spalten Kunde, Betrag und Datum'))).toEqual([
      'column:Kunde',
      'column:Betrag',
      'column:Datum',
    ]);
  });
});

describe('checkRequirements', () => {
  const files = [
    {
      path: 'x.component.html',
      content: '<button type="button">Save draft</button><p>Caf&#233; &#64; noon</p>',
    },
    { path: 'x.component.ts', content: "readonly items = ['Alpha', 'Beta'];" },
    { path: 'x.component.spec.ts', content: "it('Publish', () => {})" },
  ];

  it('should find labels in template text and string literals, and not in tests', () => {
    const items = checkRequirements(
      'A bar with Save draft, Publish and Alpha buttons and a Café @ noon heading',
      files,
    );
    expect(items.map((i) => [i.label, i.met])).toEqual([
      ['Save draft', true],
      ['Publish', false],
      ['Alpha', true],
    ]);
    expect(items[1]!.reason).toBe('No button labelled "Publish" in the component.');
  });

  it('should find a card’s title, price and date in the elements that hold them', () => {
    const card = [
      {
        path: 'x.tsx',
        content:
          '<article><h3>{name}</h3><p className={styles.price}>{formattedPrice}</p><time>{date}</time></article>',
      },
    ];
    expect(
      checkRequirements('a product card with title, price and date', card).map((i) => i.met),
    ).toEqual([true, true, true]);
    expect(checkRequirements('a card with title, price and date', files).map((i) => i.met)).toEqual(
      [false, false, false],
    );
  });

  it('should find a count’s quoted wording shown around a live number, and not its words missing', () => {
    const shown = [
      { path: 'x.tsx', content: "<p>{'You rated this ' + current + ' out of ' + 5}</p>" },
    ];
    const [rated] = checkRequirements("stars that show 'You rated this 4 out of 5'", shown);
    expect(rated).toMatchObject({ label: 'You rated this 4 out of 5', met: true });
    const [words] = checkRequirements("a counter that shows 'Words: N'", [
      { path: 'x.tsx', content: '<span>Words:</span> <strong>{wordsText}</strong>' },
    ]);
    expect(words).toMatchObject({ label: 'Words: N', met: true });
    const [missing] = checkRequirements("stars that show 'You scored 4 out of 5'", shown);
    expect(missing).toMatchObject({ met: false });
  });

  it('should say why a constraint is not met', () => {
    const [item] = checkRequirements('a textarea of at most 90 characters', files);
    expect(item).toMatchObject({ kind: 'constraint', met: false });
    expect(item!.reason).toMatch(/90/);
  });

  it('should read a currency conversion and its stated rate, and check both in the code', () => {
    const asked = extractRequirements('Currency converter EUR to USD at 1.08');
    expect(asked.map((r) => [r.rule, r.words])).toEqual([
      ['currency-conversion', ['eur', 'usd']],
      ['exchange-rate', ['1.08']],
    ]);
    expect(
      extractRequirements('Convertisseur EUR vers USD, taux 1,10').map((r) => r.label),
    ).toEqual(['converts EUR to USD', 'exchange rate 1.1']);
    // "=" or "at" with no currency beside it is a formula, not a rate.
    const formula = extractRequirements('tip = 0.15 of the bill, at 2 decimals');
    expect(formula.map((r) => r.rule)).not.toContain('exchange-rate');
    const converter = [
      { path: 'c.component.html', content: '<label>EUR</label><label>USD</label>' },
      { path: 'c.component.ts', content: 'readonly rate = signal(1.1);' },
    ];
    expect(checkRequirements('EUR to USD at 1,10', converter).map((i) => [i.label, i.met])).toEqual(
      [
        ['converts EUR to USD', true],
        ['exchange rate 1.1', true],
      ],
    );
    expect(checkRequirements('GBP to USD at 1.27', converter).map((i) => i.reason)).toEqual([
      'No GBP shown.',
      'The rate 1.27 is not used.',
    ]);
  });

  it('should check a rate written the other way round as the converter uses it', () => {
    const { checklist } = generate('A EUR to USD converter, 1 USD = 0.92 EUR', {
      framework: 'react',
    });
    const rate = checklist.find((item) => item.label.startsWith('exchange rate'));
    expect(rate).toMatchObject({ label: 'exchange rate 1.086957', met: true });
  });

  it('should accept a list already read, so a model answer can be checked too', () => {
    const asked = extractRequirements('Alpha and Gamma tabs');
    expect(checkRequirements(asked, files).map((i) => i.met)).toEqual([true, false]);
  });
});

describe('generation.checklist and confidence', () => {
  it('should check the generated files and derive the confidence from the checklist', () => {
    const generation = generate('A data table of books with title, author and year, sortable');
    expect(generation.checklist.length).toBeGreaterThanOrEqual(4);
    expect(generation.checklist.every((i) => i.met)).toBe(true);
    expect(generation.confidence).toBeGreaterThan(0.7);
  });

  it('should lower the confidence when parts asked for are missing', () => {
    const full = generate('a navbar with links Home, About and Blog');
    const missing = generate('a navbar with links Home, About and Blog and a search field');
    expect(missing.checklist.some((i) => !i.met)).toBe(true);
    expect(missing.confidence).toBeLessThan(full.confidence);
  });
});

describe('given a number of parts asked for', () => {
  const counted = (description: string, framework: 'angular' | 'react' | 'react-ds') =>
    generate(description, { framework }).checklist.find((item) => item.kind === 'part');

  it.each(['angular', 'react', 'react-ds'] as const)(
    'should count the plans, steps and cards %s draws, one a line or in a loop',
    (framework) => {
      expect(counted('a pricing table with three plans', framework)?.met).toBe(true);
      expect(counted('a stepper wizard with three steps', framework)?.met).toBe(true);
      expect(counted('four metric cards', framework)?.met).toBe(true);
    },
  );

  it('should not count eleven features as five plans', () => {
    const threePlans = generate('a pricing table with three plans', { framework: 'angular' });
    expect(checkRequirements('a pricing table with five plans', threePlans.files)).toEqual([
      expect.objectContaining({ label: 'five plans', met: false }),
    ]);
  });
});
