/**
 * An autocomplete (the ARIA combobox pattern): a text box whose typed letters filter a list of
 * suggestions below it. Arrow keys move through them, Enter or a click picks one into the box,
 * Escape closes the list; the pick is announced and emitted.
 */
import type { Blueprint, BuildContext } from '../../blueprint';
import { suggestionsOf } from '../../lexicon/suggestions';
import { tsString } from '../../text';
import { each, h, interp, when } from '../../view';
import { blueprint, commonRules, popover, textInputRules } from '../common';

export function autocompleteBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const options = model.items.length
    ? model.items
    : suggestionsOf(model.behaviour?.autocomplete?.topic);
  const label = model.title || 'Search';
  return blueprint({
    usesId: true,
    outputs: [{ name: 'selected', type: 'string' }],
    constants: [
      {
        name: 'options',
        type: 'string[]',
        value: `[${options.map((option) => tsString(option)).join(', ')}]`,
      },
    ],
    state: [
      { name: 'query', type: 'string', initial: "''" },
      { name: 'open', type: 'boolean', initial: 'false' },
      { name: 'active', type: 'number', initial: '-1' },
      { name: 'picked', type: 'string', initial: "''" },
    ],
    computed: [
      {
        name: 'matches',
        expr: "$query.trim() === '' ? [] : @options.filter((option) => option.toLowerCase().includes($query.trim().toLowerCase())).slice(0, 8)",
      },
    ],
    methods: [
      {
        name: 'type',
        params: 'event: Event',
        body: 'set:query((event.target as HTMLInputElement).value);\nset:open(true);\nset:active(-1);',
      },
      {
        name: 'choose',
        params: 'option: string',
        body: 'set:query(option);\nset:picked(option);\nset:open(false);\nset:active(-1);\nemit:selected(option);',
      },
      {
        name: 'onKeydown',
        params: 'event: KeyboardEvent',
        body: [
          "if (event.key === 'ArrowDown' && $matches.length > 0) {",
          '  event.preventDefault();',
          '  set:open(true);',
          '  set:active(Math.min($active + 1, $matches.length - 1));',
          "} else if (event.key === 'ArrowUp' && $matches.length > 0) {",
          '  event.preventDefault();',
          '  set:active(Math.max($active - 1, 0));',
          "} else if (event.key === 'Enter' && $open && $active >= 0) {",
          '  event.preventDefault();',
          '  @choose($matches[$active]!);',
          "} else if (event.key === 'Escape') {",
          '  set:open(false);',
          '  set:active(-1);',
          '}',
        ].join('\n'),
      },
    ],
    view: [
      h(
        'div.',
        {},
        h('label.label', { '[for]': "@uid + '-input'" }, label),
        h('input.input', {
          '[id]': "@uid + '-input'",
          type: 'text',
          role: 'combobox',
          autocomplete: 'off',
          'aria-autocomplete': 'list',
          '[aria-expanded]': '$open && $matches.length > 0',
          '[aria-controls]': "@uid + '-list'",
          '[aria-activedescendant]': "$active >= 0 ? @uid + '-option-' + $active : undefined",
          placeholder: model.message ?? 'Start typing…',
          '[value]': '$query',
          '(input)': 'type(event)',
          '(keydown)': 'onKeydown(event)',
        }),
        h(
          'ul.list',
          {
            role: 'listbox',
            '[id]': "@uid + '-list'",
            '[aria-label]': `${tsString(label)} + ' suggestions'`,
            '[hidden]': '!$open || $matches.length === 0',
          },
          each(
            'option',
            '$matches',
            'option',
            [
              h(
                'li.option',
                {
                  role: 'option',
                  '[id]': "@uid + '-option-' + i",
                  '[aria-selected]': 'i === $active',
                  '[class.option--active]': 'i === $active',
                  '(click)': 'choose(option)',
                },
                interp('option'),
              ),
            ],
            { index: 'i' },
          ),
        ),
        when("$open && $query.trim() !== '' && $matches.length === 0", [
          h('p.empty', {}, 'No matches'),
        ]),
        h(
          'p.sr-only',
          { 'aria-live': 'polite' },
          when('$picked', [interp("'Selected: ' + $picked")]),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, []),
        {
          el: '',
          decls: { position: 'relative', display: 'grid', gap: '0.375rem', 'max-width': '24rem' },
        },
        { el: 'label', decls: { 'font-weight': '600', 'font-size': '0.875rem' } },
        ...textInputRules(t),
        {
          el: 'list',
          decls: {
            ...popover(t),
            top: '100%',
            left: '0',
            right: '0',
            margin: '0.25rem 0 0',
            padding: '0.25rem',
            'list-style': 'none',
            'max-height': '16rem',
            'overflow-y': 'auto',
          },
        },
        {
          el: 'option',
          decls: { padding: '0.5rem 0.75rem', 'border-radius': t('radius-sm'), cursor: 'pointer' },
        },
        { el: 'option', state: ':hover', decls: { background: t('surface-muted') } },
        { el: 'option--active', decls: { background: t('surface-muted') } },
        { el: 'empty', decls: { margin: '0', color: t('text-muted'), 'font-size': '0.875rem' } },
      ],
    },
  });
}
