/**
 * A live count in the description's own words ("280 characters left", "Tries left: 5", "1 of 4",
 * "3 items"): read once as a pattern, then shown by whichever part of the component counts.
 */
import { describe, expect, it } from 'vitest';
import { generate, interpret } from '../src/index';
import { countExpr } from '../src/blueprints/count-text';
import { readCountWording } from '../src/understand/count-wording';

const code = (description: string) =>
  generate(description, { framework: 'react' }).files.find((f) => f.type === 'component')!.content;

describe('given a count worded in the description', () => {
  it.each([
    ['a box with 280 characters left', 'characters', true, '{n} characters left', 280],
    ['a game showing Tries left: 5', 'tries', true, 'Tries left: {n}', 5],
    ['slides with a 1 of 4 label', 'position', false, '{n} of {total}', 4],
    ['a cart that says 3 items', 'items', false, '{n} items', 3],
    ['a to-do list with 2 tasks remaining', 'items', true, '{n} tasks remaining', 2],
    // Quoted, the whole quotation is the wording, "out of" as written.
    [
      "stars that show 'You rated this 4 out of 5'",
      'position',
      false,
      'You rated this {n} out of {total}',
      5,
    ],
    ['a carousel with a "Slide 2 of 5" label', 'position', false, 'Slide {n} of {total}', 5],
  ])('should read "%s" as a %s count', (text, subject, left, template, value) => {
    expect(readCountWording(text)).toEqual({ subject, left, template, value });
  });

  it('should not read prices, durations or other numbers as a count', () => {
    expect(readCountWording('a loan over 5 years at $4.50 with 3 steps')).toBeUndefined();
  });

  it('should print one count singular and the others plural', () => {
    const wording = readCountWording('3 items left')!;
    expect(countExpr(wording, '$n')).toBe("($n) + (($n) === 1 ? ' item left' : ' items left')");
  });
});

describe('given a component that counts', () => {
  it('should count the characters left of the text typed, adding a box to type in when none', () => {
    const reply = interpret('a reply box with 140 characters left');
    expect(reply.fields.map((f) => [f.type, f.validation.maxLength, f.counterWording])).toEqual([
      ['textarea', 140, '{n} characters left'],
    ]);
    expect(code('a reply box with 140 characters left')).toContain(
      "{140 - values.message.length}{' characters left'}",
    );
  });

  it('should limit the guesses to the tries left and count them down', () => {
    const game = code('a guess the number game with Tries left: 4');
    expect(game).toContain("const triesText = 'Tries left: ' + (4 - tries);");
    expect(game).toContain('disabled={found || tries >= 4}');
  });

  it('should show the position, the tasks left and the items in the cart in those words', () => {
    expect(code('an image carousel with a 1 of 4 indicator')).toContain(
      "const positionText = (index + 1) + ' of ' + (slides.length);",
    );
    expect(code('a to-do list with Buy milk and Walk dog, 2 items left')).toContain(
      "{ id: 2, title: 'Walk dog', done: false }",
    );
    expect(code('a shopping cart with Tea $2 and Cake $4 showing 2 items')).toContain(
      "const countText = (count) + ((count) === 1 ? ' item' : ' items');",
    );
  });
});
