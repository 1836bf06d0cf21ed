import type { Blueprint, BuildContext } from '../../blueprint';
import { each, h, interp, when } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';
import { title } from './parts';

/** A round lasts the duration the description names, else half a minute. */
const ROUND_SECONDS = 30;

/** Another hole than `from`, picked at random among the nine. */
const NEXT_HOLE =
  '(from: number): number => {\n  let next = from;\n  while (next === from) next = Math.floor(Math.random() * 9);\n  return next;\n}';

/**
 * Whack-a-mole: once started, a mole shows in one of nine holes and moves every second; hitting it
 * scores a point and sends it elsewhere at once. The round ends when its seconds run out.
 */
export function whackAMole(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const seconds = Math.min(
    600,
    Math.max(5, Math.round((model.params.durationMs ?? ROUND_SECONDS * 1000) / 1000)),
  );
  return blueprint({
    constants: [
      { name: 'holes', type: 'readonly number[]', value: 'Array.from({ length: 9 }, (_, i) => i)' },
      { name: 'nextHole', type: '(from: number) => number', value: NEXT_HOLE },
    ],
    state: [
      { name: 'mole', type: 'number', initial: '-1' },
      { name: 'score', type: 'number', initial: '0' },
      { name: 'left', type: 'number', initial: String(seconds) },
      { name: 'playing', type: 'boolean', initial: 'false' },
    ],
    computed: [{ name: 'over', expr: `!$playing && $left < ${seconds}` }],
    methods: [
      {
        name: 'start',
        body: `set:score(0);\nset:left(${seconds});\nset:mole(@nextHole(-1));\nset:playing(true);`,
      },
      {
        name: 'whack',
        params: 'hole: number',
        body: '// Only the hole the mole is in scores, and only while the round runs.\nif (!$playing || hole !== $mole) return;\nupdate:score((score) => score + 1);\nset:mole(@nextHole(hole));',
      },
    ],
    effects: [
      {
        // Every second of the round: a second less, and the mole moves on.
        angular:
          'effect((onCleanup) => {\n  if (!this.playing()) return;\n  const timer = setInterval(() => {\n    this.left.update((left) => Math.max(0, left - 1));\n    this.mole.update((mole) => this.nextHole(mole));\n  }, 1000);\n  onCleanup(() => clearInterval(timer));\n});',
        react:
          'if (!playing) return;\nconst timer = setInterval(() => {\n  setLeft((left) => Math.max(0, left - 1));\n  setMole((mole) => nextHole(mole));\n}, 1000);\nreturn () => clearInterval(timer);',
        reactDeps: ['playing'],
      },
      {
        // The round ends when its time is up: the mole goes down.
        angular:
          'effect(() => {\n  if (this.playing() && this.left() === 0) {\n    this.playing.set(false);\n    this.mole.set(-1);\n  }\n});',
        react: 'if (playing && left === 0) {\n  setPlaying(false);\n  setMole(-1);\n}',
        reactDeps: ['playing', 'left'],
      },
    ],
    view: [
      h(
        'section.',
        { 'aria-label': model.title || 'Whack-a-mole' },
        h('h2.title', {}, title(ctx, 'Whack-a-mole')),
        h('p.stats', {}, 'Score: ', interp('$score'), ' · Time left: ', interp("$left + 's'")),
        h(
          'div.grid',
          { role: 'group', 'aria-label': 'Holes' },
          each('hole', '@holes', 'hole', [
            h(
              'button.hole',
              {
                type: 'button',
                '[class.hole--up]': 'hole === $mole',
                '[aria-label]': "hole === $mole ? 'Mole! Hit it' : 'Hole ' + (hole + 1)",
                '[disabled]': '!$playing',
                '(click)': 'whack(hole)',
              },
              interp("hole === $mole ? '🐹' : ''"),
            ),
          ]),
        ),
        h(
          'p.status',
          { role: 'status' },
          when('$over', ['Time’s up! Game over — you scored ', interp('$score'), '.']),
        ),
        h(
          'button.button',
          { type: 'button', '(click)': 'start()' },
          interp("$playing ? 'Restart' : 'Start'"),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button']),
        { el: '', decls: { 'max-width': '22rem', display: 'grid', gap: '0.75rem' } },
        { el: 'title', decls: { margin: '0', 'font-size': '1.25rem' } },
        {
          el: 'stats',
          decls: { margin: '0', color: t('text-muted'), 'font-variant-numeric': 'tabular-nums' },
        },
        {
          el: 'grid',
          decls: { display: 'grid', 'grid-template-columns': 'repeat(3, 1fr)', gap: '0.5rem' },
        },
        {
          el: 'hole',
          decls: {
            'aspect-ratio': '1',
            border: `1px solid ${t('border')}`,
            'border-radius': '50%',
            background: t('surface-muted'),
            color: t('text'),
            'font-size': '2rem',
            cursor: 'pointer',
          },
        },
        { el: 'hole', state: ':disabled', decls: { cursor: 'default' } },
        { el: 'hole--up', decls: { background: t('surface'), 'border-color': t('primary') } },
        { el: 'hole', state: ':focus-visible', decls: focusRing(t) },
        { el: 'status', decls: { margin: '0', 'min-height': '1.5em', 'font-weight': '700' } },
      ],
    },
  });
}
