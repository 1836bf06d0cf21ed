/**
 * Facts a description states that change what a component shows: what paying yearly saves, a
 * count of the entries done of all of them, a product's name, score, reviews and badge, and stat
 * cards' figures stated without changes; and where the words do not state them.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/index';
import { readProductFacts } from '../src/understand/product-facts';
import { extractQuotes } from '../src/understand/quotes';
import { reactCode as code } from './support/printed';

const factsOf = (text: string) => {
  const { quotes, masked } = extractQuotes(text);
  return readProductFacts(masked, quotes);
};

describe('given a pricing table with a monthly / yearly switch', () => {
  it('should read the switch from quoted periods as from plain ones', () => {
    expect(
      interpret("Pricing with a toggle between 'Monthly' and 'Yearly', Basic $5 and Pro $15")
        .behaviour?.billingToggle,
    ).toBe(true);
  });

  it('should price a year at the stated saving, else at ten months', () => {
    const percent = code(
      'Pricing, monthly/yearly toggle: Starter $9, Growth $29. Yearly is 20% off.',
    );
    expect(percent).toContain('$86.40');
    expect(percent).toContain('Save 20%');
    const months = code(
      'Pricing table, monthly/annual switch, Basic €5 and Pro €12,50 per month; annual billing gives 3 months free',
    );
    expect(months).toContain('€112,50');
    expect(months).toContain('3 months free');
    expect(months).toContain('Annual billing');
    const plain = code('Pricing with a monthly/yearly toggle: Starter $9, Growth $1,200');
    expect(plain).toMatch(/\$90\b/);
    expect(plain).toContain('$12,000');
    expect(plain).toContain('2 months free');
  });
});

describe('given a to-do list whose count says how many are done', () => {
  it('should count the entries done of all of them, in the words given', () => {
    expect(interpret("A to-do list with a counter like '2 of 5 done'").countWording).toEqual({
      subject: 'done',
      left: false,
      template: '{n} of {total} done',
      value: 5,
    });
    expect(interpret('Packing list, show 3/10 packed at the top').countWording?.template).toBe(
      '{n}/{total} packed',
    );
    // A position is no count of entries done.
    expect(interpret("A quiz showing 'Question 1 of 5'").countWording?.subject).toBe('position');
  });

  it('should not take the quoted count for the new entry input', () => {
    expect(code("Packing list: add items, check them off, and show '3/10 packed'")).not.toMatch(
      />3\/10 packed</,
    );
  });
});

describe('given a product card', () => {
  it('should read the name, score, reviews and badge the description states', () => {
    expect(
      factsOf(
        "A product card: a 'New' badge, name Speckled Mug, a 4.5 star rating with 38 reviews",
      ),
    ).toEqual({ name: 'Speckled Mug', rating: 4.5, reviews: 38, badge: 'New' });
    expect(
      factsOf('Product card: Wireless Earbuds, $59.99, rated 4.2/5 (1,204 reviews), a Sale badge'),
    ).toEqual({
      name: 'Wireless Earbuds',
      rating: 4.2,
      reviews: 1204,
      badge: 'Sale',
    });
  });

  it('should read no facts from the parts a card is asked to have', () => {
    expect(factsOf('Product card: Name, Price and Rating, with a 5-star rating')).toEqual({});
    expect(factsOf('A product card with an image, a title and an add to cart button')).toEqual({});
  });

  it('should show them on the card', () => {
    const printed = code(
      "A product card: a 'New' badge, name Speckled Mug, price $24, rated 4.5 (38 reviews)",
    );
    expect(printed).toContain("name = 'Speckled Mug'");
    expect(printed).toContain('rating = 4.5');
    expect(printed).toContain('reviewCount = 38');
    expect(printed).toMatch(/className=\{styles\.badge\}>New</);
  });
});

describe('given stat cards', () => {
  it('should show stated figures alone when no change is stated or asked for', () => {
    const alone = code(
      'Three stat cards: Orders today 128, Revenue today $1,940 and Average ticket $15.16',
    );
    expect(alone).toContain("{ label: 'Orders today', value: '128' }");
    expect(alone).not.toContain('change');
  });

  it('should keep changes stated, asked for, or beside figures it writes itself', () => {
    expect(code('Stat cards: Revenue $48,200 (+12%), Orders 892 (-3%)')).toContain('change: 12');
    expect(code('KPI cards: Revenue $12k, Users 340, with trend vs last week')).toContain(
      'change:',
    );
    expect(code('four KPI cards for a shop')).toContain('change:');
  });
});
