/**
 * Entries a description writes out with their parts: between dashes (a table's rows, a list's
 * entries, a timeline's dated events, quotes with their authors) or in brackets (people with
 * their department, questions with their answers); plans named with a price, a board's cards under
 * their column, a picker's own names; and what is prose, not entries.
 */
import { describe, expect, it } from 'vitest';
import { generate, interpret } from '../src/index';
import { extractQuotes } from '../src/understand/quotes';
import { statedRecords } from '../src/understand/records';
import { reactCode as code } from './support/printed';

const recordsOf = (text: string) => {
  const { quotes, masked } = extractQuotes(text);
  return statedRecords(masked, quotes);
};

describe('given entries written out between dashes', () => {
  it('should read each entry with its parts, separated by commas or semicolons', () => {
    expect(recordsOf('Rows: Ana – Monthly – 12, Ben – Annual – 30. Sort by any column.')).toEqual([
      ['Ana', 'Monthly', '12'],
      ['Ben', 'Annual', '30'],
    ]);
    expect(recordsOf('Linhas: Segunda – Spinning – 07:00; Terça – Pilates – 18:30.')).toEqual([
      ['Segunda', 'Spinning', '07:00'],
      ['Terça', 'Pilates', '18:30'],
    ]);
    // An initial keeps its stop; a quote keeps its own words; "The Beatles" is a name.
    expect(recordsOf("Use: 'Patient, fun.' – Raj P., 'Best decision.' – Sofie L.")).toEqual([
      ['Patient, fun.', 'Raj P.'],
      ['Best decision.', 'Sofie L.'],
    ]);
    expect(recordsOf('List: Let It Be – The Beatles, Hallelujah – Leonard Cohen.')).toEqual([
      ['Let It Be', 'The Beatles'],
      ['Hallelujah', 'Leonard Cohen'],
    ]);
  });

  it('should read no entries from prose between dashes or entries of different shapes', () => {
    expect(recordsOf('A pricing table - three plans - Free, Pro - and a toggle')).toEqual([]);
    expect(recordsOf('A login form - email and password - with a submit button')).toEqual([]);
    expect(recordsOf('Rows: Ana – Monthly – 12, Ben – Annual.')).toEqual([]);
  });
});

describe('given a table whose rows are written out', () => {
  const description =
    'Table of gym members with columns Name, Plan, Visits. Rows: Ana – Monthly – 12, Ben – Annual – 30, Carla – Drop-in – 5. Clicking a column header sorts by it.';

  it('should show those rows, a column of numbers as numbers', () => {
    const { data } = interpret(description);
    expect(data.rows).toEqual([
      { name: 'Ana', plan: 'Monthly', visits: 12 },
      { name: 'Ben', plan: 'Annual', visits: 30 },
      { name: 'Carla', plan: 'Drop-in', visits: 5 },
    ]);
    expect(data.columns.map((column) => column.kind)).toEqual(['text', 'text', 'number']);
  });

  it('should keep sample rows where the parts do not match the columns', () => {
    const { data } = interpret(
      'Table of members with columns Name, Plan, Visits. Rows: Ana – Monthly, Ben – Annual.',
    );
    expect(data.rows).toHaveLength(6);
  });
});

describe('given a list or a search box over entries written out', () => {
  it('should list the entries, with their parts, and filter them', () => {
    const description =
      "Search box labelled 'Search songs'. List: Moon River – Henry Mancini, Hallelujah – Leonard Cohen, Let It Be – The Beatles. Filter as you type.";
    const model = interpret(description);
    expect(model.archetype).toBe('list');
    expect(model.features).toContain('search');
    expect(model.data.rows.map((row) => Object.values(row))).toEqual([
      ['Moon River', 'Henry Mancini'],
      ['Hallelujah', 'Leonard Cohen'],
      ['Let It Be', 'The Beatles'],
    ]);
    expect(code(description)).toContain("htmlFor={uid + '-search'}>Search songs</label>");
  });

  it('should list names written after the list opens, one per entry', () => {
    const { data } = interpret('A searchable list of songs: Moon River, Hallelujah, Let It Be.');
    expect(data.rows).toEqual([
      { name: 'Moon River' },
      { name: 'Hallelujah' },
      { name: 'Let It Be' },
    ]);
  });
});

describe('given a timeline or testimonials written out', () => {
  it("should date each of a timeline's events as written", () => {
    const description =
      "Timeline titled 'Our Story': 2015 – Opened our first café; 2018 – Second location by the harbour; 2021 – Started roasting.";
    const model = interpret(description);
    expect(model.items).toEqual([
      'Opened our first café',
      'Second location by the harbour',
      'Started roasting',
    ]);
    const files = generate(description, { framework: 'angular' }).files;
    expect(files.map((file) => file.content).join('\n')).toContain(
      '<time class="timeline__time">2015</time>',
    );
  });

  it('should show each quote with its author', () => {
    const description =
      "Testimonials, three cards. Use: 'My daughter practises now!' – Helen M., 'Patient and fun.' – Raj P., 'Best decision.' – Sofie L.";
    expect(interpret(description).items).toEqual(['Helen M.', 'Raj P.', 'Sofie L.']);
    const printed = code(description);
    for (const quote of ['My daughter practises now!', 'Patient and fun.', 'Best decision.'])
      expect(printed).toContain(quote);
  });
});

describe('given entries written with a detail in brackets', () => {
  it('should read each name with its detail, and list them searchable', () => {
    const description =
      'employee directory w/ a search box labeled "Search employees" that filters as u type. people: Dana Whitfield (Finance), Omar Haddad (Engineering), Grace Obi (HR). show them as a list';
    expect(recordsOf(description)).toEqual([
      ['Dana Whitfield', 'Finance'],
      ['Omar Haddad', 'Engineering'],
      ['Grace Obi', 'HR'],
    ]);
    const model = interpret(description);
    expect(model.archetype).toBe('list');
    expect(model.data.rows).toHaveLength(3);
  });

  it('should read no entries from one bracketed list or notes on fields', () => {
    expect(recordsOf('A pricing table with three plans (Free, Pro, Team) and a toggle')).toEqual(
      [],
    );
    expect(recordsOf('A login form with email (required) and password (min 8)')).toEqual([]);
  });
});

describe('given other things written out with their parts', () => {
  it('should answer each quoted question with the answer in brackets after it', () => {
    const model = interpret(
      "FAQ accordion. Questions: 'What time is check-in?' (answer: From 2pm to 11pm.), 'Is breakfast included?' (Yes, 7–10am.)",
    );
    expect(model.items).toEqual(['What time is check-in?', 'Is breakfast included?']);
    expect(model.itemParts?.['Is breakfast included?']).toEqual(['Yes, 7–10am.']);
  });

  it('should read plan names with a hyphen or a number before their price', () => {
    const model = interpret(
      'Pricing section, three plans side by side: Drop-in $15, 10-Class Pass $130, Unlimited Monthly $99/month.',
    );
    expect(model.items).toEqual(['Drop-in', '10-Class Pass', 'Unlimited Monthly']);
    expect(model.params.prices).toEqual(['$15', '$130', '$99']);
  });

  it('should start each of a board’s columns with the cards written under it', () => {
    const model = interpret(
      'Simple kanban: three columns "To do", "In progress", "Done". Start with To do: "Renew SSL cert", "Update vendor list"; In progress: "Migrate payroll DB"; Done: empty. Cards can be dragged between columns.',
    );
    expect(model.archetype).toBe('kanban');
    expect(model.itemParts).toEqual({
      'To do': ['Renew SSL cert', 'Update vendor list'],
      'In progress': ['Migrate payroll DB'],
      Done: [],
    });
    expect(interpret('A drag and drop board with columns To do, Doing and Done').archetype).toBe(
      'kanban',
    );
  });

  it('should pick from the names a picker lists, shown as a list, and never from how they are typed', () => {
    const description =
      'random on-call picker. names Priya, Marcus, Lena shown in a list. button "Pick someone" -> shows "On call: <name>" under it';
    expect(interpret(description).items).toEqual(['Priya', 'Marcus', 'Lena']);
    const printed = code(description);
    expect(printed).toContain("const names: readonly string[] = ['Priya', 'Marcus', 'Lena'];");
    expect(printed).not.toContain('<textarea');
    expect(
      interpret('A name picker: people type names in a textarea, one per line, and a Pick button')
        .items,
    ).toEqual([]);
  });
});

describe('given a product, metrics or rows named with what they show', () => {
  it("should show a product card's stated name and price in the description's currency and way of writing numbers", () => {
    expect(code("product card: photo, name 'Linen Tote Bag', price €24.00")).toContain(
      "name = 'Linen Tote Bag', price = 24, currency = 'EUR'",
    );
    const spanish = code(
      "Tarjeta de producto: nombre 'Bolso de lino', precio 24,90 €, botón 'Añadir al carrito'",
    );
    expect(spanish).toContain("name = 'Bolso de lino', price = 24.9, currency = 'EUR'");
    expect(spanish).toContain("Intl.NumberFormat('es-ES'");
  });

  it("should show each metric's figure written in brackets after it", () => {
    const model = interpret(
      "Today's stats for a fitness app dashboard: four cards - Steps (8,432), Calories (512 kcal), Sleep (7h 20m).",
    );
    expect(model.archetype).toBe('stat-card');
    expect(model.items).toEqual(['Steps', 'Calories', 'Sleep']);
    expect(model.itemParts).toEqual({
      Steps: ['8,432'],
      Calories: ['512 kcal'],
      Sleep: ['7h 20m'],
    });
  });

  it('should show rows named by their first cell, under every column listed', () => {
    const { data } = interpret(
      'Chore chart. A table: first column "Chore", then Mon, Tue, Wed. Rows: Make bed, Feed the cat, Tidy toys.',
    );
    expect(data.columns.map((column) => column.label)).toEqual(['Chore', 'Mon', 'Tue', 'Wed']);
    expect(data.rows.map((row) => row.chore)).toEqual(['Make bed', 'Feed the cat', 'Tidy toys']);
  });
});
