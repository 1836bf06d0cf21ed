/** Parts people type into and read back: a tag input and a chat window. */
import type { Blueprint, BuildContext } from '../blueprint';
import { tsString } from '../text';
import { each, h, icon, interp } from '../view';
import { blueprint, commonRules, focusRing, PHOTO_FILLS, placeholderImage } from './common';

function inputRule(ctx: BuildContext) {
  const { t } = ctx;
  return [
    {
      el: 'input',
      decls: {
        flex: '1',
        'min-width': '8rem',
        'min-height': '2.5rem',
        padding: '0.5rem 0.75rem',
        border: `1px solid ${t('border')}`,
        'border-radius': t('radius-sm'),
        background: t('surface'),
        color: 'inherit',
        font: 'inherit',
      },
    },
    { el: 'input', state: ':focus-visible', decls: focusRing(t) },
  ];
}

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

const SAMPLE_MESSAGES = [
  { author: 'Ada Lovelace', text: 'Hi! Did the new build go out?', mine: false },
  { author: 'You', text: 'Yes, it is live since this morning.', mine: true },
  { author: 'Ada Lovelace', text: 'Great, thank you.', mine: false },
];

/** A message list (a live log), each message beside its sender's avatar, and a composer. */
export function chatBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const send = model.actions.find((a) => a.kind === 'primary')?.label ?? 'Send';
  const title = model.title || 'Chat';
  return blueprint({
    usesId: true,
    types: [
      'export interface ChatMessage {\n  id: number;\n  author: string;\n  avatar: string;\n  text: string;\n  mine: boolean;\n}',
    ],
    outputs: [{ name: 'messageSent', type: 'string' }],
    constants: [
      {
        name: 'myAvatar',
        type: 'string',
        value: tsString(placeholderImage('ME', 64, 64, PHOTO_FILLS[1])),
      },
      {
        name: 'initialMessages',
        type: 'ChatMessage[]',
        value: `[\n${SAMPLE_MESSAGES.map(
          (m, i) =>
            `  { id: ${i + 1}, author: ${tsString(m.author)}, avatar: ${tsString(m.mine ? placeholderImage('ME', 64, 64, PHOTO_FILLS[1]) : placeholderImage('AL', 64, 64, PHOTO_FILLS[0]))}, text: ${tsString(m.text)}, mine: ${m.mine} },`,
        ).join('\n')}\n]`,
      },
    ],
    state: [
      { name: 'messages', type: 'ChatMessage[]', initial: '@initialMessages' },
      { name: 'draft', type: 'string', initial: "''" },
    ],
    methods: [
      {
        name: 'send',
        params: 'event: SubmitEvent',
        body: "event.preventDefault();\nconst text = $draft.trim();\nif (!text) return;\nconst id = Math.max(0, ...$messages.map((message) => message.id)) + 1;\nset:messages([...$messages, { id, author: 'You', avatar: @myAvatar, text, mine: true }]);\nset:draft('');\nemit:messageSent(text);",
      },
    ],
    view: [
      h(
        'section.',
        { '[aria-labelledby]': "@uid + '-title'" },
        h('h2.title', { '[id]': "@uid + '-title'" }, title),
        h(
          'ol.messages',
          { 'aria-live': 'polite', 'aria-relevant': 'additions' },
          each('message', '$messages', 'message.id', [
            h(
              'li.message',
              { '[class.message--mine]': 'message.mine' },
              h('img.avatar', { '[src]': 'message.avatar', alt: '', width: '32', height: '32' }),
              h(
                'div.bubble',
                {},
                h('p.author', {}, interp('message.author')),
                h('p.text', {}, interp('message.text')),
              ),
            ),
          ]),
        ),
        h(
          'form.composer',
          { '(submit)': 'send(event)' },
          h('label.sr-only', { '[for]': "@uid + '-draft'" }, 'Message'),
          h('input.input', {
            '[id]': "@uid + '-draft'",
            type: 'text',
            autocomplete: 'off',
            placeholder: 'Write a message…',
            '[(value)]': 'draft',
          }),
          h('button.button', { type: 'submit', '[disabled]': "$draft.trim() === ''" }, send),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button']),
        { el: '', decls: { 'max-width': '32rem', display: 'flex', 'flex-direction': 'column' } },
        { el: 'title', decls: { margin: '0 0 0.75rem', 'font-size': '1.125rem' } },
        {
          el: 'messages',
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            gap: '0.75rem',
            margin: '0 0 0.75rem',
            padding: '0',
            'list-style': 'none',
            'max-height': '24rem',
            'overflow-y': 'auto',
          },
        },
        { el: 'message', decls: { display: 'flex', gap: '0.5rem', 'align-items': 'flex-start' } },
        { el: 'message--mine', decls: { 'flex-direction': 'row-reverse' } },
        {
          el: 'avatar',
          decls: {
            'flex-shrink': '0',
            width: '2rem',
            height: '2rem',
            'border-radius': '999px',
            'object-fit': 'cover',
          },
        },
        {
          el: 'bubble',
          decls: {
            padding: '0.5rem 0.75rem',
            'border-radius': t('radius'),
            background: t('surface-muted'),
            color: t('text'),
            'max-width': '80%',
          },
        },
        { el: 'author', decls: { margin: '0', 'font-size': '0.75rem', 'font-weight': '600' } },
        { el: 'text', decls: { margin: '0.125rem 0 0' } },
        { el: 'composer', decls: { display: 'flex', gap: '0.5rem' } },
        ...inputRule(ctx),
      ],
    },
  });
}

/** A number with minus and plus buttons, kept within its limits (a quantity stepper). */
export function counterBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const min = model.params.min ?? 0;
  const max = model.params.max ?? 99;
  const label = model.title || 'Quantity';
  const start = Math.min(Math.max(min, 1), max);
  return blueprint({
    usesId: true,
    inputs: [
      { name: 'min', type: 'number', initial: String(min) },
      { name: 'max', type: 'number', initial: String(max) },
    ],
    outputs: [{ name: 'valueChange', type: 'number' }],
    state: [{ name: 'value', type: 'number', initial: String(start) }],
    methods: [
      {
        name: 'changeValue',
        params: 'next: number',
        body: 'const value = Math.min(Math.max(Number.isFinite(next) ? Math.round(next) : $min, $min), $max);\nset:value(value);\nemit:valueChange(value);',
      },
      {
        name: 'onInput',
        params: 'event: Event',
        body: '@changeValue(Number((event.target as HTMLInputElement).value));',
      },
    ],
    view: [
      h(
        'div.',
        {},
        h('label.label', { '[for]': "@uid + '-value'" }, label),
        h(
          'div.controls',
          {},
          h(
            'button.step',
            {
              type: 'button',
              'aria-label': `Decrease ${label.toLowerCase()}`,
              '[disabled]': '$value <= $min',
              '(click)': 'changeValue($value - 1)',
            },
            '−',
          ),
          h('input.input', {
            '[id]': "@uid + '-value'",
            type: 'number',
            inputmode: 'numeric',
            '[min]': '$min',
            '[max]': '$max',
            '[value]': '$value',
            '(change)': 'onInput(event)',
          }),
          h(
            'button.step',
            {
              type: 'button',
              'aria-label': `Increase ${label.toLowerCase()}`,
              '[disabled]': '$value >= $max',
              '(click)': 'changeValue($value + 1)',
            },
            '+',
          ),
        ),
        h('p.hint', {}, `Between ${min} and ${max}.`),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface']),
        {
          el: 'label',
          decls: { display: 'block', 'font-weight': '600', 'margin-bottom': '0.5rem' },
        },
        {
          el: 'controls',
          decls: { display: 'inline-flex', 'align-items': 'center', gap: '0.5rem' },
        },
        {
          el: 'step',
          decls: {
            width: '2.5rem',
            height: '2.5rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: t('text'),
            'font-size': '1.25rem',
            cursor: 'pointer',
          },
        },
        { el: 'step', state: ':focus-visible', decls: focusRing(t) },
        { el: 'step', state: ':disabled', decls: { opacity: '0.5', cursor: 'not-allowed' } },
        {
          el: 'input',
          decls: {
            width: '4.5rem',
            'min-height': '2.5rem',
            padding: '0.5rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: 'inherit',
            font: 'inherit',
            'text-align': 'center',
          },
        },
        { el: 'input', state: ':focus-visible', decls: focusRing(t) },
        {
          el: 'hint',
          decls: { margin: '0.5rem 0 0', color: t('text-muted'), 'font-size': '0.8125rem' },
        },
      ],
    },
  });
}

/** Chips the user switches on and off (filters, choices), each a toggle button (aria-pressed). */
export function chipGroupBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const chips = model.items.length ? model.items : ['All', 'Open', 'Closed'];
  const label = model.title || 'Filters';
  return blueprint({
    outputs: [{ name: 'selectionChange', type: 'string[]' }],
    constants: [
      {
        name: 'chips',
        type: 'readonly string[]',
        value: `[${chips.map((chip) => tsString(chip)).join(', ')}]`,
      },
    ],
    state: [{ name: 'selected', type: 'string[]', initial: '[]' }],
    methods: [
      {
        name: 'toggle',
        params: 'chip: string',
        body: 'const next = $selected.includes(chip)\n  ? $selected.filter((value) => value !== chip)\n  : [...$selected, chip];\nset:selected(next);\nemit:selectionChange(next);',
      },
    ],
    view: [
      h(
        'div.',
        { role: 'group', 'aria-label': label },
        // Written out one by one, so each chip's label is in the markup as the user wrote it.
        chips.map((chip, index) =>
          h(
            'button.chip',
            {
              type: 'button',
              '[aria-pressed]': `$selected.includes(@chips[${index}])`,
              '(click)': `toggle(@chips[${index}])`,
            },
            chip,
          ),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        { el: '', decls: { display: 'flex', 'flex-wrap': 'wrap', gap: '0.5rem' } },
        {
          el: 'chip',
          decls: {
            padding: '0.375rem 0.875rem',
            border: `1px solid ${t('border')}`,
            'border-radius': '999px',
            background: t('surface'),
            color: t('text'),
            font: 'inherit',
            'font-size': '0.875rem',
            cursor: 'pointer',
          },
        },
        {
          el: 'chip',
          state: '[aria-pressed="true"]',
          decls: { background: t('primary'), 'border-color': t('primary'), color: t('on-primary') },
        },
        { el: 'chip', state: ':focus-visible', decls: focusRing(t) },
      ],
    },
  });
}
