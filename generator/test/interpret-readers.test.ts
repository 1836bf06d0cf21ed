/**
 * The readers interpret chains, each on its own: the description's checks and framework, a
 * section's named groups, a tool's parts, and the heading read from the words.
 */
import { describe, expect, it } from 'vitest';
import type { Field } from '../src/model';
import { GeneratorError, readFramework, validateDescription } from '../src/understand/description';
import { interpret } from '../src/interpret';
import { readHeading } from '../src/understand/heading';
import { extractQuotes } from '../src/understand/quotes';
import { readSectionParts } from '../src/understand/section-parts';
import { readStrengthRules } from '../src/understand/strength-rules';
import { readSwitchStatus } from '../src/understand/switch-status';
import { readToolParts } from '../src/understand/tool-parts';
import { declined, wantedMatch } from '../src/text';

describe('given a description to check', () => {
  it('should refuse an empty or wordless one and name the framework its words say', () => {
    expect(() => validateDescription('   ')).toThrow(GeneratorError);
    expect(() => validateDescription('!!! ???')).toThrow(/no words/);
    expect(readFramework('a card in react', undefined)).toBe('react');
    expect(readFramework('a card with the kiln design system', undefined)).toBe('react-ds');
    expect(readFramework('a form in react with kiln’s design system', undefined)).toBe('react-ds');
    expect(readFramework('a card', undefined)).toBe('angular');
  });
});

describe('given a footer or testimonials named with their parts', () => {
  it("should make a footer's columns its items, each with its links, and add its newsletter field", () => {
    const text =
      'A footer with Product (Features, Pricing), Company (About, Careers) and a newsletter';
    const { quotes, masked } = extractQuotes(text);
    const items: string[] = [];
    const fields: Field[] = [];
    const parts = readSectionParts(
      'footer',
      text,
      masked,
      masked.toLowerCase(),
      quotes,
      items,
      fields,
    );
    expect(items).toEqual(['Product', 'Company']);
    expect(parts.itemParts).toEqual({
      Product: ['Features', 'Pricing'],
      Company: ['About', 'Careers'],
    });
    expect(fields.map((field) => field.type)).toEqual(['email']);
  });
});

describe("given a tool's description", () => {
  it("should read its behaviour and drop a slider's own arrows from the actions", () => {
    const text = 'A testimonial slider with left and right arrows';
    const { quotes, masked } = extractQuotes(text);
    const actions = [{ label: 'Next', kind: 'secondary' as const }];
    const tool = readToolParts(
      {
        written: text,
        masked,
        lower: masked.toLowerCase(),
        quotes,
        archetype: 'testimonial',
        presentation: {} as never,
      },
      { items: [], fields: [], actions, params: {} },
    );
    expect(tool.behaviour?.slider).toBeTruthy();
    expect(actions).toEqual([]);
  });
});

describe('given no quoted heading', () => {
  it("should title one stat card by its metric and a footer by its copyright's owner", () => {
    const lower = 'a stat card showing monthly revenue';
    const read = { title: '', message: undefined, items: [], actions: [] };
    expect(readHeading({ lower, masked: lower, rawName: undefined }, 'stat-card', read).title).toBe(
      'Monthly revenue',
    );
    const footer = readHeading(
      { lower: 'a footer', masked: 'a footer', rawName: undefined },
      'footer',
      {
        ...read,
        message: '© 2024 Brightside Inc.',
      },
    );
    expect(footer.title).toBe('Brightside Inc.');
  });

  it('should name and head a component by a name of several words written out after "called"', () => {
    const read = (text: string) => {
      const { name, title } = interpret(text);
      return { name, title };
    };
    expect(
      read('A navbar for my bakery called Crumb & Co with links Home, Menu and Order'),
    ).toEqual({
      name: 'CrumbCo',
      title: 'Crumb & Co',
    });
    expect(read('A footer for a studio called Blue Lotus Yoga with Instagram links').title).toBe(
      'Blue Lotus Yoga',
    );
    expect(read('Newsletter signup for a podcast named The Quiet Hour').title).toBe(
      'The Quiet Hour',
    );
    // One word is the component's name only; a button's label is the button's.
    expect(read('a card called ProfileCard with a name and avatar').name).toBe('ProfileCard');
    expect(read('a todo list called Groceries').title).toBe('');
    expect(read('a form with a button called Save Changes').name).not.toBe('SaveChanges');
  });
});

describe("given a form's switch and the texts it shows", () => {
  const switchField = (name: string, label: string): Field => ({
    name,
    label,
    type: 'toggle',
    required: false,
    validation: {},
  });

  it('should pair the quotes alike but for on and off with the switch they name', () => {
    const { quotes } = extractQuotes(
      "switches 'Wi-Fi' and 'Bluetooth'; under them 'Bluetooth is off' or 'Bluetooth is on'",
    );
    const fields = [switchField('wiFi', 'Wi-Fi'), switchField('bluetooth', 'Bluetooth')];
    expect(readSwitchStatus(quotes, fields)).toEqual({
      field: 'bluetooth',
      on: 'Bluetooth is on',
      off: 'Bluetooth is off',
    });
  });

  it("should take the text naming the switch's own word as its on text", () => {
    const { quotes } = extractQuotes(
      "a switch 'Dark mode'; below it 'Current theme: Light', or 'Current theme: Dark' when on",
    );
    expect(readSwitchStatus(quotes, [switchField('darkMode', 'Dark mode')])).toEqual({
      field: 'darkMode',
      on: 'Current theme: Dark',
      off: 'Current theme: Light',
    });
  });

  it('should read nothing from quotes that differ in more than the state word, or without a switch', () => {
    const { quotes } = extractQuotes("a switch 'Sync' with 'Sync is on' or 'Syncing stopped'");
    expect(readSwitchStatus(quotes, [switchField('sync', 'Sync')])).toBeUndefined();
    const { quotes: pair } = extractQuotes("'Alerts are on' and 'Alerts are off'");
    expect(readSwitchStatus(pair, [])).toBeUndefined();
  });
});

describe('given a behaviour the description turns down', () => {
  it('should find the first cue that is asked for, not one declined', () => {
    expect(wantedMatch(/auto-?play/, 'no autoplay please')).toBeNull();
    expect(wantedMatch(/auto-?play/, "don't autoplay it")).toBeNull();
    expect(wantedMatch(/auto-?play/, 'a slider without any autoplay')).toBeNull();
    expect(wantedMatch(/auto-?play/, 'no arrows, but autoplay every 5 s')?.index).toBe(15);
    expect(declined('a list with no sorting', 15)).toBe(true);
    expect(declined('a sortable list', 2)).toBe(false);
  });
});

describe("given a password meter's stated levels", () => {
  it('should read each level with what it takes, the most demanding first', () => {
    const { quotes, masked } = extractQuotes(
      "fewer than 8 characters = 'Weak'; 8 or more = 'Medium'; 8 or more and a number and a symbol = 'Strong'",
    );
    expect(readStrengthRules(masked, quotes)).toEqual([
      { label: 'Strong', min: 8, needs: ['number', 'symbol'] },
      { label: 'Medium', min: 8, needs: [] },
      { label: 'Weak', max: 7, needs: [] },
    ]);
  });

  it('should read a level named before its conditions, and need two levels', () => {
    const { quotes, masked } = extractQuotes(
      "'Short' when under 6 characters, 'Fine' for 6 to 11 characters, 'Great' if it has 12 or more characters and a capital",
    );
    expect(readStrengthRules(masked, quotes)?.map((rule) => rule.label)).toEqual([
      'Great',
      'Fine',
      'Short',
    ]);
    const one = extractQuotes("a field labelled 'Password' with at least 8 characters");
    expect(readStrengthRules(one.masked, one.quotes)).toBeUndefined();
  });
});

describe('given a text box labelled in the description', () => {
  it('should be that box under that label, with no other message box', () => {
    const { fields } = interpret(
      "A feedback form with a textarea labelled 'Feedback' and a Send button",
    );
    expect(fields.filter((f) => f.type === 'textarea').map((f) => f.label)).toEqual(['Feedback']);
  });

  it('should count what is typed in the words given ("0/280")', () => {
    const { fields } = interpret(
      'A post box: a textarea labelled "Message", at most 280 characters, with a counter shown as "N/280"',
    );
    expect(fields[0]).toMatchObject({
      label: 'Message',
      counter: true,
      counterWording: '{used}/280',
      validation: { maxLength: 280 },
    });
  });
});
