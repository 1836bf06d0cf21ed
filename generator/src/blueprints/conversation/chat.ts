import type { Blueprint, BuildContext } from '../../blueprint';
import { tsString } from '../../text';
import { each, h, interp } from '../../view';
import { blueprint, commonRules, PHOTO_FILLS, placeholderImage } from '../common';
import { commentsBlueprint } from './comments';
import { inputRule } from './parts';

const SAMPLE_MESSAGES = [
  { author: 'Ada Lovelace', text: 'Hi! Did the new build go out?', mine: false },
  { author: 'You', text: 'Yes, it is live since this morning.', mine: true },
  { author: 'Ada Lovelace', text: 'Great, thank you.', mine: false },
];

/** A message list (a live log), each message beside its sender's avatar, and a composer. */
export function chatBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  if (model.behaviour?.comments) return commentsBlueprint(ctx);
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
