/**
 * What a description states of a tool is what it does: a timer's last words, a count's label, a
 * rating's words and star names, a calculator's result lines, a cart's charges, a counter's step
 * box, a converter's sentence, a stopwatch's hundredths, password levels, a name picker.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/index';
import { parseResultLine } from '../src/result-line';
import { readCartCharges } from '../src/understand/cart-charges';
import { readCountWording } from '../src/understand/count-wording';
import { readNumberedLabel } from '../src/understand/numbered-labels';
import { extractQuotes } from '../src/understand/quotes';
import { readUnsetText } from '../src/understand/unset-text';
import { withStandIns } from '../src/text';
import { reactCode as code } from './support/printed';

describe('given the words a component says', () => {
  it("should read a timer's words once it reaches zero, in the sentence before them", () => {
    const model = interpret(
      'A countdown timer for 10 seconds. When it reaches 0 it stops and shows the message "Finished!".',
    );
    expect(model.behaviour?.labels?.done).toBe('Finished!');
    expect(
      interpret("A 10 second timer. When it gets to 00:00 show 'Time is up'.").behaviour?.labels
        ?.done,
    ).toBe('Time is up');
  });

  it('should read "Remaining: N" as the items left, N standing for the number in any quotes', () => {
    expect(withStandIns("show 'Remaining: N' where N is", '0')).toBe(
      "show 'Remaining: 0' where 0 is",
    );
    expect(withStandIns("N'Djamena", '0')).toBe("N'Djamena");
    expect(readCountWording("todo app. at the bottom show 'Remaining: N'")).toMatchObject({
      subject: 'items',
      left: true,
      template: 'Remaining: {n}',
    });
  });

  it("should read a rating's words before a choice and its stars' names", () => {
    const said = extractQuotes("says 'You rated 3 out of 5' (or 'No rating yet' before any click)");
    expect(readUnsetText(said.masked, said.quotes)).toBe('No rating yet');
    const picked = extractQuotes("Before anything's picked show 'Not rated yet'");
    expect(readUnsetText(picked.masked, picked.quotes)).toBe('Not rated yet');
    expect(readNumberedLabel(extractQuotes("aria-label 'Rate 1' through 'Rate 5'").quotes)).toBe(
      'Rate {n}',
    );
    const model = interpret(
      "5-star rating. Each star is a button with aria-label 'Rate 1' through 'Rate 5'. A Clear button resets it.",
    );
    expect(model.presentation.starButtons).toBe(true);
    expect(model.title).not.toBe('Rate 1');
    expect(
      code(
        "5-star rating. Each star is a button with aria-label 'Rate 1' through 'Rate 5'. A Clear button resets it.",
      ),
    ).toMatch(/'Rate ' \+ star[\s\S]*select\(0\)/);
  });
});

describe("given a calculator's results written out", () => {
  it('should parse a result line with its example value', () => {
    expect(parseResultLine('Tip: 12.00')).toEqual({ label: 'Tip', decimals: 2 });
    expect(parseResultLine('Total per person: $X.XX')).toEqual({
      label: 'Total per person',
      currency: '$',
      decimals: 2,
    });
    expect(parseResultLine('Tip')).toBeUndefined();
  });

  it('should print each result on its line, as its example shows it, with number inputs unless a slider is named', () => {
    const description =
      "tip calculator. Two number inputs labeled 'Bill amount' and 'Tip %'; show 'Tip: 12.00' and 'Total: 92.00'";
    const model = interpret(description);
    expect(model.behaviour?.labels).toMatchObject({ tip: 'Tip: 12.00', total: 'Total: 92.00' });
    expect(model.behaviour?.noSlider).toBe(true);
    const printed = code(description);
    expect(printed).toContain('minimumFractionDigits: 2');
    expect(printed).not.toContain('type="range"');
    expect(printed).toContain('>Tip %<');
    expect(interpret('a tip calculator with a slider for the tip').behaviour?.noSlider).toBe(
      undefined,
    );
  });

  it('should show a result the family keeps for when it is named', () => {
    const model = interpret(
      'Tip calculator with "Bill amount", "Tip %" and "Number of people". Show "Tip per person: $X.XX" and "Total per person: $X.XX".',
    );
    expect(model.behaviour?.labels).toMatchObject({
      tipPerPerson: 'Tip per person: $X.XX',
      perPerson: 'Total per person: $X.XX',
    });
    expect(code('a tip calculator with bill and people')).not.toContain('tipPerPerson');
  });

  it('should read a dropdown labelled before its options', () => {
    const model = interpret(
      'Tip calculator. A number input labeled "Bill amount", a dropdown labeled "Tip %" with the options 10%, 15% and 20%.',
    );
    expect(model.behaviour?.options).toEqual({ percent: ['10%', '15%', '20%'] });
  });
});

describe('given a cart with priced lines and other quotes', () => {
  it('should keep the priced lines as its items', () => {
    const model = interpret(
      'Mini shopping cart with three line items: Notebook $4.50, Pen $1.25, Backpack $30.00. Each row has a quantity input with an aria-label like "Pen quantity". The bottom shows "Total: $X.XX".',
    );
    expect(model.items).toEqual(['Notebook', 'Pen', 'Backpack']);
    expect(model.params.prices).toEqual(['$4.50', '$1.25', '$30.00']);
  });
});

describe("given a cart's charges", () => {
  it('should read shipping as an amount and tax as a rate of the subtotal', () => {
    expect(readCartCharges('subtotal, shipping $5.00, tax (10%) and total', [])).toEqual({
      shipping: 5,
      taxRate: 0.1,
    });
    expect(readCartCharges('subtotal $120.00, shipping $5.00, tax $10.00', [])).toEqual({
      shipping: 5,
      taxRate: 0.0833,
    });
    expect(readCartCharges('free shipping and a total', [])).toEqual({ shipping: 0 });
    expect(readCartCharges('a cart with a total', [])).toBeUndefined();
  });

  it('should make an order summary of the lines as stated, without steppers', () => {
    const model = interpret(
      'Order summary: Lamp $35.00 and Rug $65.00, then Subtotal, Shipping $10.00, Tax $8.00 and Total.',
    );
    expect(model.archetype).toBe('cart');
    expect(model.items).toEqual(['Lamp', 'Rug']);
    expect(model.behaviour).toMatchObject({
      cart: 'summary',
      charges: { shipping: 10, taxRate: 0.08 },
    });
  });
});

describe('given a counter with a step box, a converter and a profile named in quotes', () => {
  it('should give a click counter the step box it names, with its default', () => {
    const model = interpret(
      'Counter that starts at 0 with "Decrease", "Increase" and "Reset" buttons, plus a number input labeled "Step" (default 3).',
    );
    expect(model.behaviour?.tally?.stepInput).toEqual({ label: 'Step', initial: 3 });
    expect(interpret('a quantity stepper with a number input').behaviour?.tally).toBeUndefined();
  });

  it('should say a converted number as a sentence', () => {
    expect(code('Celsius to Fahrenheit converter')).toMatch(/' °C = '|°C = /);
  });

  it("should take a profile's quoted name, title and place", () => {
    const model = interpret(
      "profile card: round avatar, name 'Priya Sharma', title 'Senior Product Designer', location 'Berlin'",
    );
    expect(model.title).toBe('Priya Sharma');
    expect(model.subtitle).toBe('Senior Product Designer · Berlin');
  });
});

describe('given a stopwatch in hundredths and password levels written out', () => {
  it('should show hundredths where the description writes them', () => {
    expect(
      interpret('Stopwatch showing minutes, seconds and hundredths like 00:00.00').behaviour,
    ).toMatchObject({
      clock: 'stopwatch',
      hundredths: true,
    });
    expect(code('Stopwatch showing 00:00.00')).toContain('/ 10)');
  });

  it('should read levels written without quotes, leaving out what a level is missing', () => {
    const model = interpret(
      'A "Password" field with a strength label: Weak, Medium or Strong. Weak = fewer than 8 characters. Medium = 8 or more characters but missing a number or a symbol. Strong = 8+ characters with a number and a symbol.',
    );
    expect(model.archetype).toBe('password-strength');
    expect(model.behaviour?.strength).toEqual([
      { label: 'Strong', min: 8, needs: ['number', 'symbol'] },
      { label: 'Medium', min: 8, needs: [] },
      { label: 'Weak', max: 7, needs: [] },
    ]);
  });
});

describe('given a name picker described by what it decides', () => {
  it('should pick one of the names typed, by the button that is hit, and read a BMI line in Spanish', () => {
    const model = interpret(
      "who buys lunch today? paste names into a textarea labeled 'Names', hit 'Pick someone' and it shows 'Winner: <name>'",
    );
    expect(model.archetype).toBe('randomizer');
    expect(model.behaviour?.pick).toBe('names');
    expect(model.actions.map((action) => action.label)).toContain('Pick someone');
    expect(
      interpret(
        "calculadora de IMC: 'Peso (kg)' y 'Altura (cm)', y el resultado así: 'Tu IMC: 22.9'",
      ).behaviour?.labels?.bmi,
    ).toBe('Tu IMC: 22.9');
  });
});
