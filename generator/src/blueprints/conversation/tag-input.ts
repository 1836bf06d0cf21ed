import type { Blueprint, BuildContext } from '../../blueprint';
import { tsString } from '../../text';
import { each, h, icon, interp } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';
import { inputRule } from './parts';

/** Typing a word and pressing Enter (or a comma) adds it as a chip; each chip has a remove button. */
export function tagInputBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const samples = model.items.length ? model.items : ['Design', 'Research'];
  const label = model.title || 'Tags';
  return blueprint({
    usesId: true,
    outputs: [{ name: 'tagsChange', type: 'string[]' }],
    constants: [
      {
        name: 'initialTags',
        type: 'readonly string[]',
        value: `[${samples.map((tag) => tsString(tag)).join(', ')}]`,
      },
    ],
    state: [
      { name: 'tags', type: 'string[]', initial: '[...@initialTags]' },
      { name: 'draft', type: 'string', initial: "''" },
    ],
    methods: [
      { name: 'commit', params: 'next: string[]', body: 'set:tags(next);\nemit:tagsChange(next);' },
      {
        name: 'onKeydown',
        params: 'event: KeyboardEvent',
        body: "if (event.key === 'Enter' || event.key === ',') {\n  event.preventDefault();\n  const tag = $draft.trim();\n  if (tag && !$tags.includes(tag)) @commit([...$tags, tag]);\n  set:draft('');\n} else if (event.key === 'Backspace' && $draft === '' && $tags.length) {\n  @commit($tags.slice(0, -1));\n}",
      },
      {
        name: 'remove',
        params: 'tag: string',
        body: '@commit($tags.filter((value) => value !== tag));',
      },
    ],
    view: [
      h(
        'div.',
        {},
        h('label.label', { '[for]': "@uid + '-input'" }, label),
        h(
          'div.box',
          {},
          h(
            'ul.chips',
            { 'aria-label': `${label} added` },
            each('tag', '$tags', 'tag', [
              h(
                'li.chip',
                {},
                h('span', {}, interp('tag')),
                h(
                  'button.remove',
                  {
                    type: 'button',
                    '[aria-label]': "'Remove ' + tag",
                    '(click)': 'remove(tag)',
                  },
                  icon('close', 'remove-icon'),
                ),
              ),
            ]),
          ),
          h('input.input', {
            '[id]': "@uid + '-input'",
            type: 'text',
            autocomplete: 'off',
            placeholder: 'Type and press Enter',
            '[aria-describedby]': "@uid + '-hint'",
            '[(value)]': 'draft',
            '(keydown)': 'onKeydown(event)',
          }),
        ),
        h(
          'p.hint',
          { '[id]': "@uid + '-hint'" },
          'Press Enter to add a tag; Backspace removes the last one.',
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface']),
        { el: '', decls: { 'max-width': '32rem' } },
        {
          el: 'label',
          decls: { display: 'block', 'font-weight': '600', 'margin-bottom': '0.5rem' },
        },
        {
          el: 'box',
          decls: {
            display: 'flex',
            'flex-wrap': 'wrap',
            'align-items': 'center',
            gap: '0.5rem',
          },
        },
        {
          el: 'chips',
          decls: {
            display: 'flex',
            'flex-wrap': 'wrap',
            gap: '0.375rem',
            margin: '0',
            padding: '0',
            'list-style': 'none',
          },
        },
        {
          el: 'chip',
          decls: {
            display: 'inline-flex',
            'align-items': 'center',
            gap: '0.25rem',
            padding: '0.125rem 0.25rem 0.125rem 0.625rem',
            'border-radius': '999px',
            background: t('surface-muted'),
            color: t('text'),
            'font-size': '0.875rem',
          },
        },
        {
          el: 'remove',
          decls: {
            display: 'inline-flex',
            'align-items': 'center',
            'justify-content': 'center',
            width: '1.5rem',
            height: '1.5rem',
            padding: '0',
            border: '0',
            'border-radius': '999px',
            background: 'transparent',
            color: 'inherit',
            cursor: 'pointer',
          },
        },
        { el: 'remove', state: ':focus-visible', decls: focusRing(t) },
        { el: 'remove-icon', decls: { width: '0.875rem', height: '0.875rem' } },
        ...inputRule(ctx),
        {
          el: 'hint',
          decls: { margin: '0.5rem 0 0', color: t('text-muted'), 'font-size': '0.8125rem' },
        },
      ],
    },
  });
}
