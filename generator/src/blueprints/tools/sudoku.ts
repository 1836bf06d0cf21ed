import type { Blueprint, BuildContext } from '../../blueprint';
import { each, h, interp } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';
import { restartLabel, title } from './parts';

/**
 * The puzzles, row by row, a dot for an empty square. Each has exactly one solution (35 givens),
 * so the board a person fills without conflict is that solution.
 */
const PUZZLES = [
  '..8.5....93.4....557...2.41253...7.6..752349...4..735.......9....524....42.8...63',
  '...4.28...72..1..9.6.5...2..2...57...3...8..19...3.682357...19.2.6.89..5.8...7.64',
  '2.4...68.....674...8.....9.9.7428....1..79.4.8..13.76...9286....35.918266........',
];

/** A puzzle's squares as the board starts: its givens, and empty strings to fill. */
const START = `function start(puzzle: number): string[] {
  return PUZZLES[puzzle]!.split('').map((square) => (square === '.' ? '' : square));
}`;

/** Which squares repeat a digit of another square in their row, column or 3 × 3 box. */
const CONFLICTS = `function conflictsOf(squares: string[]): boolean[] {
  return squares.map((digit, i) => {
    if (!digit) return false;
    const row = Math.floor(i / 9);
    const column = i % 9;
    const box = Math.floor(row / 3) * 3 + Math.floor(column / 3);
    return squares.some((other, j) => {
      if (j === i || other !== digit) return false;
      const otherRow = Math.floor(j / 9);
      const otherColumn = j % 9;
      return otherRow === row || otherColumn === column || Math.floor(otherRow / 3) * 3 + Math.floor(otherColumn / 3) === box;
    });
  });
}`;

/** Arrow keys move between squares: the square a key reaches from square `i`, or -1. */
const STEP = `function stepFrom(i: number, key: string): number {
  const column = i % 9;
  if (key === 'ArrowLeft') return column > 0 ? i - 1 : -1;
  if (key === 'ArrowRight') return column < 8 ? i + 1 : -1;
  if (key === 'ArrowUp') return i >= 9 ? i - 9 : -1;
  if (key === 'ArrowDown') return i < 72 ? i + 9 : -1;
  return -1;
}`;

/**
 * Sudoku: a 9 × 9 board of digits 1–9 with its givens fixed. A digit that repeats another in its
 * row, column or box is marked as a conflict (both squares), live; the board filled with no
 * conflict is solved. Arrow keys move between squares; Clear empties what was entered and New
 * game moves to the next board.
 */
export function sudoku(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  // Templates reach no globals such as Math: the row is worked out with arithmetic alone.
  const row = '((i - (i % 9)) / 9 + 1)';
  return blueprint({
    types: [
      `const PUZZLES = ${JSON.stringify(PUZZLES, null, 2).replaceAll('"', "'")};`,
      START,
      CONFLICTS,
      STEP,
    ],
    state: [
      { name: 'puzzle', type: 'number', initial: '0' },
      { name: 'squares', type: 'string[]', initial: 'start(0)' },
    ],
    computed: [
      { name: 'givens', expr: 'PUZZLES[$puzzle]!' },
      { name: 'conflicts', expr: 'conflictsOf($squares)' },
      { name: 'conflictCount', expr: '$conflicts.filter((conflict) => conflict).length' },
      {
        name: 'message',
        expr: "$conflictCount > 0 ? $conflictCount + ' squares conflict: a digit repeats in a row, column or box.' : $squares.every((square) => square !== '') ? 'Solved! Every row, column and box holds 1 to 9.' : $squares.filter((square) => square === '').length + ' squares left to fill.'",
      },
    ],
    methods: [
      {
        name: 'enter',
        params: 'i: number, event: Event',
        body: [
          'const field = event.target as HTMLInputElement;',
          "const digit = field.value.replace(/[^1-9]/g, '').slice(-1);",
          'field.value = digit;',
          'set:squares($squares.map((square, n) => (n === i ? digit : square)));',
        ].join('\n'),
      },
      {
        name: 'move',
        params: 'i: number, event: KeyboardEvent',
        body: [
          'const to = stepFrom(i, event.key);',
          'if (to < 0) return;',
          'event.preventDefault();',
          'const board = (event.target as HTMLElement).closest(\'[role="group"]\');',
          "board?.querySelectorAll<HTMLInputElement>('input')[to]?.focus();",
        ].join('\n'),
      },
      { name: 'clear', body: 'set:squares(start($puzzle));' },
      {
        name: 'newPuzzle',
        body: 'const next = ($puzzle + 1) % PUZZLES.length;\nset:puzzle(next);\nset:squares(start(next));',
      },
    ],
    view: [
      h(
        'section.',
        { 'aria-label': model.title || 'Sudoku' },
        h('h2.title', {}, title(ctx, 'Sudoku')),
        h('p.status', { role: 'status' }, interp('$message')),
        h(
          'div.board',
          { role: 'group', 'aria-label': 'Sudoku board' },
          each(
            'square',
            '$squares',
            'i',
            [
              h('input.square', {
                type: 'text',
                inputmode: 'numeric',
                maxlength: 1,
                autocomplete: 'off',
                '[value]': 'square',
                '[readonly]': "$givens.charAt(i) !== '.'",
                '[class.square--given]': "$givens.charAt(i) !== '.'",
                '[class.square--conflict]': '$conflicts[i]',
                '[class.square--box-end]': 'i % 3 === 2 && i % 9 !== 8',
                '[class.square--band-end]': '(i >= 18 && i < 27) || (i >= 45 && i < 54)',
                '[aria-invalid]': '$conflicts[i]',
                '[aria-label]': `'Row ' + ${row} + ', column ' + ((i % 9) + 1) + ($givens.charAt(i) !== '.' ? ', given' : '') + ($conflicts[i] ? ', conflict' : '')`,
                '(input)': 'enter(i, event)',
                '(keydown)': 'move(i, event)',
              }),
            ],
            { index: 'i' },
          ),
        ),
        h(
          'div.actions',
          {},
          h('button.button.button--secondary', { type: 'button', '(click)': 'clear()' }, 'Clear'),
          h('button.button', { type: 'button', '(click)': 'newPuzzle()' }, restartLabel(ctx)),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button']),
        { el: '', decls: { 'max-width': '28rem', display: 'grid', gap: '0.75rem' } },
        { el: 'title', decls: { margin: '0', 'font-size': '1.25rem' } },
        { el: 'status', decls: { margin: '0', 'font-weight': '600' } },
        {
          el: 'board',
          decls: {
            display: 'grid',
            'grid-template-columns': 'repeat(9, minmax(0, 1fr))',
            border: `2px solid ${t('text')}`,
          },
        },
        {
          el: 'square',
          decls: {
            'aspect-ratio': '1',
            'min-width': '0',
            padding: '0',
            border: `1px solid ${t('border')}`,
            background: t('surface'),
            color: t('primary'),
            'text-align': 'center',
            font: 'inherit',
            'font-size': '1.125rem',
            'font-weight': '600',
          },
        },
        { el: 'square--given', decls: { background: t('surface-muted'), color: t('text') } },
        { el: 'square--box-end', decls: { 'border-right': `2px solid ${t('text')}` } },
        { el: 'square--band-end', decls: { 'border-bottom': `2px solid ${t('text')}` } },
        {
          el: 'square--conflict',
          decls: { background: t('danger'), color: t('on-danger') },
        },
        { el: 'square', state: ':focus-visible', decls: { ...focusRing(t), 'z-index': '1' } },
        { el: 'actions', decls: { display: 'flex', gap: '0.5rem' } },
      ],
    },
  });
}
