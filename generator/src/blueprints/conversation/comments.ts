/**
 * A comment section: the comments so far with their author and when, how many there are, and a
 * box to write one; a posted comment joins the end of the list and the count follows.
 */
import type { Blueprint, BuildContext } from '../../blueprint';
import { tsString } from '../../text';
import { each, h, interp } from '../../view';
import { blueprint, commonRules, focusRing, PHOTO_FILLS, placeholderImage } from '../common';
import { inputRule } from './parts';

const SAMPLE_COMMENTS = [
  {
    author: 'Priya Raman',
    time: '2 hours ago',
    text: 'This cleared up exactly what I was stuck on.',
    likes: 4,
  },
  {
    author: 'Tom Becker',
    time: '1 hour ago',
    text: 'Would love a follow-up on the edge cases.',
    likes: 1,
  },
];

export function commentsBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const own = model.behaviour?.comments;
  const post = own?.post ?? 'Post comment';
  const actions = own?.reply || own?.like;
  return blueprint({
    usesId: true,
    types: [
      'export interface PostedComment {\n  id: number;\n  author: string;\n  avatar: string;\n  time: string;\n  text: string;\n  likes: number;\n  liked: boolean;\n}',
    ],
    outputs: [{ name: 'commentPosted', type: 'string' }],
    constants: [
      {
        name: 'myAvatar',
        type: 'string',
        value: tsString(placeholderImage('ME', 64, 64, PHOTO_FILLS[1])),
      },
      {
        name: 'initialComments',
        type: 'PostedComment[]',
        value: `[\n${SAMPLE_COMMENTS.map(
          (c, i) =>
            `  { id: ${i + 1}, author: ${tsString(c.author)}, avatar: ${tsString(placeholderImage(c.author.slice(0, 1), 64, 64, PHOTO_FILLS[i % PHOTO_FILLS.length]!))}, time: ${tsString(c.time)}, text: ${tsString(c.text)}, likes: ${c.likes}, liked: false },`,
        ).join('\n')}\n]`,
      },
    ],
    state: [
      { name: 'comments', type: 'PostedComment[]', initial: '@initialComments' },
      { name: 'draft', type: 'string', initial: "''" },
    ],
    computed: [
      {
        name: 'countText',
        expr: "$comments.length === 1 ? '1 comment' : $comments.length + ' comments'",
      },
    ],
    methods: [
      {
        name: 'post',
        params: 'event: SubmitEvent',
        body: "event.preventDefault();\nconst text = $draft.trim();\nif (!text) return;\nconst id = Math.max(0, ...$comments.map((comment) => comment.id)) + 1;\nset:comments([...$comments, { id, author: 'You', avatar: @myAvatar, time: 'Just now', text, likes: 0, liked: false }]);\nset:draft('');\nemit:commentPosted(text);",
      },
      ...(own?.like
        ? [
            {
              name: 'toggleLike',
              params: 'id: number',
              body: 'set:comments($comments.map((c) => (c.id === id ? { ...c, liked: !c.liked, likes: c.likes + (c.liked ? -1 : 1) } : c)));',
            },
          ]
        : []),
      ...(own?.reply
        ? [
            {
              name: 'replyTo',
              params: 'comment: PostedComment',
              body: "set:draft('@' + comment.author + ' ');\ndocument.getElementById(@uid + '-draft')?.focus();",
            },
          ]
        : []),
    ],
    view: [
      h(
        'section.',
        { '[aria-labelledby]': "@uid + '-title'" },
        h(
          'header.header',
          {},
          h('h2.title', { '[id]': "@uid + '-title'" }, model.title || 'Comments'),
          h('p.count', { 'aria-live': 'polite' }, interp('$countText')),
        ),
        h(
          'ol.comments',
          {},
          each('comment', '$comments', 'comment.id', [
            h(
              'li.comment',
              {},
              h('img.avatar', { '[src]': 'comment.avatar', alt: '', width: '36', height: '36' }),
              h(
                'div.body',
                {},
                h(
                  'p.meta',
                  {},
                  h('span.author', {}, interp('comment.author')),
                  h('span.time', {}, interp('comment.time')),
                ),
                h('p.text', {}, interp('comment.text')),
                actions
                  ? h(
                      'div.comment-actions',
                      {},
                      own?.reply
                        ? h(
                            'button.link',
                            {
                              type: 'button',
                              '[aria-label]': "'Reply to ' + comment.author",
                              '(click)': 'replyTo(comment)',
                            },
                            'Reply',
                          )
                        : null,
                      own?.like
                        ? h(
                            'button.link',
                            {
                              type: 'button',
                              '[aria-pressed]': 'comment.liked',
                              '(click)': 'toggleLike(comment.id)',
                            },
                            'Like ',
                            interp("'(' + comment.likes + ')'"),
                          )
                        : null,
                    )
                  : null,
              ),
            ),
          ]),
        ),
        h(
          'form.composer',
          { '(submit)': 'post(event)' },
          h('label.label', { '[for]': "@uid + '-draft'" }, 'Add a comment'),
          h('textarea.input', {
            '[id]': "@uid + '-draft'",
            rows: '3',
            placeholder: 'Share your thoughts…',
            '[(value)]': 'draft',
          }),
          h('button.button', { type: 'submit', '[disabled]': "$draft.trim() === ''" }, post),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button']),
        { el: '', decls: { 'max-width': '36rem', display: 'grid', gap: '1rem' } },
        {
          el: 'header',
          decls: { display: 'flex', 'align-items': 'baseline', gap: '0.75rem' },
        },
        { el: 'title', decls: { margin: '0', 'font-size': '1.125rem' } },
        { el: 'count', decls: { margin: '0', color: t('text-muted'), 'font-size': '0.875rem' } },
        {
          el: 'comments',
          decls: { display: 'grid', gap: '1rem', margin: '0', padding: '0', 'list-style': 'none' },
        },
        { el: 'comment', decls: { display: 'flex', gap: '0.75rem', 'align-items': 'flex-start' } },
        {
          el: 'avatar',
          decls: {
            'flex-shrink': '0',
            width: '2.25rem',
            height: '2.25rem',
            'border-radius': '999px',
            'object-fit': 'cover',
          },
        },
        { el: 'body', decls: { flex: '1', 'min-width': '0' } },
        {
          el: 'meta',
          decls: { display: 'flex', gap: '0.5rem', margin: '0', 'font-size': '0.875rem' },
        },
        { el: 'author', decls: { 'font-weight': '600' } },
        { el: 'time', decls: { color: t('text-muted') } },
        { el: 'text', decls: { margin: '0.25rem 0 0', 'overflow-wrap': 'anywhere' } },
        {
          el: 'comment-actions',
          decls: { display: 'flex', gap: '0.75rem', 'margin-top': '0.25rem' },
        },
        {
          el: 'link',
          decls: {
            padding: '0',
            border: '0',
            background: 'none',
            color: t('text-muted'),
            font: 'inherit',
            'font-size': '0.8125rem',
            'font-weight': '600',
            cursor: 'pointer',
          },
        },
        { el: 'link', state: '[aria-pressed="true"]', decls: { color: t('primary') } },
        { el: 'link', state: ':focus-visible', decls: focusRing(t) },
        { el: 'composer', decls: { display: 'grid', gap: '0.5rem', 'justify-items': 'start' } },
        { el: 'label', decls: { 'font-weight': '600', 'font-size': '0.875rem' } },
        ...inputRule(ctx),
        { el: 'input', decls: { width: '100%', 'box-sizing': 'border-box', resize: 'vertical' } },
      ],
    },
  });
}
