import type { Blueprint, BuildContext } from '../../blueprint';
import { tsString } from '../../text';
import { each, h, interp, when } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';

/** The faces of emoji feedback, worst to best, each with the name a screen reader announces. */
const FACES = [
  { face: '😞', name: 'Very unhappy' },
  { face: '🙁', name: 'Unhappy' },
  { face: '😐', name: 'Neutral' },
  { face: '🙂', name: 'Happy' },
  { face: '😍', name: 'Very happy' },
];

/** A like button: pressing it toggles the like and its count goes up or back down by one. */
function like(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const start = model.params.count ?? 0;
  return blueprint({
    inputs: [{ name: 'initialCount', type: 'number', initial: String(start) }],
    outputs: [{ name: 'likedChange', type: 'boolean' }],
    state: [{ name: 'liked', type: 'boolean', initial: 'false' }],
    computed: [
      { name: 'count', expr: '$initialCount + ($liked ? 1 : 0)' },
      { name: 'countText', expr: "`${$count} ${$count === 1 ? 'like' : 'likes'}`" },
    ],
    methods: [
      { name: 'toggle', body: 'const next = !$liked;\nset:liked(next);\nemit:likedChange(next);' },
    ],
    view: [
      h(
        'div.',
        {},
        h(
          'button.like',
          { type: 'button', '[aria-pressed]': '$liked', '(click)': 'toggle()' },
          h('span.heart', { 'aria-hidden': 'true' }, interp("$liked ? '♥' : '♡'")),
          ' ',
          interp("$liked ? 'Liked' : 'Like'"),
        ),
        h('span.count', { 'aria-live': 'polite' }, interp('$countText')),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        { el: '', decls: { display: 'inline-flex', 'align-items': 'center', gap: '0.75rem' } },
        {
          el: 'like',
          decls: {
            display: 'inline-flex',
            'align-items': 'center',
            gap: '0.375rem',
            padding: '0.5rem 1rem',
            border: `1px solid ${t('border')}`,
            'border-radius': '999px',
            background: t('surface'),
            color: t('text'),
            font: 'inherit',
            cursor: 'pointer',
          },
        },
        { el: 'like', state: '[aria-pressed="true"]', decls: { color: t('primary') } },
        { el: 'like', state: ':focus-visible', decls: focusRing(t) },
        { el: 'heart', decls: { 'font-size': '1.125rem' } },
        { el: 'count', decls: { color: t('text-muted'), 'font-variant-numeric': 'tabular-nums' } },
      ],
    },
  });
}

/** Emoji feedback: a row of faces; picking one records it and thanks the person. */
function emoji(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const thanks = model.message ?? 'Thank you for your feedback!';
  return blueprint({
    constants: [
      {
        name: 'faces',
        type: '{ face: string; name: string }[]',
        value: `[\n${FACES.map((f) => `  { face: ${tsString(f.face)}, name: ${tsString(f.name)} },`).join('\n')}\n]`,
      },
    ],
    outputs: [{ name: 'picked', type: 'string' }],
    state: [{ name: 'choice', type: 'string', initial: "''" }],
    methods: [
      { name: 'pick', params: 'name: string', body: 'set:choice(name);\nemit:picked(name);' },
    ],
    view: [
      h(
        'section.',
        { 'aria-label': model.title || 'Feedback' },
        h('h2.title', {}, model.title || 'How was your experience?'),
        h(
          'div.faces',
          { role: 'group', 'aria-label': 'Your rating' },
          each(
            'option',
            '@faces',
            'option.name',
            [
              h(
                'button.face',
                {
                  type: 'button',
                  '[aria-label]': 'option.name',
                  '[aria-pressed]': '$choice === option.name',
                  '(click)': 'pick(option.name)',
                },
                interp('option.face'),
              ),
            ],
            {},
          ),
        ),
        h('p.thanks', { role: 'status' }, when("$choice !== ''", [thanks])),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface']),
        { el: '', decls: { 'max-width': '24rem', 'text-align': 'center' } },
        { el: 'title', decls: { margin: '0 0 0.75rem', 'font-size': '1.125rem' } },
        { el: 'faces', decls: { display: 'flex', 'justify-content': 'center', gap: '0.5rem' } },
        {
          el: 'face',
          decls: {
            width: '2.75rem',
            height: '2.75rem',
            border: `1px solid ${t('border')}`,
            'border-radius': '999px',
            background: t('surface'),
            'font-size': '1.5rem',
            cursor: 'pointer',
          },
        },
        {
          el: 'face',
          state: '[aria-pressed="true"]',
          decls: { 'border-color': t('primary'), 'box-shadow': `0 0 0 2px ${t('primary')}` },
        },
        { el: 'face', state: ':focus-visible', decls: focusRing(t) },
        {
          el: 'thanks',
          decls: { margin: '0.75rem 0 0', 'min-height': '1.5em', 'font-weight': '600' },
        },
      ],
    },
  });
}

/** A reaction the person gives: a like with its count, or one face of emoji feedback. */
export function reactionBlueprint(ctx: BuildContext): Blueprint {
  return ctx.model.behaviour?.reaction === 'emoji' ? emoji(ctx) : like(ctx);
}
