/**
 * `npm run bench:adversarial -w @kiln/generator`: p50/p99 per call of the engine's entry points on
 * 2,000-character descriptions built to make backtracking patterns explode (repeated fragments,
 * regex metacharacters, quotes, long runs). Target: p99 < 50 ms per call.
 */
import fc from 'fast-check';
import { printMachine, report } from './stats';
import { generate, generateFromRequest, interpret, refine } from '../src/index';

const LENGTH = 2000;
const ROUNDS = Number(process.env.ROUNDS ?? 5);

const fill = (shape: string) => shape.repeat(Math.ceil(LENGTH / shape.length)).slice(0, LENGTH);

const SHAPES = [
  'x',
  'a ',
  '(x+x+)+y ',
  ')]}+*?|^$.\\',
  '"a" button ',
  "'(' checkbox ",
  '“[” toggle ',
  'tabs: a, ',
  'with a, b and c columns ',
  'toggles for a, b, ',
  'inputs a, b, c ',
  'make the name optional ',
  'remove the email field from ',
  'Basic $9 Pro $29 ',
  'a / b > c ',
  ', and , or ; ',
  '12.5.5.5 ms ',
  '1',
  'emits an event when the ',
  'rename it to ',
];
const FRAGMENTS = [
  ...'()[]{}+*?|^$.\\\'"‘’“”`',
  ' ',
  'x',
  'a:',
  ', ',
  ' and ',
  ' button',
  ' checkbox',
  ' tabs: ',
  ' with ',
];
const sampled = fc.sample(
  fc
    .array(fc.constantFrom(...FRAGMENTS), { minLength: 200, maxLength: 800 })
    .map((parts) => parts.join('').slice(0, LENGTH)),
  { numRuns: 30, seed: 10 },
);
const inputs = [...SHAPES.map(fill), ...sampled];

/** Milliseconds one call took; the engine's own refusals (GeneratorError) count as answers. */
function timed(call: () => unknown): number {
  const started = performance.now();
  try {
    call();
  } catch (error) {
    if ((error as Error).name !== 'GeneratorError') throw error;
  }
  return performance.now() - started;
}

function measure(label: string, call: (input: string) => unknown) {
  for (const input of inputs) timed(() => call(input));
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1)
    for (const input of inputs) samples.push(timed(() => call(input)));
  report(label, samples, 99);
}

printMachine();
console.log(
  `inputs: ${inputs.length} adversarial descriptions of ${LENGTH} characters, ${ROUNDS} rounds after one warm-up\n`,
);

const model = interpret('a signup form with name, email, password and a "Subscribe" checkbox');
measure('interpret', (input) => interpret(input));
measure('generate (angular)', (input) => generate(input, { framework: 'angular' }));
measure('generate (react)', (input) => generate(input, { framework: 'react' }));
measure('refine', (input) => refine(model, input));
measure('generateFromRequest', (input) =>
  generateFromRequest(
    { type: 'form', description: input.slice(0, 1900) },
    '2026-01-01T00:00:00.000Z',
  ),
);
