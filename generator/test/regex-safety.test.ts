import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GeneratorError, generate, generateFromRequest, interpret, refine } from '../src/index';
import type { ComponentModel } from '../src/index';

// Catastrophic backtracking takes seconds to hours; a second is generous for any honest call.
const DEADLINE_MS = 1_000;

/** Runs one engine call: it must finish within the deadline and fail, if at all, with the engine's own error. */
function expectPrompt(call: () => unknown): void {
  const started = performance.now();
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(GeneratorError);
  }
  expect(performance.now() - started).toBeLessThan(DEADLINE_MS);
}

const METACHARACTERS = [...'()[]{}+*?|^$.\\', "'", '"', '‘', '’', '“', '”', '`'];
const FRAGMENTS = [
  ...METACHARACTERS,
  ' ',
  'x',
  'a:',
  ', ',
  ' and ',
  '(x+x+)+y',
  '(a|a)*',
  '[^]*',
  '.*.*=',
  '\\b\\w+',
  '"Save"',
  ' button',
  ' checkbox',
  ' toggle',
  ' link',
  ' tabs: ',
  ' columns ',
  ' named ',
  ' with ',
  ' optional',
  ' is required',
  ' 12.5 ms',
  ' #fff',
  ' / ',
];

const fragment = fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 6 }));
/** Text rich in metacharacters, quotes and words the interpreter reacts to. */
const mixed = fc.array(fragment, { maxLength: 400 }).map((parts) => parts.join(''));
/** One short fragment repeated many times: the shape that makes a backtracking pattern explode. */
const repeated = fc
  .tuple(
    fc.array(fragment, { minLength: 1, maxLength: 3 }),
    fc.integer({ min: 20, max: 2000 }),
    fc.string({ maxLength: 20 }),
  )
  .map(([parts, times, tail]) => parts.join('').repeat(times) + tail);
const adversarial = fc
  .oneof(mixed, repeated, fc.string({ maxLength: 2000 }))
  .map((text) => text.slice(0, 2000));

const ATTACK = 'a signup form with a "(x+x+)+y" checkbox and ';
const signupForm: ComponentModel = interpret(
  'a signup form with name, email, password and a "Subscribe" checkbox',
);

describe('given the quoted label of the reported regex injection', () => {
  // 36 x took 13 s before the label was matched as text, doubling with each further x.
  it('should interpret it followed by 36 x within the deadline', () => {
    const description = `${ATTACK}${'x'.repeat(36)}`;
    expectPrompt(() => interpret(description));
    expectPrompt(() => generate(description, { framework: 'react' }));
    expectPrompt(() => refine(signupForm, `add a "(x+x+)+y" checkbox and ${'x'.repeat(36)}`));
  });

  it('should keep the label as text and read what the description says about it', () => {
    const model = interpret('a signup form with a "(x+x+)+y" checkbox; (x+x+)+y is required');
    expect(model.fields.find((f) => f.label === '(x+x+)+y')).toMatchObject({
      type: 'checkbox',
      required: true,
    });
  });

  it.each(['(', '[', '*', '\\', '(?<', '{2,1}'])(
    'should take a checkbox labelled %s as text',
    (label) => {
      const model = interpret(`a signup form with a "${label}" checkbox`);
      expect(model.fields.some((f) => f.label === label && f.type === 'checkbox')).toBe(true);
    },
  );
});

describe('given random text rich in regex metacharacters, quotes and repetition', () => {
  it('should interpret and generate every description within the deadline', () => {
    fc.assert(
      fc.property(
        adversarial,
        fc.constantFrom('angular' as const, 'react' as const),
        (description, framework) => {
          expectPrompt(() => interpret(description));
          expectPrompt(() => generate(description, { framework }));
        },
      ),
      { numRuns: 250 },
    );
  });

  it('should refine a model from a normal description with every instruction within the deadline', () => {
    fc.assert(
      fc.property(adversarial, (instruction) => {
        expectPrompt(() => refine(signupForm, instruction));
      }),
      { numRuns: 250 },
    );
  });

  it('should generate from every request within the deadline', () => {
    fc.assert(
      fc.property(
        adversarial,
        adversarial,
        fc.string({ maxLength: 60 }),
        (description, styling, name) => {
          expectPrompt(() =>
            generateFromRequest(
              { type: 'form', description, styling, name, features: [styling.slice(0, 40)] },
              '2026-01-01T00:00:00.000Z',
            ),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
