import type { Blueprint, BuildContext } from '../../blueprint';
import { tsString } from '../../text';
import { each, h, interp, when } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';
import { countExpr } from '../count-text';
import { restartLabel } from './parts';

/** The faces of the pairs when the description names none. */
const FACES = ['🍎', '🍋', '🍇', '🍒', '🥝', '🍑'];

/** The deck dealt face down, each face twice, shuffled (Fisher–Yates) on every new game. */
function dealer(faces: string[]): string {
  return [
    '(): MemoryCard[] => {',
    `  const faces = [${faces.map(tsString).join(', ')}];`,
    '  const deck = [...faces, ...faces];',
    '  for (let i = deck.length - 1; i > 0; i -= 1) {',
    '    const j = Math.floor(Math.random() * (i + 1));',
    '    [deck[i], deck[j]] = [deck[j]!, deck[i]!];',
    '  }',
    '  return deck.map((face, id) => ({ id, face, matched: false }));',
    '}',
  ].join('\n');
}

/**
 * Memory pairs: flip two cards; a pair stays face up, two that differ turn back on the next click.
 * Every second card turned is a move; finding every pair wins.
 */
export function memoryGame(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const faces = model.items.length >= 2 ? model.items.slice(0, 8) : FACES;
  const wording = model.countWording?.subject === 'moves' ? model.countWording : undefined;
  const moves = wording ? countExpr(wording, '$moves') : "'Moves: ' + $moves";
  const shown = '(card.matched || $open.includes(card.id))';
  return blueprint({
    types: [
      'export interface MemoryCard {\n  id: number;\n  face: string;\n  matched: boolean;\n}',
    ],
    constants: [{ name: 'deal', type: '() => MemoryCard[]', value: dealer(faces) }],
    state: [
      { name: 'cards', type: 'MemoryCard[]', initial: '@deal()' },
      { name: 'open', type: 'number[]', initial: '[]' },
      { name: 'moves', type: 'number', initial: '0' },
    ],
    computed: [
      { name: 'won', expr: '$cards.every((card) => card.matched)' },
      { name: 'movesText', expr: moves },
    ],
    methods: [
      {
        name: 'flip',
        params: 'card: MemoryCard',
        body: [
          'if (card.matched || $open.includes(card.id)) return;',
          '// Two cards that differ stay face up until the next click turns them back.',
          'const next = [...($open.length === 2 ? [] : $open), card.id];',
          'set:open(next);',
          'if (next.length < 2) return;',
          'update:moves((count) => count + 1);',
          'const [first, second] = next.map((id) => $cards.find((c) => c.id === id));',
          'if (first && second && first.face === second.face) {',
          '  update:cards((cards) => cards.map((c) => (next.includes(c.id) ? { ...c, matched: true } : c)));',
          '  set:open([]);',
          '}',
        ].join('\n'),
      },
      { name: 'restart', body: 'set:cards(@deal());\nset:open([]);\nset:moves(0);' },
    ],
    view: [
      h(
        'section.',
        { 'aria-label': model.title || 'Memory game' },
        h('h2.title', {}, model.title || 'Memory'),
        h('p.moves', { 'aria-live': 'polite' }, interp('$movesText')),
        h(
          'div.grid',
          { role: 'group', 'aria-label': 'Cards' },
          each(
            'card',
            '$cards',
            'card.id',
            [
              h(
                'button.card',
                {
                  type: 'button',
                  '[aria-label]': `'Card ' + (i + 1) + ': ' + (${shown} ? card.face : 'face down')`,
                  '[disabled]': 'card.matched',
                  '(click)': 'flip(card)',
                },
                interp(`${shown} ? card.face : '?'`),
              ),
            ],
            { index: 'i' },
          ),
        ),
        h(
          'p.status',
          { role: 'status' },
          when('$won', ['You found every pair in ', interp('$moves'), ' moves!']),
        ),
        h('button.restart', { type: 'button', '(click)': 'restart()' }, restartLabel(ctx)),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface']),
        { el: '', decls: { 'max-width': '22rem', display: 'grid', gap: '0.75rem' } },
        { el: 'title', decls: { margin: '0', 'font-size': '1.25rem' } },
        { el: 'moves', decls: { margin: '0', color: t('text-muted') } },
        {
          el: 'grid',
          decls: { display: 'grid', 'grid-template-columns': 'repeat(4, 1fr)', gap: '0.5rem' },
        },
        {
          el: 'card',
          decls: {
            'aspect-ratio': '1',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface-muted'),
            color: t('text'),
            'font-size': '1.5rem',
            cursor: 'pointer',
          },
        },
        { el: 'card', state: ':disabled', decls: { cursor: 'default', opacity: '0.75' } },
        { el: 'card', state: ':focus-visible', decls: focusRing(t) },
        { el: 'status', decls: { margin: '0', 'min-height': '1.5em', 'font-weight': '700' } },
        {
          el: 'restart',
          decls: {
            'justify-self': 'start',
            padding: '0.5rem 1rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: t('text'),
            font: 'inherit',
            cursor: 'pointer',
          },
        },
        { el: 'restart', state: ':focus-visible', decls: focusRing(t) },
      ],
    },
  });
}
