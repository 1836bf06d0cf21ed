import type { Blueprint, BuildContext } from '../../blueprint';
import { h, icon, when } from '../../view';
import { blueprint, commonRules, focusOutline, focusRing, iconButton } from '../common';
import { autocompleteBlueprint } from './autocomplete';

export function searchBarBlueprint(ctx: BuildContext): Blueprint {
  const { t, model } = ctx;
  if (model.behaviour?.autocomplete) return autocompleteBlueprint(ctx);
  const label = model.title || 'Search';
  return blueprint({
    usesId: true,
    outputs: [
      { name: 'search', type: 'string' },
      { name: 'cleared', type: 'void' },
    ],
    state: [{ name: 'query', type: 'string', initial: "''" }],
    methods: [
      {
        name: 'submit',
        params: 'event: SubmitEvent',
        body: 'event.preventDefault();\nemit:search($query.trim());',
      },
      { name: 'clear', body: "set:query('');\nemit:cleared();" },
    ],
    view: [
      h(
        'form.',
        { role: 'search', '(submit)': 'submit(event)' },
        h('label.sr-only', { '[for]': "@uid + '-query'" }, label),
        icon('search', 'icon'),
        h('input.input', {
          '[id]': "@uid + '-query'",
          type: 'search',
          placeholder: model.message ?? 'Search…',
          autocomplete: 'off',
          '[(value)]': 'query',
        }),
        when('$query', [
          h(
            'button.clear',
            { type: 'button', 'aria-label': 'Clear search', '(click)': 'clear()' },
            icon('close'),
          ),
        ]),
        h('button.button', { type: 'submit' }, 'Search'),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['button']),
        {
          el: '',
          decls: {
            position: 'relative',
            display: 'flex',
            'align-items': 'center',
            gap: '0.5rem',
            'max-width': '40rem',
            padding: '0.375rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius'),
            background: t('surface'),
            'box-shadow': t('shadow'),
          },
        },
        { el: '', state: ':focus-within', decls: focusRing(t) },
        {
          el: 'icon',
          decls: { 'flex-shrink': '0', 'margin-left': '0.5rem', color: t('text-muted') },
        },
        {
          el: 'input',
          decls: {
            flex: '1',
            'min-width': '0',
            'min-height': '2.25rem',
            border: '0',
            background: 'transparent',
            color: 'inherit',
            font: 'inherit',
            outline: 'none',
          },
        },
        { el: 'input', state: '::-webkit-search-cancel-button', decls: { display: 'none' } },
        {
          el: 'clear',
          decls: iconButton(t),
        },
        {
          el: 'clear',
          state: ':hover',
          decls: { background: t('surface-muted'), color: t('text') },
        },
        { el: 'clear', state: ':focus-visible', decls: { outline: focusOutline(t) } },
        { el: 'button', media: 'narrow', decls: { padding: '0.5rem 0.75rem' } },
      ],
    },
  });
}
