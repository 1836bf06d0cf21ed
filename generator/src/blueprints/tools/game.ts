import type { Blueprint, BuildContext } from '../../blueprint';
import { tsString } from '../../text';
import { each, h, interp, when } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';
import { guessNumber } from './guess-number';
import { memoryGame } from './memory';
import { minesweeper } from './minesweeper';
import { simonGame } from './simon';
import { sudoku } from './sudoku';
import { whackAMole } from './whack-a-mole';
import { fieldRules, restartLabel, title } from './parts';

/** Three in a row on a 3 × 3 board: the rows, the columns and the two diagonals. */
const LINES =
  '[\n  [0, 1, 2], [3, 4, 5], [6, 7, 8],\n  [0, 3, 6], [1, 4, 7], [2, 5, 8],\n  [0, 4, 8], [2, 4, 6],\n]';

/** Two players take turns on a 3 × 3 board; three in a row wins, a full board is a draw. */
function ticTacToe(ctx: BuildContext): Blueprint {
  const { t } = ctx;
  // The status in the description's own words ("Winner: X", "Next: X", "Draw"), else Kiln's.
  const named = ctx.model.behaviour?.labels ?? {};
  const said = (template: string, player: string) =>
    template
      .split('{player}')
      .map((part) => tsString(part))
      .join(` + ${player} + `);
  const win = named.win ? said(named.win, '$winner') : '`Player ${$winner} wins!`';
  const turn = named.turn ? said(named.turn, '$player') : '`Player ${$player}’s turn`';
  const draw = named.draw ? tsString(named.draw) : "'It’s a draw!'";
  return blueprint({
    usesId: true,
    constants: [{ name: 'lines', type: 'number[][]', value: LINES }],
    state: [
      { name: 'board', type: 'string[]', initial: "Array<string>(9).fill('')" },
      {
        name: 'wins',
        type: '{ X: number; O: number; draw: number }',
        initial: '{ X: 0, O: 0, draw: 0 }',
      },
    ],
    computed: [
      { name: 'player', expr: "$board.filter(Boolean).length % 2 === 0 ? 'X' : 'O'" },
      {
        name: 'winner',
        expr: "@lines\n    .map(([a, b, c]) => ($board[a] && $board[a] === $board[b] && $board[a] === $board[c] ? $board[a] : ''))\n    .find(Boolean) ?? ''",
      },
      { name: 'draw', expr: '!$winner && $board.every(Boolean)' },
      {
        name: 'status',
        expr: `$winner ? ${win} : $draw ? ${draw} : ${turn}`,
      },
    ],
    methods: [
      {
        name: 'play',
        params: 'square: number',
        body: [
          '// A taken square or a finished game ignores the click.',
          'if ($board[square] || $winner || $draw) return;',
          'const mark = $player;',
          'const next = $board.map((value, i) => (i === square ? mark : value));',
          'set:board(next);',
          'const won = @lines.some(([a, b, c]) => next[a] === mark && next[b] === mark && next[c] === mark);',
          "if (won) update:wins((wins) => (mark === 'X' ? { ...wins, X: wins.X + 1 } : { ...wins, O: wins.O + 1 }));",
          'else if (next.every(Boolean)) update:wins((wins) => ({ ...wins, draw: wins.draw + 1 }));',
        ].join('\n'),
      },
      { name: 'reset', body: "set:board(Array<string>(9).fill(''));" },
    ],
    view: [
      h(
        'section.',
        { '[aria-labelledby]': "@uid + '-title'" },
        h('h2.title', { '[id]': "@uid + '-title'" }, title(ctx, 'Tic-tac-toe')),
        h('p.status', { role: 'status' }, interp('$status')),
        h(
          'div.board',
          { role: 'group', 'aria-label': 'Board' },
          each(
            'cell',
            '$board',
            'square',
            [
              h(
                'button.square',
                {
                  type: 'button',
                  '[aria-label]': "'Square ' + (square + 1) + (cell ? ', ' + cell : '')",
                  '[disabled]': '!!cell || !!$winner',
                  '(click)': 'play(square)',
                },
                interp('cell'),
              ),
            ],
            { index: 'square' },
          ),
        ),
        h(
          'p.score',
          {},
          'X: ',
          interp('$wins.X'),
          ' · O: ',
          interp('$wins.O'),
          ' · Draws: ',
          interp('$wins.draw'),
        ),
        h('button.button', { type: 'button', '(click)': 'reset()' }, restartLabel(ctx)),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button']),
        ...fieldRules(t),
        { el: '', decls: { 'max-width': '22rem', display: 'grid', gap: '0.75rem' } },
        { el: 'status', decls: { margin: '0', 'font-weight': '600' } },
        {
          el: 'board',
          decls: { display: 'grid', 'grid-template-columns': 'repeat(3, 1fr)', gap: '0.375rem' },
        },
        {
          el: 'square',
          decls: {
            'aspect-ratio': '1',
            'font-size': '2rem',
            'font-weight': '700',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: 'inherit',
            cursor: 'pointer',
          },
        },
        { el: 'square', state: ':disabled', decls: { cursor: 'default' } },
        { el: 'square', state: ':focus-visible', decls: focusRing(t) },
        { el: 'score', decls: { margin: '0', color: t('text-muted'), 'font-size': '0.875rem' } },
      ],
    },
  });
}

const MOVES = "['Rock', 'Paper', 'Scissors']";

/** One round per click against a random pick: rock beats scissors, scissors paper, paper rock. */
function rockPaperScissors(ctx: BuildContext): Blueprint {
  const { t } = ctx;
  return blueprint({
    constants: [{ name: 'moves', type: 'string[]', value: MOVES }],
    state: [
      { name: 'mine', type: 'string', initial: "''" },
      { name: 'theirs', type: 'string', initial: "''" },
      { name: 'outcome', type: 'string', initial: "''" },
      {
        name: 'score',
        type: '{ you: number; computer: number }',
        initial: '{ you: 0, computer: 0 }',
      },
    ],
    methods: [
      {
        name: 'play',
        params: 'move: string',
        body: [
          'const pick = @moves[Math.floor(Math.random() * @moves.length)] ?? @moves[0]!;',
          '// Each move beats the one before it in the list: paper > rock, scissors > paper, rock > scissors.',
          'const diff = (@moves.indexOf(move) - @moves.indexOf(pick) + 3) % 3;',
          'set:mine(move);',
          'set:theirs(pick);',
          "set:outcome(diff === 0 ? 'It’s a draw (a tie).' : diff === 1 ? 'You win!' : 'You lose!');",
          'if (diff === 1) update:score((s) => ({ ...s, you: s.you + 1 }));',
          'if (diff === 2) update:score((s) => ({ ...s, computer: s.computer + 1 }));',
        ].join('\n'),
      },
      {
        name: 'reset',
        body: "set:mine('');\nset:theirs('');\nset:outcome('');\nset:score({ you: 0, computer: 0 });",
      },
    ],
    view: [
      h(
        'section.',
        { 'aria-label': title(ctx, 'Rock, paper, scissors') },
        h('h2.title', {}, title(ctx, 'Rock, paper, scissors')),
        h(
          'div.moves',
          { role: 'group', 'aria-label': 'Your move' },
          each(
            'move',
            '@moves',
            'move',
            [h('button.button', { type: 'button', '(click)': 'play(move)' }, interp('move'))],
            {},
          ),
        ),
        h(
          'div.result',
          { role: 'status' },
          when("$mine !== ''", [
            h(
              'p.line',
              {},
              'You chose ',
              interp('$mine'),
              '. Computer chose ',
              interp('$theirs'),
              '.',
            ),
            h('p.outcome', {}, interp('$outcome')),
          ]),
        ),
        h('p.score', {}, 'You: ', interp('$score.you'), ' · Computer: ', interp('$score.computer')),
        h('button.reset', { type: 'button', '(click)': 'reset()' }, 'Reset score'),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button']),
        ...fieldRules(t),
        { el: '', decls: { 'max-width': '26rem', display: 'grid', gap: '0.75rem' } },
        { el: 'moves', decls: { display: 'flex', gap: '0.5rem', 'flex-wrap': 'wrap' } },
        { el: 'line', decls: { margin: '0' } },
        { el: 'outcome', decls: { margin: '0.25rem 0 0', 'font-weight': '700' } },
        { el: 'score', decls: { margin: '0', color: t('text-muted') } },
        {
          el: 'reset',
          decls: {
            'justify-self': 'start',
            background: 'transparent',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            padding: '0.375rem 0.75rem',
            color: 'inherit',
            font: 'inherit',
            cursor: 'pointer',
          },
        },
        { el: 'reset', state: ':focus-visible', decls: focusRing(t) },
      ],
    },
  });
}

/** Small games: which one comes from the model's behaviour. */
export function gameBlueprint(ctx: BuildContext): Blueprint {
  const game = ctx.model.behaviour?.game ?? 'tic-tac-toe';
  if (game === 'guess-number') return guessNumber(ctx);
  if (game === 'rock-paper-scissors') return rockPaperScissors(ctx);
  if (game === 'memory') return memoryGame(ctx);
  if (game === 'whack-a-mole') return whackAMole(ctx);
  if (game === 'simon') return simonGame(ctx);
  if (game === 'minesweeper') return minesweeper(ctx);
  if (game === 'sudoku') return sudoku(ctx);
  return ticTacToe(ctx);
}
