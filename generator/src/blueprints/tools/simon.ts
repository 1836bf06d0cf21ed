import type { Blueprint, BuildContext } from '../../blueprint';
import { each, h, interp } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';
import { title } from './parts';

/** The four pads, each with the colour it lights in. */
const PADS = [
  ['Green', '#16a34a'],
  ['Red', '#dc2626'],
  ['Yellow', '#ca8a04'],
  ['Blue', '#2563eb'],
] as const;

/** How long a pad stays lit while the sequence is shown, and the pause after it, in ms. */
const FLASH_MS = 500;

/**
 * Simon: the sequence grows by one random pad each round; it is shown pad by pad, then the player
 * repeats it. A wrong pad ends the game at the level reached.
 */
export function simonGame(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  return blueprint({
    types: ["export type SimonStatus = 'idle' | 'watch' | 'play' | 'over';"],
    constants: [
      {
        name: 'pads',
        type: 'readonly string[]',
        value: `[${PADS.map(([name]) => `'${name}'`).join(', ')}]`,
      },
      {
        name: 'randomPad',
        type: '() => number',
        value: '(): number => Math.floor(Math.random() * 4)',
      },
    ],
    state: [
      { name: 'sequence', type: 'number[]', initial: '[]' },
      { name: 'step', type: 'number', initial: '0' },
      { name: 'lit', type: 'number', initial: '-1' },
      { name: 'status', type: 'SimonStatus', initial: "'idle'" },
    ],
    computed: [
      {
        name: 'message',
        expr: "$status === 'idle' ? 'Press Start to play' : $status === 'watch' ? 'Watch the sequence…' : $status === 'play' ? 'Your turn: repeat it' : 'Game over! You reached level ' + $sequence.length",
      },
    ],
    methods: [
      {
        name: 'start',
        body: "set:sequence([@randomPad()]);\nset:step(0);\nset:status('watch');",
      },
      {
        name: 'press',
        params: 'pad: number',
        body: [
          "if ($status !== 'play') return;",
          'if (pad !== $sequence[$step]) {',
          "  set:status('over');",
          '  return;',
          '}',
          'if ($step + 1 < $sequence.length) {',
          '  set:step($step + 1);',
          '  return;',
          '}',
          '// The whole sequence repeated: one pad more, shown again.',
          'set:sequence([...$sequence, @randomPad()]);',
          'set:step(0);',
          "set:status('watch');",
        ].join('\n'),
      },
    ],
    effects: [
      {
        // While the sequence is shown, each pad lights for a moment, then it is the player's turn.
        angular: `effect((onCleanup) => {\n  if (this.status() !== 'watch') return;\n  const sequence = this.sequence();\n  let tick = 0;\n  const timer = setInterval(() => {\n    if (tick >= sequence.length * 2) {\n      clearInterval(timer);\n      this.lit.set(-1);\n      this.status.set('play');\n      return;\n    }\n    this.lit.set(tick % 2 === 0 ? sequence[tick / 2]! : -1);\n    tick += 1;\n  }, ${FLASH_MS});\n  onCleanup(() => clearInterval(timer));\n});`,
        react: `if (status !== 'watch') return;\nlet tick = 0;\nconst timer = setInterval(() => {\n  if (tick >= sequence.length * 2) {\n    clearInterval(timer);\n    setLit(-1);\n    setStatus('play');\n    return;\n  }\n  setLit(tick % 2 === 0 ? sequence[tick / 2]! : -1);\n  tick += 1;\n}, ${FLASH_MS});\nreturn () => clearInterval(timer);`,
        reactDeps: ['status', 'sequence'],
      },
    ],
    view: [
      h(
        'section.',
        { 'aria-label': model.title || 'Simon' },
        h('h2.title', {}, title(ctx, 'Simon')),
        h('p.level', {}, 'Level ', interp('$sequence.length')),
        h('p.message', { role: 'status' }, interp('$message')),
        h(
          'div.pads',
          { role: 'group', 'aria-label': 'Pads' },
          each(
            'pad',
            '@pads',
            'pad',
            [
              h('button.pad', {
                type: 'button',
                '[class.pad--lit]': '$lit === index',
                '[style.background-color]': `[${PADS.map(([, colour]) => `'${colour}'`).join(', ')}][index]`,
                '[aria-label]': "pad + ($lit === index ? ' (lit)' : '')",
                '[disabled]': "$status !== 'play'",
                '(click)': 'press(index)',
              }),
            ],
            { index: 'index' },
          ),
        ),
        h(
          'button.button',
          { type: 'button', '(click)': 'start()' },
          interp("$status === 'idle' ? 'Start' : 'Restart'"),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button']),
        { el: '', decls: { 'max-width': '20rem', display: 'grid', gap: '0.75rem' } },
        { el: 'title', decls: { margin: '0', 'font-size': '1.25rem' } },
        { el: 'level', decls: { margin: '0', 'font-weight': '700' } },
        { el: 'message', decls: { margin: '0', color: t('text-muted'), 'min-height': '1.5em' } },
        {
          el: 'pads',
          decls: { display: 'grid', 'grid-template-columns': 'repeat(2, 1fr)', gap: '0.5rem' },
        },
        {
          el: 'pad',
          decls: {
            'aspect-ratio': '1',
            border: '0',
            'border-radius': t('radius'),
            opacity: '0.55',
            cursor: 'pointer',
          },
        },
        { el: 'pad', state: ':disabled', decls: { cursor: 'default' } },
        { el: 'pad--lit', decls: { opacity: '1', 'box-shadow': `0 0 0 4px ${t('focus')}` } },
        { el: 'pad', state: ':focus-visible', decls: focusRing(t) },
      ],
    },
  });
}
