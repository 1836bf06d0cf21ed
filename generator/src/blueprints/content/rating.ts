import type { Blueprint, BuildContext, MethodSpec } from '../../blueprint';
import { each, h, icon, interp, when } from '../../view';
import type { ElementNode } from '../../view';
import { blueprint, COLOURS, commonRules, focusRing } from '../common';
import { countExpr } from '../count-text';
import { tsString } from '../../text';

export function ratingBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const count = Math.min(Math.max(model.params.count ?? 5, 3), 10);
  const buttons = model.presentation.starButtons === true;
  // "You rated this 4 out of 5": the rating given, said in the description's words once given.
  const position = model.countWording?.subject === 'position' ? model.countWording : undefined;
  // "Before any click show 'Not rated yet'": what it says while nothing is chosen.
  const unset = model.behaviour?.labels?.unset;
  const said = position ?? (unset !== undefined ? true : undefined);
  // Each star's name: the description's numbered one ("Rate {n}"), else "1 star", "2 stars" ….
  const named = model.behaviour?.labels?.star;
  const [before, after] = named?.split('{n}') ?? [];
  const starLabel =
    named !== undefined
      ? `${tsString(before ?? '')} + star + ${tsString(after ?? '')}`
      : "star === 1 ? '1 star' : star + ' stars'";
  // A Clear (or Reset) button named beside the stars takes the rating back to none.
  const clear = model.actions.find((action) => /^(?:clear|reset|remove)\b/i.test(action.label));
  const stars = h(
    `div.${said ? 'stars' : ''}`,
    // Stars called buttons are a group of toggle buttons, each in the tab order; else a radio
    // group moved with the arrow keys (the ARIA rating pattern).
    buttons
      ? { role: 'group', 'aria-label': model.title || 'Rating' }
      : {
          role: 'radiogroup',
          'aria-label': model.title || 'Rating',
          '(keydown)': 'onKeydown(event)',
        },
    each('star', '@stars', 'star', [
      h(
        'button.star',
        {
          type: 'button',
          ...(buttons
            ? { '[aria-pressed]': 'star <= $current' }
            : {
                role: 'radio',
                '[aria-checked]': 'star === $current',
                '[tabIndex]': 'star === ($current || 1) ? 0 : -1',
              }),
          '[class.star--filled]': 'star <= $current',
          '[aria-label]': starLabel,
          '(click)': 'select(star)',
        },
        icon('star'),
      ),
    ]),
  );
  const clearButton = clear
    ? h('button.clear', { type: 'button', '(click)': 'select(0)' }, clear.label)
    : null;
  const view: ElementNode = said
    ? h(
        'div.',
        {},
        stars,
        clearButton,
        h(
          'p.said',
          { role: 'status' },
          when(
            '$current > 0',
            position ? [interp('$saidText')] : ['Rated ', interp('$current'), ` of ${count}`],
            unset !== undefined ? [unset] : undefined,
          ),
        ),
      )
    : clearButton
      ? h('div.', {}, stars, clearButton)
      : stars;
  return blueprint({
    inputs: [{ name: 'value', type: 'number', initial: '0' }],
    outputs: [{ name: 'valueChange', type: 'number' }],
    constants: [
      {
        name: 'stars',
        type: 'readonly number[]',
        value: `[${Array.from({ length: count }, (_, i) => i + 1).join(', ')}]`,
      },
    ],
    state: [{ name: 'current', type: 'number', initial: '0', linked: 'value' }],
    computed: position
      ? [{ name: 'saidText', expr: countExpr(position, '$current', String(count)) }]
      : [],
    methods: [
      {
        name: 'select',
        params: 'star: number',
        body: 'set:current(star);\nemit:valueChange(star);',
      },
      ...(buttons ? [] : [radioKeys(count)]),
    ],
    view: [view],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, []),
        ...(said
          ? [
              { el: 'stars', decls: { display: 'inline-flex', gap: '0.125rem' } },
              {
                el: 'said',
                decls: { margin: '0.5rem 0 0', 'min-height': '1.25rem', color: t('text-muted') },
              },
            ]
          : [{ el: '', decls: { display: 'inline-flex', gap: '0.125rem' } }]),
        {
          el: 'star',
          decls: {
            display: 'inline-flex',
            padding: '0.25rem',
            border: '0',
            'border-radius': t('radius-sm'),
            background: 'none',
            color: t('border'),
            cursor: 'pointer',
            transition: 'color 100ms ease, transform 100ms ease',
          },
        },
        { el: 'star', state: ':hover', decls: { transform: 'scale(1.15)' } },
        { el: 'star', state: ':focus-visible', decls: focusRing(t) },
        { el: 'star--filled', decls: { color: COLOURS.star } },
        { el: 'star--filled', state: ' path', decls: { fill: 'currentColor' } },
        ...(clear
          ? [
              {
                el: 'clear',
                decls: {
                  'margin-left': '0.5rem',
                  padding: '0.25rem 0.75rem',
                  border: `1px solid ${t('border')}`,
                  'border-radius': t('radius-sm'),
                  background: 'none',
                  color: t('text'),
                  font: 'inherit',
                  cursor: 'pointer',
                },
              },
              { el: 'clear', state: ':focus-visible', decls: focusRing(t) },
            ]
          : []),
      ],
    },
  });
}

/** The radio group's arrow keys, Home and End (the ARIA rating pattern). */
function radioKeys(count: number): MethodSpec {
  return {
    name: 'onKeydown',
    params: 'event: KeyboardEvent',
    body: [
      `const keys: Record<string, number> = { ArrowRight: Math.min($current + 1, ${count}), ArrowUp: Math.min($current + 1, ${count}), ArrowLeft: Math.max($current - 1, 1), ArrowDown: Math.max($current - 1, 1), Home: 1, End: ${count} };`,
      'const next = keys[event.key];',
      'if (next === undefined) return;',
      'event.preventDefault();',
      '@select(next);',
      '(event.currentTarget as HTMLElement).querySelectorAll<HTMLElement>(\'[role="radio"]\')[next - 1]?.focus();',
    ].join('\n'),
  };
}
