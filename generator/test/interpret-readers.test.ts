/**
 * The readers interpret chains, each on its own: the description's checks and framework, a
 * section's named groups, a tool's parts, and the heading read from the words.
 */
import { describe, expect, it } from 'vitest';
import type { Field } from '../src/model';
import { GeneratorError, readFramework, validateDescription } from '../src/understand/description';
import { readHeading } from '../src/understand/heading';
import { extractQuotes } from '../src/understand/quotes';
import { readSectionParts } from '../src/understand/section-parts';
import { readToolParts } from '../src/understand/tool-parts';

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
});
