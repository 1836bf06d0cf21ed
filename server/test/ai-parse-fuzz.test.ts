import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAnswer } from '../src/ai/parse';

// Catastrophic backtracking takes seconds to hours; a second is generous for any honest parse.
const DEADLINE_MS = 1_000;

const FRAGMENTS = [
  ...'()[]{}+*?|^$.\\:;#&<>-•',
  "'",
  '"',
  '‘',
  '’',
  '“',
  '”',
  '`',
  '```',
  '```scss\n',
  '```ts',
  '\n',
  '\r\n',
  ' ',
  '\t',
  '**',
  'a:',
  '.card {',
  'color: red;',
  '@Component(',
  "import { Component } from '@angular/core';",
  "from 'react'",
  'export class CardComponent {}',
  "templateUrl: './card.html'",
  "styleUrls: ['",
  'Next steps:',
  '- ',
  '1. ',
  '=>',
];

const fragment = fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 6 }));
const mixed = fc.array(fragment, { maxLength: 400 }).map((parts) => parts.join(''));
/** One short fragment repeated many times: the shape that makes a backtracking pattern explode. */
const repeated = fc
  .tuple(
    fc.array(fragment, { minLength: 1, maxLength: 3 }),
    fc.integer({ min: 20, max: 2000 }),
    fc.string({ maxLength: 20 }),
  )
  .map(([parts, times, tail]) => parts.join('').repeat(times) + tail);
const answer = fc
  .oneof(mixed, repeated, fc.string({ maxLength: 2000 }))
  .map((text) => text.slice(0, 2000));

describe('given random answers rich in regex metacharacters, quotes, fences and repetition', () => {
  it('should parse every answer within the deadline', () => {
    fc.assert(
      fc.property(
        answer,
        fc.constantFrom('angular' as const, 'react' as const),
        (text, framework) => {
          const started = performance.now();
          const parsed = parseAnswer(text, framework);
          expect(performance.now() - started).toBeLessThan(DEADLINE_MS);
          expect(parsed.suggestions.length).toBeLessThanOrEqual(4);
        },
      ),
      { numRuns: 300 },
    );
  });
});
