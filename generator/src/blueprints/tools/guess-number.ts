import type { Blueprint, BuildContext } from '../../blueprint';
import { h, interp } from '../../view';
import { tsString } from '../../text';
import { blueprint, commonRules } from '../common';
import { countExpr } from '../count-text';
import { fieldRules, restartLabel, title } from './parts';

/** The player guesses a secret number and hears "too high" or "too low" until it is found. */
export function guessNumber(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const min = model.params.min ?? 1;
  const max = model.params.max ?? 100;
  const secret = `${min} + Math.floor(Math.random() * ${max - min + 1})`;
  // "Tries left: 5": the game allows that many guesses and counts them down in those words.
  const wording = model.countWording?.subject === 'tries' ? model.countWording : undefined;
  const limit = wording?.left ? wording.value : undefined;
  const over = limit ? `$found || $tries >= ${limit}` : '$found';
  // The game's words as the description quotes them, else its own.
  const said = model.behaviour?.labels ?? {};
  const say = (key: string, otherwise: string) =>
    said[key] !== undefined ? tsString(said[key]) : otherwise;
  return blueprint({
    usesId: true,
    state: [
      { name: 'secret', type: 'number', initial: secret },
      { name: 'guess', type: 'string', initial: "''" },
      { name: 'tries', type: 'number', initial: '0' },
      { name: 'hint', type: 'string', initial: "''" },
      { name: 'found', type: 'boolean', initial: 'false' },
    ],
    computed: wording
      ? [{ name: 'triesText', expr: countExpr(wording, limit ? `${limit} - $tries` : '$tries') }]
      : [],
    methods: [
      {
        name: 'check',
        params: 'event: SubmitEvent',
        body: [
          'event.preventDefault();',
          'const value = Number($guess);',
          `if ($guess.trim() === '' || !Number.isInteger(value) || value < ${min} || value > ${max}) {`,
          `  set:hint(${say('invalid', `'Enter a whole number from ${min} to ${max}.'`)});`,
          '  return;',
          '}',
          'const count = $tries + 1;',
          'set:tries(count);',
          `if (value > $secret) set:hint(${say('high', '`${value} is too high. Try lower.`')});`,
          `else if (value < $secret) set:hint(${say('low', '`${value} is too low. Try higher.`')});`,
          'else {',
          '  set:found(true);',
          `  set:hint(${say('found', "`Correct! ${value} it is, found in ${count} ${count === 1 ? 'try' : 'tries'}.`")});`,
          '}',
          ...(limit
            ? [
                `if (value !== $secret && count >= ${limit}) set:hint(\`Out of tries! The number was \${$secret}.\`);`,
              ]
            : []),
        ].join('\n'),
      },
      {
        name: 'restart',
        body: `set:secret(${secret});\nset:guess('');\nset:tries(0);\nset:hint('');\nset:found(false);`,
      },
    ],
    view: [
      h(
        'section.',
        { '[aria-labelledby]': "@uid + '-title'" },
        h('h2.title', { '[id]': "@uid + '-title'" }, title(ctx, 'Guess the number')),
        h('p.intro', {}, `I am thinking of a number from ${min} to ${max}.`),
        h(
          'form.guess',
          // The game's own check says what is out of range; the browser's would stop it first.
          { novalidate: true, '(submit)': 'check(event)' },
          h(
            'div.field',
            {},
            h('label.label', { '[for]': "@uid + '-guess'" }, 'Your guess'),
            h('input.input', {
              '[id]': "@uid + '-guess'",
              type: 'number',
              min,
              max,
              '[(value)]': 'guess',
              '[disabled]': over,
            }),
          ),
          h('button.button', { type: 'submit', '[disabled]': over }, 'Guess'),
        ),
        h('p.hint', { role: 'status' }, interp('$hint')),
        wording
          ? h('p.tries', {}, interp('$triesText'))
          : h('p.tries', {}, 'Tries: ', interp('$tries')),
        h('button.button', { type: 'button', '(click)': 'restart()' }, restartLabel(ctx)),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button']),
        ...fieldRules(t),
        { el: '', decls: { 'max-width': '24rem', display: 'grid', gap: '0.75rem' } },
        { el: 'guess', decls: { display: 'grid', gap: '0.75rem' } },
        { el: 'intro', decls: { margin: '0' } },
        { el: 'hint', decls: { margin: '0', 'font-weight': '600', 'min-height': '1.5rem' } },
        { el: 'tries', decls: { margin: '0', color: t('text-muted'), 'font-size': '0.875rem' } },
      ],
    },
  });
}
