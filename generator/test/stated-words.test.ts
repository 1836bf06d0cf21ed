/**
 * Words stated in the description, in English and the other languages read: units a converter's
 * menus offer, numbers and money in the description's own locale, Portuguese descriptions, a
 * list after an aside on its layout, a board's quoted cards, a timer's named buttons.
 */
import { describe, expect, it } from 'vitest';
import { extractRequirements, generate, interpret, validate } from '../src/index';
import { readMenuUnits } from '../src/lexicon/units';
import { readInEnglish } from '../src/understand/languages';
import { readNumberStyle } from '../src/understand/number-style';
import { designSystemDeclarations } from './support/design-system';
import { reactCode as code } from './support/printed';

describe('given a converter whose units are picked', () => {
  const description =
    "length converter: a number input labelled Value, two dropdowns From and To with mm, cm, m, km, in, ft. Show the result like '1 km = 1000 m', max 4 decimals.";

  it('should offer the units listed, in order, each with its size in metres', () => {
    const units = interpret(description).behaviour?.units;
    expect(units?.map((unit) => unit.label)).toEqual(['mm', 'cm', 'm', 'km', 'in', 'ft']);
    expect(units?.find((unit) => unit.label === 'in')?.factor).toBe(0.0254);
    expect(interpret(description).behaviour?.decimals).toBe(4);
    // The value typed is the Value field, whatever units the menus name.
    expect(
      interpret(
        "length converter - number field 'Value', two dropdowns 'From' and 'To' each with Meters, Kilometers, Miles, Feet.",
      ).behaviour?.labels,
    ).toEqual({ value: 'Value' });
  });

  it("should offer the quantity's usual units when menus are asked for and none are listed", () => {
    expect(readMenuUnits('a weight converter with from and to dropdowns', 'mass')?.length).toBe(4);
    expect(readMenuUnits('units: grams, kilograms or pounds')).toEqual([
      { label: 'grams', factor: 1 },
      { label: 'kilograms', factor: 1000 },
      { label: 'pounds', factor: 453.59237 },
    ]);
    // A list may start at the last word of a phrase; "in" starts none.
    expect(readMenuUnits('dropdowns offering m, km and mi')?.map((unit) => unit.label)).toEqual([
      'm',
      'km',
      'mi',
    ]);
    expect(readMenuUnits('units in: cm, m')?.map((unit) => unit.label)).toEqual(['cm', 'm']);
    // Two units and no menus stay the two-field converter.
    expect(interpret('a km to miles converter').behaviour?.units).toBeUndefined();
  });

  it('should print the result through the base unit, without trailing zeros', () => {
    const printed = code(description);
    expect(printed).toContain('(Number(value) * factorFrom) / factorTo).toFixed(4)');
    expect(printed).toContain('aria-label="Swap units"');
  });

  it('should type-check in every printer', async () => {
    for (const framework of ['angular', 'react', 'react-ds'] as const) {
      const { files } = generate(description, { framework });
      const options = framework === 'react-ds' ? { declarations: designSystemDeclarations() } : {};
      expect(await validate(files, options)).toEqual([]);
    }
  });
});

describe('given a description in another language', () => {
  it("should format a tool's numbers and money as that language writes them", () => {
    expect(readNumberStyle('Endpreis mit Komma (z. B. 80,00 €)', 'de')).toEqual({
      locale: 'de-DE',
      currency: 'EUR',
    });
    expect(readNumberStyle('preço em R$', 'pt')).toEqual({ locale: 'pt-BR', currency: 'BRL' });
    expect(readNumberStyle('a tip calculator in £', undefined)).toEqual({
      locale: 'en-US',
      currency: 'GBP',
    });
    expect(readNumberStyle('a tip calculator', undefined)).toBeUndefined();
    // An example with a decimal point keeps it in any language.
    expect(readNumberStyle("el resultado así: 'Tu IMC: 22.9'", 'es')).toBeUndefined();
    const printed = code(
      'Ich brauche einen Rabattrechner: zwei Eingabefelder „Preis“ und „Rabatt (%)“, darunter „Endpreis“ und „Du sparst“.',
    );
    expect(printed).toContain(
      "new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })",
    );
    expect(printed).toContain("{'Preis (€)'}");
  });

  it('should read a Portuguese description in English words, keeping its labels', () => {
    const reading = readInEnglish(
      'Crie um painel com quatro cartões de estatística: "Receita" e "Pedidos", com botões.',
    );
    expect(reading.language).toBe('pt');
    expect(reading.text).toContain('stat cards');
    expect(
      interpret(
        'Crie um painel com quatro cartões de estatística: "Receita", "Novos clientes" e "Pedidos".',
      ).items,
    ).toEqual(['Receita', 'Novos clientes', 'Pedidos']);
  });

  it("should give a timer's buttons the names written for them", () => {
    const model = interpret(
      'Quero um timer pomodoro: começa mostrando 25:00, com botões "Iniciar", "Pausar" e "Reiniciar".',
    );
    expect(model.behaviour?.labels).toMatchObject({
      start: 'Iniciar',
      pause: 'Pausar',
      reset: 'Reiniciar',
    });
    // Start and Pause named both are two buttons.
    const printed = code('a pomodoro timer with "Go", "Hold" and "Again" buttons');
    expect(printed).toContain('disabled={running}');
    expect(printed).toContain('disabled={!running}');
  });

  it("should read a shopping list's field label and its count line in Spanish", () => {
    const description =
      "una lista de la compra: un campo con la etiqueta 'Producto', un botón 'Añadir'. Abajo: 'Total: 2 productos'";
    const printed = code(description);
    expect(printed).toContain('const initialTasks: Task[] = [];');
    expect(printed).toContain("' producto' : ' productos'");
  });

  it('should type-check a list whose count line counts every entry', async () => {
    const { files } = generate("a shopping list with an Add button and 'Total: 3 items' below", {
      framework: 'react',
    });
    expect(await validate(files)).toEqual([]);
  });
});

describe('given lists written around other words', () => {
  it('should read the list after an aside on the layout before its colon', () => {
    expect(
      interpret('stat cards, 4 in a row: Revenue $48,200, Users 1,340, Orders 320').items,
    ).toEqual(['Revenue', 'Users', 'Orders']);
  });

  it('should prefer a list of labels to words in brackets that label nothing', () => {
    const model = interpret(
      'kanban board: three columns To Do, In Progress and Done. I want to drag cards from one column to another (native drag and drop is fine).',
    );
    expect(model.items).toEqual(['To Do', 'In Progress', 'Done']);
  });

  it("should take quoted labels in brackets as the noun's, and an example as no label", () => {
    const labels = extractRequirements(
      "Kanban board with three columns: To Do, In Progress, Done. Seed it with a few cards in To Do ('Write spec', 'Set up repo'). Each header shows the count in brackets, e.g. 'To Do (3)'.",
    ).filter((item) => item.kind === 'part');
    expect(labels.filter((item) => item.part === 'card').map((item) => item.label)).toEqual([
      'Write spec',
      'Set up repo',
    ]);
    expect(labels.map((item) => item.label)).not.toContain('count in brackets');
  });
});

describe('given the words a form, a game and a reorderable list are given', () => {
  const signup =
    'Sign-up form with fields Name, Email, Password, Confirm password and a checkbox "I agree to the terms". Validate on submit and show these errors under the fields: "Enter a valid email", "Password must be at least 8 characters", "Passwords do not match", "You must accept the terms". If everything is ok show "Welcome aboard, <name>!"';

  it('should give each listed error to its field, never read one as a field', () => {
    const { fields } = interpret(signup);
    expect(fields.map((field) => [field.label, field.errorText])).toEqual([
      ['Name', undefined],
      ['Email', 'Enter a valid email'],
      ['Password', 'Password must be at least 8 characters'],
      ['Confirm password', 'Passwords do not match'],
      ['I agree to the terms', 'You must accept the terms'],
    ]);
    // The box the terms must be ticked in is required, and is the only terms box.
    expect(fields.find((field) => field.type === 'checkbox')?.required).toBe(true);
  });

  it("should say the success text with the name typed, in Angular's words as in React's", () => {
    expect(interpret(signup).presentation.successText).toBe('Welcome aboard, <name>!');
    expect(code(signup)).toContain('{values.name}');
    const angular = generate(signup, { framework: 'angular' }).files.find((file) =>
      file.path.endsWith('.html'),
    )!.content;
    expect(angular).toContain('Welcome aboard, {{ form.controls.name.value }}!');
  });

  it("should give a game's own restart button the name the description gives it", () => {
    const model = interpret('tic tac toe with a Restart button below the board');
    expect(model.behaviour?.labels?.restart).toBe('Restart');
    expect(model.actions).toEqual([]);
  });

  it("should take a reorderable list's quoted button names as theirs, not as entries", () => {
    const model = interpret(
      "reorderable list: 'Hiring', 'Roadmap', 'Budget'. Each row has up/down buttons with aria-labels 'Move up' and 'Move down'.",
    );
    expect(model.items).toEqual(['Hiring', 'Roadmap', 'Budget']);
    expect(model.behaviour?.labels).toMatchObject({ up: 'Move up', down: 'Move down' });
    expect(
      code("reorderable list: 'Hiring', 'Roadmap'. Buttons 'Move up' and 'Move down'."),
    ).toContain('aria-label="Move up"');
  });
});

describe('given a compose box with a counter of the characters', () => {
  it('should count down in the wording quoted, after a limit stated in the same words', () => {
    const model = interpret(
      'compose box like twitter. textarea, 280 char limit, counter underneath reading "280 characters left". Post button is disabled if the box is empty',
    );
    expect(model.fields[0]?.counterWording).toBe('{n} characters left');
    // The counter says it; it is no note under the form.
    expect(model.message).toBeUndefined();
  });

  it('should let the typing pass a limit whose counter shows the characters typed of it, and refuse it on submit', () => {
    const typed =
      'Composer: a textarea labelled "Post", a counter "X / 280" below it, and a "Schedule post" button disabled when the post is longer than 280 characters.';
    const printed = code(typed);
    expect(printed).not.toContain('maxLength=');
    expect(printed).toContain('Post must be at most 280 characters.');
    const angular = generate(typed, { framework: 'angular' }).files.map((file) => file.content);
    expect(angular.join('\n')).not.toContain('maxlength=');
    // A counter of what is left stops the typing at the limit.
    expect(code('compose box, 280 char limit, counter reading "280 characters left"')).toContain(
      'maxLength={280}',
    );
  });

  it("should not take a field's quoted label for a button", () => {
    const model = interpret(
      'Tweet composer: a textarea labeled "What\'s happening?", a counter ("280 characters left") and a Post button.',
    );
    expect(model.actions.map((action) => action.label)).toEqual(['Post']);
  });
});

describe('given dice rolled several at once', () => {
  const description =
    'Dice roller: a dropdown labelled "Number of dice" (1 to 6), a Roll button, then show each die\'s value and the sum as "Total: N". Before the first roll it should just say "Press Roll to start".';

  it('should roll as many as picked in the menu named, and say the words stated before a roll', () => {
    const { behaviour } = interpret(description);
    expect(behaviour?.dice).toEqual({ count: 1, choose: { label: 'Number of dice', max: 6 } });
    expect(behaviour?.labels).toMatchObject({ unset: 'Press Roll to start' });
    expect(interpret('roll two dice and show the total').behaviour?.dice).toEqual({ count: 2 });
    const printed = code(description);
    expect(printed).toContain('Array.from({ length: Number(count) }');
    expect(printed).toContain('>Roll</button>');
  });

  it('should type-check in every printer', async () => {
    for (const framework of ['angular', 'react', 'react-ds'] as const) {
      const { files } = generate(`${description} Keep a history of the last 5 rolls.`, {
        framework,
      });
      const options = framework === 'react-ds' ? { declarations: designSystemDeclarations() } : {};
      expect(await validate(files, options)).toEqual([]);
    }
  });
});

describe('given a tip calculator described in a hurry', () => {
  const description =
    'tip calculator pls. input for Bill amount, three buttons 10%, 15%, 20% for the tip, and an input for Number of people. show Tip amount and Total per person in dollars w/ 2 decimals like $12.50';

  it('should label the inputs and the results named, what is shown never an input', () => {
    expect(interpret(description).behaviour?.labels).toEqual({
      bill: 'Bill amount',
      people: 'Number of people',
      tip: 'Tip amount',
      perPerson: 'Total per person',
    });
  });

  it('should offer the percentages named as buttons beside the input, and no other buttons', () => {
    const model = interpret(description);
    expect(model.behaviour?.presets).toEqual({ percent: [10, 15, 20] });
    expect(model.actions).toEqual([]);
    expect(interpret('a tip calculator with 10/15/20% buttons').behaviour?.presets).toEqual({
      percent: [10, 15, 20],
    });
    const printed = code(description);
    expect(printed).toContain("aria-pressed={percent === '20'}");
    expect(printed).toContain("onClick={() => setPercent('20')}");
  });
});
