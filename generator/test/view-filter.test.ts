/**
 * A lone select or toggle that filters a view changes it as it is chosen: it never turns the
 * component into a form with a Submit button, in any printer.
 */
import { describe, expect, it } from 'vitest';
import { FRAMEWORKS, generate, interpret } from '../src/index';
import { readTimeRange } from '../src/understand/time-range';

const RANGE =
  'A sales dashboard with four metric cards and a date range selector: Last 7 days, Last 30 days, This year';

const shown = (description: string, framework: (typeof FRAMEWORKS)[number]) =>
  generate(description, { framework })
    .files.filter((file) => file.type !== 'test' && !file.path.endsWith('css'))
    .map((file) => file.content)
    .join('\n');

describe('given named periods among a time range', () => {
  it('should read them as choices kept as written', () => {
    expect(readTimeRange(['Last 7 days', 'Last 30 days', 'This year'])).toEqual([
      'Last 7 days',
      'Last 30 days',
      'This year',
    ]);
    expect(readTimeRange(['Today', 'this month', 'Year to date'])).toEqual([
      'Today',
      'This month',
      'Year to date',
    ]);
    expect(readTimeRange(['Revenue', 'This year'])).toEqual([]);
  });

  it('should make every period one option of the select and none a metric', () => {
    const model = interpret(RANGE);
    expect(model.items).toEqual([]);
    expect(model.fields).toMatchObject([
      { type: 'select', options: ['Last 7 days', 'Last 30 days', 'This year'] },
    ]);
  });
});

describe('given a dashboard whose only control is a time-range select', () => {
  it.each(FRAMEWORKS)('should draw the select without a form or Submit button in %s', (fw) => {
    const code = shown(RANGE, fw);
    expect(code).toMatch(/<(?:select|Select)\b/);
    expect(code).toContain('This year');
    expect(code).not.toMatch(/type="submit"|>\s*Submit\s*</);
    expect(code).not.toMatch(/<form\b|onSubmit|ngSubmit/);
  });

  it('should start on the first period', () => {
    const code = shown(RANGE, 'react');
    expect(code).toContain("useState('Last 7 days')");
  });
});

describe('given a lone toggle beside a list of records', () => {
  it.each(FRAMEWORKS)('should draw a switch without a Submit button in %s', (fw) => {
    const description = 'A card grid of products with a "Show out of stock" toggle';
    const model = interpret(description);
    if (model.fields.length !== 1 || model.fields[0]!.type !== 'toggle') return;
    const code = shown(description, fw);
    expect(code).toContain('role="switch"');
    expect(code).not.toMatch(/type="submit"|>\s*Submit\s*</);
  });
});

describe('given a card that names inputs to fill in', () => {
  it('should still make them a form with its submit button', () => {
    const code = shown('Feedback card with a 5-star rating and a comment textarea', 'angular');
    expect(code).toMatch(/type="submit"/);
  });
});

describe('given a dark mode switch on a component', () => {
  it.each(FRAMEWORKS)('should give the component its dark tokens while on, in %s', (fw) => {
    const description = 'a profile card with a dark mode switch';
    const all = generate(description, { framework: fw })
      .files.map((file) => file.content)
      .join('\n');
    expect(all).toMatch(/\[class\.profile-card--dark\]="darkMode\(\)"|darkMode && styles\.dark/);
    // The dark rule sets the palette's tokens on the component itself.
    expect(all).toMatch(/(?:&--dark|\.dark) \{\n\s+--kiln-surface: #111827;/);
    expect(all).not.toMatch(/type="submit"/);
  });
});
