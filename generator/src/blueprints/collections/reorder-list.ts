import type { Blueprint, BuildContext } from '../../blueprint';
import { tsString } from '../../text';
import { each, h, interp } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';

const SAMPLES = ['Write the brief', 'Review the designs', 'Ship the release', 'Share the news'];

/**
 * A move button's accessible name: the one the description states for every item ("aria-labels
 * 'Move up' and 'Move down'"), else one naming the item it moves ("Move Python up").
 */
function moveName(way: 'up' | 'down', stated: string | undefined): Record<string, string> {
  return stated !== undefined
    ? { 'aria-label': stated }
    : { '[aria-label]': `'Move ' + item + ' ${way}'` };
}

/**
 * A list the person puts in order: drag an item onto another's place, or use its move up / move
 * down buttons (the keyboard way, also Alt+Arrow keys on an item); each move is announced.
 */
export function reorderListBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const items = model.items.length >= 2 ? model.items : SAMPLES;
  const named = model.behaviour?.labels ?? {};
  const button = {
    width: '2rem',
    height: '2rem',
    border: `1px solid ${t('border')}`,
    'border-radius': t('radius-sm'),
    background: t('surface'),
    color: t('text'),
    cursor: 'pointer',
  };
  return blueprint({
    outputs: [{ name: 'orderChange', type: 'string[]' }],
    state: [
      { name: 'items', type: 'string[]', initial: `[${items.map(tsString).join(', ')}]` },
      { name: 'dragging', type: 'number | null', initial: 'null' },
      { name: 'announcement', type: 'string', initial: "''" },
    ],
    methods: [
      {
        name: 'move',
        params: 'from: number, to: number',
        body: [
          'if (to < 0 || to >= $items.length || from === to) return;',
          'const next = [...$items];',
          'const [item] = next.splice(from, 1);',
          'if (item === undefined) return;',
          'next.splice(to, 0, item);',
          'set:items(next);',
          'set:announcement(`${item} moved to position ${to + 1} of ${next.length}.`);',
          'emit:orderChange(next);',
        ].join('\n'),
      },
      // Native drag and drop: the dragged index is held in state (and in the drag data, which
      // some browsers need before they start a drag).
      {
        name: 'startDrag',
        params: 'index: number, event: DragEvent',
        body: "set:dragging(index);\nevent.dataTransfer?.setData('text/plain', String(index));",
      },
      {
        name: 'dragOver',
        params: 'event: DragEvent',
        body: 'if ($dragging !== null) event.preventDefault();',
      },
      {
        name: 'drop',
        params: 'index: number, event: DragEvent',
        body: 'event.preventDefault();\nconst from = $dragging;\nif (from !== null) @move(from, index);\n@endDrag();',
      },
      { name: 'endDrag', body: 'set:dragging(null);' },
      {
        name: 'onKeydown',
        params: 'index: number, event: KeyboardEvent',
        body: [
          'if (!event.altKey) return;',
          "if (event.key === 'ArrowUp') @move(index, index - 1);",
          "if (event.key === 'ArrowDown') @move(index, index + 1);",
        ].join('\n'),
      },
    ],
    view: [
      h(
        'section.',
        { 'aria-label': model.title || 'Reorderable list' },
        model.title ? h('h2.title', {}, model.title) : null,
        h('p.hint', {}, 'Drag an item, or use its arrows (Alt+↑ / Alt+↓), to change the order.'),
        h(
          'ol.items',
          {},
          each(
            'item',
            '$items',
            'item',
            [
              h(
                'li.item',
                {
                  draggable: 'true',
                  tabindex: '0',
                  '[class.item--dragging]': '$dragging === i',
                  '(dragstart)': 'startDrag(i, event)',
                  '(dragover)': 'dragOver(event)',
                  '(drop)': 'drop(i, event)',
                  '(dragend)': 'endDrag()',
                  '(keydown)': 'onKeydown(i, event)',
                },
                h('span.handle', { 'aria-hidden': 'true' }, '⠿'),
                h('span.label', {}, interp('item')),
                h(
                  'button.move',
                  {
                    type: 'button',
                    ...moveName('up', named.up),
                    '[disabled]': 'i === 0',
                    '(click)': 'move(i, i - 1)',
                  },
                  h('span', { 'aria-hidden': 'true' }, '↑'),
                  h('span.sr-only', {}, 'Move up'),
                ),
                h(
                  'button.move',
                  {
                    type: 'button',
                    ...moveName('down', named.down),
                    '[disabled]': 'i === $items.length - 1',
                    '(click)': 'move(i, i + 1)',
                  },
                  h('span', { 'aria-hidden': 'true' }, '↓'),
                  h('span.sr-only', {}, 'Move down'),
                ),
              ),
            ],
            { index: 'i' },
          ),
        ),
        h('p.sr-only', { 'aria-live': 'polite' }, interp('$announcement')),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface']),
        { el: '', decls: { 'max-width': '28rem' } },
        { el: 'title', decls: { margin: '0 0 0.5rem', 'font-size': '1.25rem' } },
        {
          el: 'hint',
          decls: { margin: '0 0 0.75rem', color: t('text-muted'), 'font-size': '0.875rem' },
        },
        {
          el: 'items',
          decls: {
            display: 'grid',
            gap: '0.5rem',
            margin: '0',
            padding: '0',
            'list-style': 'none',
          },
        },
        {
          el: 'item',
          decls: {
            display: 'flex',
            'align-items': 'center',
            gap: '0.5rem',
            padding: '0.5rem 0.75rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            cursor: 'grab',
          },
        },
        { el: 'item', state: ':focus-visible', decls: focusRing(t) },
        { el: 'item--dragging', decls: { opacity: '0.5' } },
        { el: 'handle', decls: { color: t('text-muted') } },
        { el: 'label', decls: { flex: '1' } },
        { el: 'move', decls: button },
        { el: 'move', state: ':disabled', decls: { opacity: '0.4', cursor: 'not-allowed' } },
        { el: 'move', state: ':focus-visible', decls: focusRing(t) },
      ],
    },
  });
}
