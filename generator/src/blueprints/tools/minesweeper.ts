import type { Blueprint, BuildContext } from '../../blueprint';
import { each, h, interp } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';
import { restartLabel, title } from './parts';

/** The board a description names ("8x8 with 10 mines"), else the beginner's 8 × 8 with 10. */
const SIDE = 8;
const MINES = 10;

/** The squares around square `i` of a `side` × `side` board, edges excluded. */
const NEIGHBOURS = `function neighbours(i: number, side: number): number[] {
  const row = Math.floor(i / side);
  const column = i % side;
  const around: number[] = [];
  for (let r = row - 1; r <= row + 1; r += 1)
    for (let c = column - 1; c <= column + 1; c += 1)
      if ((r !== row || c !== column) && r >= 0 && r < side && c >= 0 && c < side) around.push(r * side + c);
  return around;
}`;

/** A fresh board of closed squares; the mines are laid at the first click, never under it. */
const BLANK = (size: number) =>
  `function blank(): Square[] {\n  return Array.from({ length: ${size} }, () => ({ mine: false, open: false, flag: false, near: 0 }));\n}`;

/** Mines laid at random away from the first square opened, each square counting those around it. */
const LAY = (side: number, mines: number) => `function layMines(safe: number): Square[] {
  const squares = blank();
  let laid = 0;
  while (laid < ${mines}) {
    const at = Math.floor(Math.random() * ${side * side});
    if (at === safe || squares[at]!.mine) continue;
    squares[at]!.mine = true;
    laid += 1;
  }
  return squares.map((square, i) => ({
    ...square,
    near: neighbours(i, ${side}).filter((n) => squares[n]!.mine).length,
  }));
}`;

/** Opens square `from`, and every square around an opened square with no mine near (flood fill). */
const OPEN_FROM = (side: number) => `function openFrom(squares: Square[], from: number): Square[] {
  const next = squares.map((square) => ({ ...square }));
  const queue = [from];
  while (queue.length) {
    const i = queue.pop()!;
    const square = next[i]!;
    if (square.open || square.flag) continue;
    square.open = true;
    if (!square.mine && square.near === 0) queue.push(...neighbours(i, ${side}));
  }
  return next;
}`;

/**
 * Minesweeper: open squares, each telling how many mines are around it; an empty one opens its
 * neighbours. Right-click, or Flag mode, marks a square. Opening a mine loses; opening every other
 * square wins. The first square opened is never a mine.
 */
export function minesweeper(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const side = Math.min(Math.max(model.behaviour?.board?.side ?? SIDE, 4), 16);
  const mines = Math.min(Math.max(model.behaviour?.board?.mines ?? MINES, 1), side * side - 1);
  // Templates reach no globals such as Math: the row is worked out with arithmetic alone.
  const cell = (what: string) =>
    `'Row ' + ((i - (i % ${side})) / ${side} + 1) + ', column ' + ((i % ${side}) + 1) + ${what}`;
  return blueprint({
    types: [
      'export interface Square {\n  mine: boolean;\n  open: boolean;\n  flag: boolean;\n  near: number;\n}',
      "export type SweeperStatus = 'ready' | 'playing' | 'lost' | 'won';",
      // The board's rules, as functions of the module both frameworks share.
      NEIGHBOURS,
      BLANK(side * side),
      LAY(side, mines),
      OPEN_FROM(side),
    ],
    state: [
      { name: 'squares', type: 'Square[]', initial: 'blank()' },
      { name: 'status', type: 'SweeperStatus', initial: "'ready'" },
      { name: 'flagging', type: 'boolean', initial: 'false' },
    ],
    computed: [
      { name: 'minesLeft', expr: `${mines} - $squares.filter((square) => square.flag).length` },
      {
        name: 'message',
        expr: "$status === 'lost' ? 'You hit a mine. Game over!' : $status === 'won' ? 'You cleared the board. You win!' : 'Mines left: ' + $minesLeft",
      },
    ],
    methods: [
      {
        name: 'choose',
        params: 'i: number',
        body: [
          "if ($status === 'lost' || $status === 'won') return;",
          'if ($flagging) {',
          '  @toggleFlag(i);',
          '  return;',
          '}',
          'const square = $squares[i]!;',
          'if (square.open || square.flag) return;',
          "const laid = $status === 'ready' ? layMines(i) : $squares;",
          'if (laid[i]!.mine) {',
          '  // A mine: every mine is shown and the game is over.',
          '  set:squares(laid.map((s) => (s.mine ? { ...s, open: true } : s)));',
          "  set:status('lost');",
          '  return;',
          '}',
          'const next = openFrom(laid, i);',
          'set:squares(next);',
          "set:status(next.every((s) => s.mine || s.open) ? 'won' : 'playing');",
        ].join('\n'),
      },
      {
        name: 'toggleFlag',
        params: 'i: number',
        body: "if ($status === 'lost' || $status === 'won' || $squares[i]!.open) return;\nset:squares($squares.map((s, n) => (n === i ? { ...s, flag: !s.flag } : s)));",
      },
      {
        name: 'flagAt',
        params: 'event: MouseEvent, i: number',
        body: 'event.preventDefault();\n@toggleFlag(i);',
      },
      {
        name: 'restart',
        body: "set:squares(blank());\nset:status('ready');\nset:flagging(false);",
      },
    ],
    view: [
      h(
        'section.',
        { 'aria-label': model.title || 'Minesweeper' },
        h('h2.title', {}, title(ctx, 'Minesweeper')),
        h('p.status', { role: 'status' }, interp('$message')),
        h(
          'div.board',
          { role: 'group', 'aria-label': 'Board' },
          each(
            'square',
            '$squares',
            'i',
            [
              h(
                'button.square',
                {
                  type: 'button',
                  '[class.square--open]': 'square.open',
                  '[class.square--mine]': 'square.open && square.mine',
                  '[aria-label]': cell(
                    "(square.open ? (square.mine ? ', mine' : ', open, ' + square.near + ' mines near') : square.flag ? ', flagged' : ', hidden')",
                  ),
                  '(click)': 'choose(i)',
                  '(contextmenu)': 'flagAt(event, i)',
                },
                interp(
                  "square.open ? (square.mine ? '💣' : square.near || '') : square.flag ? '🚩' : ''",
                ),
              ),
            ],
            { index: 'i' },
          ),
        ),
        h(
          'div.actions',
          {},
          h(
            'button.button.button--secondary',
            {
              type: 'button',
              '[aria-pressed]': '$flagging',
              '(click)': 'set:flagging(!$flagging)',
            },
            'Flag mode',
          ),
          h('button.button', { type: 'button', '(click)': 'restart()' }, restartLabel(ctx)),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button']),
        { el: '', decls: { 'max-width': '24rem', display: 'grid', gap: '0.75rem' } },
        { el: 'title', decls: { margin: '0', 'font-size': '1.25rem' } },
        { el: 'status', decls: { margin: '0', 'font-weight': '600' } },
        {
          el: 'board',
          decls: {
            display: 'grid',
            'grid-template-columns': `repeat(${side}, minmax(0, 1fr))`,
            gap: '2px',
          },
        },
        {
          el: 'square',
          decls: {
            'aspect-ratio': '1',
            'min-width': '0',
            padding: '0',
            border: `1px solid ${t('border')}`,
            background: t('surface-muted'),
            color: t('text'),
            'font-weight': '700',
            cursor: 'pointer',
          },
        },
        { el: 'square--open', decls: { background: t('surface'), cursor: 'default' } },
        { el: 'square--mine', decls: { background: t('danger'), color: t('on-danger') } },
        { el: 'square', state: ':focus-visible', decls: focusRing(t) },
        { el: 'actions', decls: { display: 'flex', gap: '0.5rem' } },
        {
          el: 'button',
          state: '[aria-pressed="true"]',
          decls: { 'box-shadow': `inset 0 0 0 2px ${t('primary')}` },
        },
      ],
    },
  });
}
