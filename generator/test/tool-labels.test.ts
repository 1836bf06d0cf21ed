/**
 * What a working tool takes from the description's own words: the labels it names for the tool's
 * inputs and outputs (mapped onto the parameter each means, unmatched ones kept), a select's
 * choices, and the small interactive families (a like button, emoji feedback, a clock, memory, a list put in order).
 */
import { describe, expect, it } from 'vitest';
import { generate, interpret } from '../src/index';
import { extractQuotes } from '../src/understand/quotes';
import { mapNamedLabels, readNamedLabels, toolParameters } from '../src/understand/tool-labels';

const named = (description: string) => {
  const { quotes, masked } = extractQuotes(description);
  return readNamedLabels(masked, quotes);
};
const component = (description: string, framework: 'angular' | 'react' = 'react') =>
  generate(description, { framework }).files.find((f) => f.type === 'component')!.content;

describe('given a list of named labels', () => {
  it('should read capitalised and quoted labels in order, with a select and its choices', () => {
    expect(
      named('A savings tool with Start amount, "Rate" and a Period select with 1 year, 2 years'),
    ).toEqual([
      { label: 'Start amount' },
      { label: 'Rate' },
      { label: 'Period', options: ['1 year', '2 years'] },
    ]);
  });

  it('should not read other parts (buttons, links) or plain words as labels', () => {
    expect(named('a calculator with a Reset button, a Help link and two inputs')).toEqual([]);
  });

  it('should end one list where the next one starts', () => {
    expect(named('A countdown to a Launch date with days and hours')).toEqual([
      { label: 'Launch date' },
    ]);
  });
});

describe('given labels for a tool', () => {
  it('should put each label on the parameter sharing its words, and keep the rest', () => {
    const loan = toolParameters({ formula: 'loan' });
    expect(
      mapNamedLabels(
        [
          { label: 'Interest rate' },
          { label: 'House price' },
          { label: 'Total interest' },
          { label: 'Insurance' },
        ],
        loan,
      ),
    ).toEqual({
      labels: { rate: 'Interest rate', interest: 'Total interest', amount: 'House price' },
      extraInputs: ['Insurance'],
    });
  });

  it('should give a select its choices only when the label lands on an input', () => {
    expect(
      mapNamedLabels(
        [{ label: 'Loan term', options: ['15 years', '30 years'] }],
        toolParameters({ formula: 'loan' }),
      ),
    ).toEqual({ labels: { years: 'Loan term' }, options: { years: ['15 years', '30 years'] } });
  });

  it('should show a mortgage calculator under the named labels, the deposit only when named', () => {
    const code = component(
      'A mortgage calculator with Home price, Down payment (%), Interest rate and a Loan term select with 15 years and 30 years',
    );
    for (const label of ['Home price ($)', 'Down payment (%)', 'Interest rate', 'Loan term'])
      expect(code).toContain(`>${label}`);
    expect(code).toContain('<option value="30 years">');
    expect(code).toContain("useState('15 years')");
    expect(component('A mortgage calculator')).not.toContain('Down payment');
  });

  it('should keep a named label that means nothing of the tool as an input of its own', () => {
    const calculator = interpret('A tip calculator with Bill, Tip % and Service rating');
    expect(calculator.behaviour?.labels).toEqual({ bill: 'Bill', percent: 'Tip %' });
    expect(calculator.behaviour?.extraInputs).toEqual(['Service rating']);
    expect(component('A tip calculator with Bill, Tip % and Service rating')).toContain(
      '>Service rating<',
    );
  });

  it('should label a countdown date and a converter pair in the description’s words', () => {
    expect(interpret('A countdown to an Event date').behaviour).toEqual({
      clock: 'countdown',
      labels: { date: 'Event date' },
    });
    expect(
      interpret('A temperature converter with Celsius and Fahrenheit fields').behaviour?.labels,
    ).toEqual({ left: 'Celsius', right: 'Fahrenheit' });
    // A side is also named by its unit's short form.
    expect(
      interpret('A distance converter with Distance in km and Distance in miles fields').behaviour
        ?.labels,
    ).toEqual({ left: 'Distance in km', right: 'Distance in miles' });
  });
});

describe('given small interactive families', () => {
  it('should read a like button and its starting count', () => {
    const like = interpret('a heart button for a post with 41 likes');
    expect([like.archetype, like.behaviour?.reaction, like.params.count]).toEqual([
      'reaction',
      'like',
      41,
    ]);
    expect(component('a like button')).toContain('aria-pressed={liked}');
  });

  it('should read emoji feedback that thanks the person', () => {
    const feedback = interpret('emoji feedback: pick a smiley, then a thank-you');
    expect(feedback.behaviour?.reaction).toBe('emoji');
    expect(component('emoji feedback widget')).toContain('Thank you for your feedback!');
  });

  it('should read a memory game of pairs, dealt anew each game', () => {
    expect(interpret('a memory game: flip two cards, keep the pairs').behaviour).toEqual({
      game: 'memory',
    });
    expect(interpret('a tic-tac-toe game').behaviour).toEqual({ game: 'tic-tac-toe' });
    const code = component('a matching pairs game');
    expect(code).toContain('const [cards, setCards] = useState<MemoryCard[]>(deal());');
    expect(code).toContain("const movesText = 'Moves: ' + moves;");
  });

  it('should read a list put in order, with the items it names and a keyboard way to move them', () => {
    const list = interpret('A reorderable list of priorities: Speed, Price and Quality');
    expect([list.archetype, list.behaviour, list.items]).toEqual([
      'list',
      { reorder: true },
      ['Speed', 'Price', 'Quality'],
    ]);
    expect(interpret('a list of tasks I can drag to reorder').behaviour).toEqual({ reorder: true });
    const code = component('a playlist I can rearrange with move up and move down buttons');
    expect(code).toContain("if (event.key === 'ArrowUp') move(index, index - 1);");
    expect(code).toContain('draggable="true"');
    // The list's own move buttons are the ones asked for, not extra actions beside it.
    expect(code).not.toContain('extraActions');
  });

  it('should read a clock, starting in the format named first, without a form beside it', () => {
    const clock = interpret('a world clock in 24-hour time with a 12-hour switch');
    expect(clock.behaviour).toEqual({ clock: 'clock', hour24: true });
    expect(clock.fields).toEqual([]);
    expect(interpret('a clock with a 12/24-hour toggle').behaviour?.hour24).toBe(false);
    expect(interpret('a countdown clock to New Year').behaviour?.clock).toBe('countdown');
  });

  it('should count down to a holiday named with its year, and leave the day to pick without one', () => {
    expect(interpret("countdown to New Year's Day 2027 in days and hours").behaviour?.until).toBe(
      '2027-01-01',
    );
    expect(interpret('a countdown until Christmas 2026').behaviour?.until).toBe('2026-12-25');
    expect(interpret('a countdown to Halloween').behaviour).toEqual({ clock: 'countdown' });
  });

  it('should keep a tool’s own controls out of its actions and fields', () => {
    const cart = interpret('shopping cart with quantity +/- buttons and a total');
    expect(cart.actions).toEqual([]);
    const gradient = interpret('a gradient generator with two color pickers and an angle slider');
    expect(gradient.fields).toEqual([]);
    const checklist = generate('a gradient generator with two color pickers and an angle slider', {
      framework: 'react',
    }).checklist;
    expect(checklist.every((item) => item.met)).toBe(true);
  });
});

describe('given a timer whose buttons the description names', () => {
  it('should label its start, pause and reset buttons with those names, in any of its languages', () => {
    expect(
      interpret('a focus timer with Go, Hold and Restart buttons').behaviour?.labels,
    ).toMatchObject({
      start: 'Go',
      pause: 'Hold',
      reset: 'Restart',
    });
    const french = interpret('Un minuteur avec un champ « Minutes » et un bouton « Démarrer »');
    expect(french.behaviour?.labels).toMatchObject({ minutes: 'Minutes', start: 'Démarrer' });
    expect(french.actions.map((a) => a.label)).not.toContain('Démarrer');
  });

  it('should never take a button’s name for one of a tool’s inputs', () => {
    const tip = interpret('a tip calculator with a Calculate button');
    // It is the calculator's own button, never the label of an input.
    expect(tip.behaviour?.labels).toEqual({ calculate: 'Calculate' });
    expect(tip.behaviour?.extraInputs ?? []).not.toContain('Calculate');
  });
});
