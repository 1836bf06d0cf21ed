/**
 * The parts of a working tool a description names in its own words: a to-do list's input, Add
 * button, filters and the noun of its entries; a converter's currencies and the rate between them,
 * and a colour's HEX and RGB; a calculator's button named by its verb.
 */
import { describe, expect, it } from 'vitest';
import { generate, interpret } from '../src/index';
import { readCurrencies } from '../src/lexicon/currencies';
import { calculateVerb } from '../src/understand/actions';
import { extractQuotes } from '../src/understand/quotes';
import { filterLabels, readFilterLabels, readItemNoun } from '../src/understand/todo-labels';

const filters = (description: string) => {
  const { quotes, masked } = extractQuotes(description);
  return readFilterLabels(masked, quotes);
};
const printed = (description: string, framework: 'angular' | 'react' | 'react-ds' = 'react') =>
  generate(description, { framework })
    .files.filter((f) => f.type === 'component' || f.type === 'template')
    .map((f) => f.content)
    .join('\n');

describe('given a to-do list whose description names its filters', () => {
  it('should read the names after the word filters, before it or after a colon', () => {
    expect(filters('a to-do list with filters All / Open / Done')).toEqual(['All', 'Open', 'Done']);
    expect(filters('a task list with Everything, Pending and Finished filters')).toEqual([
      'Everything',
      'Pending',
      'Finished',
    ]);
    expect(filters("a task list, views: 'Todo' and 'Done', and a count")).toEqual(['Todo', 'Done']);
  });

  it('should not read lower-case words saying what is filtered as names', () => {
    expect(filters('a task list with a filter for active and completed tasks')).toEqual([]);
  });

  it('should map three names onto All, Active and Completed, and two onto the last two', () => {
    expect(filterLabels(['All', 'Open', 'Done'])).toEqual({
      all: 'All',
      active: 'Open',
      completed: 'Done',
    });
    expect(filterLabels(['Open', 'Done'])).toEqual({ active: 'Open', completed: 'Done' });
  });
});

describe('given a to-do list named in its own words', () => {
  it('should print the named input label, Add button and filters, not the defaults', () => {
    const code = printed(
      "A to-do list with an input labelled 'New item' and an 'Add' button, and filters All / Open / Done",
      'angular',
    );
    expect(code).toContain('>New item</label>');
    expect(code).toContain('Open (');
    expect(code).toContain('Done (');
    expect(code).not.toContain('Active (');
    expect(code).not.toContain('Completed (');
    // The filters' names are not tasks to start with, and no second "New item" button is added.
    expect(code).not.toContain("title: 'Open'");
    expect(code).not.toContain('extraActions');
  });

  it('should call a shopping list entries items and use its named button', () => {
    const model = interpret("A shopping list with an input 'Item' and a button 'Add to list'");
    expect(model.presentation.listKind).toBe('todo');
    expect(model.behaviour).toMatchObject({
      itemNoun: 'item',
      labels: { newItem: 'Item', add: 'Add to list' },
    });
    const code = printed("A shopping list with an input 'Item' and a button 'Add to list'");
    expect(code).toContain('Add an item…');
    expect(code).toContain(' items left');
    expect(code).not.toMatch(/New task|tasks left/);
  });

  it('should head a shopping, grocery or packing list with its name and give samples of its kind when asked', () => {
    const shopping = printed(
      'A grocery list with a few sample items, where I can add and tick off items',
    );
    expect(shopping).toContain('Grocery list');
    expect(shopping).toContain('Oat milk');
    expect(shopping).not.toContain('Review the pull request');
    const packing = printed('my packing list for a trip, pre-filled with some examples');
    expect(packing).toContain('Packing list');
    expect(packing).toContain('Passport');
    // A list of tasks keeps its heading and samples.
    expect(printed('A to-do list with some example tasks')).toContain('Review the pull request');
  });

  it('should start a list empty when its description names no entries and asks for no samples', () => {
    for (const description of [
      'A to-do list where I can add, complete and delete tasks',
      'A grocery list where I can add and tick off items',
    ]) {
      expect(interpret(description).behaviour?.startEmpty).toBe(true);
      const code = printed(description);
      expect(code).toContain('const initialTasks: Task[] = [];');
      expect(code).not.toMatch(/Oat milk|Review the pull request/);
    }
    // Named entries are the ones it starts with, all still to do.
    const named = interpret('A to-do list with Buy milk and Walk the dog');
    expect(named.behaviour?.startEmpty).toBeUndefined();
    expect(named.items).toEqual(['Buy milk', 'Walk the dog']);
  });

  it('should read a French description’s « Ajouter » button and new-task field', () => {
    const model = interpret(
      'Une liste de tâches avec un champ « Nouvelle tâche » et un bouton « Ajouter »',
    );
    expect(model.behaviour?.labels).toEqual({ newItem: 'Nouvelle tâche', add: 'Ajouter' });
  });

  it('should take quoted filter names as filters, and a lone quoted input as the new item', () => {
    expect(interpret("Todo app with filters 'All', 'Pending', 'Done'").behaviour).toEqual({
      taskFilters: true,
      labels: { all: 'All', active: 'Pending', completed: 'Done' },
      startEmpty: true,
    });
    expect(interpret("A grocery list: input 'Product', button 'Add'").behaviour?.labels).toEqual({
      add: 'Add',
      newItem: 'Product',
    });
  });

  it('should keep the default wording when nothing is named', () => {
    const code = printed(
      'A to-do list where I can add, complete and delete tasks, with a filter for active and completed tasks',
    );
    for (const text of [
      'New task',
      'Add a task…',
      'All (',
      'Active (',
      'Completed (',
      ' tasks left',
    ])
      expect(code).toContain(text);
    expect(interpret('A todo list').behaviour).toEqual({ startEmpty: true });
  });

  it('should take the noun from the words of the list', () => {
    expect(readItemNoun('a grocery list')).toBe('item');
    expect(readItemNoun('a packing checklist')).toBe('item');
    expect(readItemNoun('a shopping list of tasks')).toBe('task');
    expect(readItemNoun('a to-do list')).toBe('task');
  });
});

describe('given a currency converter', () => {
  it('should read the currencies in order and the rate stated', () => {
    expect(readCurrencies('a currency converter from eur to usd at 1.08')).toEqual({
      codes: ['EUR', 'USD'],
      rate: 1.08,
    });
    expect(readCurrencies('convertisseur eur to usd, taux 1,10')).toEqual({
      codes: ['EUR', 'USD'],
      rate: 1.1,
    });
    expect(readCurrencies('1 gbp = 1.17 eur')).toEqual({ codes: ['GBP', 'EUR'], rate: 1.17 });
  });

  it('should read Spanish currency words and the rate a tipo de cambio states', () => {
    expect(readCurrencies('convertidor de libras a yenes')).toEqual({ codes: ['GBP', 'JPY'] });
    expect(readCurrencies('de pesos a dólares, tipo de cambio 0,055')).toEqual({
      codes: ['MXN', 'USD'],
      rate: 0.055,
    });
    expect(readCurrencies('libras esterlinas a pesos argentinos')).toEqual({
      codes: ['GBP', 'ARS'],
    });
    for (const description of [
      'Un convertidor de euros a dólares, tipo de cambio 1,08',
      'Conversor de divisas de euros a dólares con una tasa de cambio de 1,08',
    ]) {
      const model = interpret(description);
      expect(model.archetype).toBe('converter');
      expect(model.behaviour).toEqual({
        conversion: 'currency',
        labels: { left: 'EUR', right: 'USD' },
        rate: 1.08,
      });
    }
    expect(interpret('Convertidor de libras a yenes').behaviour?.labels).toEqual({
      left: 'GBP',
      right: 'JPY',
    });
  });

  it('should turn a rate written the other way round', () => {
    expect(readCurrencies('convert euros to dollars, 1 usd = 0.92 eur')).toEqual({
      codes: ['EUR', 'USD'],
      rate: 1.086957,
    });
  });

  it('should never invent a rate', () => {
    expect(readCurrencies('a currency converter between gbp and jpy')).toEqual({
      codes: ['GBP', 'JPY'],
    });
    const model = interpret('A currency converter between GBP and JPY');
    expect(model.behaviour).toEqual({
      conversion: 'currency',
      labels: { left: 'GBP', right: 'JPY' },
    });
    const code = printed('A currency converter between GBP and JPY');
    expect(code).toContain('Exchange rate (JPY per GBP)');
    expect(code).toContain("useState('')");
    expect(code).toContain('placeholder="Type the rate"');
  });

  it('should offer From and To menus when three currencies are named or menus asked for', () => {
    expect(interpret('currency converter with USD, EUR and GBP').behaviour).toEqual({
      conversion: 'currency',
      currencies: ['USD', 'EUR', 'GBP'],
    });
    expect(interpret('a currency converter with from and to dropdowns').behaviour).toEqual({
      conversion: 'currency',
      currencies: ['USD', 'EUR', 'GBP', 'JPY'],
    });
    const code = printed('currency converter with dropdowns for EUR and USD, 1 EUR = 1.08 USD');
    expect(code).toContain("useState<Record<string, string>>({ 'EUR-USD': '1.08' })");
    expect(code).toContain('aria-label="Swap currencies"');
  });

  it('should start the rate field at the rate stated, in every printer', () => {
    for (const framework of ['angular', 'react', 'react-ds'] as const) {
      const code = printed('A currency converter from EUR to USD at 1.08', framework);
      expect(code).toContain("'1.08'");
      expect(code).toContain('number * rate');
    }
  });

  it('should keep the unit converters as they were', () => {
    expect(interpret('A converter between pounds and kilograms').behaviour?.conversion).toBe(
      'weight',
    );
    expect(interpret('A temperature converter').behaviour).toEqual({
      conversion: 'temperature',
    });
  });
});

describe('given a colour converter', () => {
  it('should convert HEX and RGB both ways and show the colour', () => {
    const model = interpret('A HEX to RGB colour converter with a swatch');
    expect(model.behaviour).toEqual({ conversion: 'colour' });
    const code = printed('A HEX to RGB colour converter with a swatch');
    expect(code).toContain('return `rgb(${r}, ${g}, ${b})`;');
    expect(code).toContain("padStart(2, '0')");
    expect(code).toMatch(/style=\{\{ background: colour \}\}/);
  });
});

describe('given a calculator whose button is named by its verb', () => {
  it('should read the verb capitalised inside a sentence or quoted, not at its start', () => {
    const verb = (description: string) => {
      const { quotes, masked } = extractQuotes(description);
      return calculateVerb(masked, quotes);
    };
    expect(verb('weight and height; then Calculate shows the result')).toBe('Calculate');
    expect(verb("pressing 'Berechnen' shows it")).toBe('Berechnen');
    expect(verb('Calculate your BMI from weight and height')).toBeUndefined();
    expect(verb('a tip calculator. Compute the tip')).toBeUndefined();
  });

  it('should print the named button in English, French and German', () => {
    for (const [description, label] of [
      ['A BMI calculator with weight and height; then Calculate shows the result', 'Calculate'],
      ['A tip calculator with bill and tip percent and a Calculate button', 'Calculate'],
      ['Un calculateur d’IMC avec poids et taille et un bouton Calculer', 'Calculer'],
      ["BMI-Rechner mit Gewicht (kg) und Größe (cm), Button 'Berechnen'", 'Berechnen'],
    ] as const) {
      // The calculator draws it as its own button, which shows the results when pressed.
      expect(interpret(description).behaviour?.labels?.calculate).toBe(label);
      expect(printed(description)).toContain(`>${label}</button>`);
    }
  });

  it('should print the same code each time', () => {
    for (const description of [
      'A BMI calculator with weight and height; then Calculate shows the result',
      'Convert euros to dollars, 1 USD = 0.92 EUR',
      "A shopping list with an input 'Item' and a button 'Add to list'",
    ])
      expect(printed(description)).toBe(printed(description));
  });
});

describe('given a pomodoro timer', () => {
  it('should read its work, break and long break minutes, and what work is called', () => {
    expect(
      interpret('a pomodoro timer with 25 minute work and 5 minute break sessions').behaviour,
    ).toEqual({
      clock: 'pomodoro',
      phases: { work: 25, rest: 5 },
    });
    expect(interpret('pomodoro 50/10 with a 30 min long break').behaviour?.phases).toEqual({
      work: 50,
      rest: 10,
      long: 30,
    });
    expect(interpret('focus timer: 45 min focus, 15 min break').behaviour?.phases).toEqual({
      workName: 'Focus',
      work: 45,
      rest: 15,
    });
    expect(interpret('a 10 minute timer').behaviour).toEqual({ clock: 'timer' });
  });
});

describe('given a quiz, a poll or a style preview', () => {
  it('should read what a quiz is about and how many questions it asks', () => {
    expect(interpret('a quiz with 3 questions about world capitals').behaviour).toEqual({
      quiz: { topic: 'capitals', count: 3 },
    });
    expect(interpret('a trivia game').behaviour).toEqual({ quiz: { topic: 'general' } });
    expect(interpret('JavaScript quiz, five questions').behaviour).toEqual({
      quiz: { topic: 'javascript', count: 5 },
    });
  });

  it('should take a poll’s options as its items', () => {
    const model = interpret("a poll asking 'Which framework?' with options React, Angular and Vue");
    expect(model.archetype).toBe('poll');
    expect(model.items).toEqual(['React', 'Angular', 'Vue']);
  });

  it('should give a style preview a control for each property named, in order', () => {
    expect(
      interpret('a live preview where I pick a font size and a background color for a sample text')
        .behaviour,
    ).toEqual({ css: 'style', styleProperties: ['fontSize', 'background'] });
    expect(interpret('a box shadow generator').behaviour).toEqual({ css: 'shadow' });
  });
});

describe('given a blog post card or a list written as bullets', () => {
  it('should make a blog post card an article card, and many of them a card grid', () => {
    expect(
      interpret('blog post card with cover image, title, excerpt and read time').archetype,
    ).toBe('article-card');
    expect(interpret('a grid of blog post cards').archetype).toBe('card-grid');
  });

  it('should end a list at the next bullet line', () => {
    const model = interpret(
      'Settings page:\n- Notifications: toggles for SMS and Push\n- Privacy: a visibility dropdown',
    );
    expect(model.fields.map((f) => f.label)).toEqual(
      expect.arrayContaining(['Sms', 'Push', 'Visibility']),
    );
  });
});
