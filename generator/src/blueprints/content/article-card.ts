import type { Blueprint, BuildContext } from '../../blueprint';
import { tsString } from '../../text';
import { h, interp } from '../../view';
import { blueprint, commonRules, outputName, placeholderImage } from '../common';

/**
 * A blog post or article card: cover image, category tag, title (the link to the post), a short
 * excerpt kept to two lines, and a byline with the author's avatar and name, the date and the
 * reading time. Every piece is an input, sample values by default; the whole card is one link.
 */
export function articleCardBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const primary = model.styling.primary;
  const buttons = model.actions.filter((a) => a.kind !== 'link');
  return blueprint({
    inputs: [
      {
        name: 'title',
        type: 'string',
        initial: tsString(model.title || 'Designing for dark mode'),
      },
      {
        name: 'excerpt',
        type: 'string',
        initial:
          "'A few principles for colour, contrast and depth that keep an interface readable after sunset, with examples from three products.'",
      },
      { name: 'category', type: 'string', initial: "'Design'" },
      { name: 'author', type: 'string', initial: "'Priya Raman'" },
      { name: 'date', type: 'string', initial: "'2026-03-14'" },
      { name: 'readMinutes', type: 'number', initial: '6' },
      { name: 'href', type: 'string', initial: "'#'" },
      {
        name: 'coverUrl',
        type: 'string',
        initial: tsString(placeholderImage('Cover', 640, 360, primary)),
      },
      {
        name: 'avatarUrl',
        type: 'string',
        initial: tsString(placeholderImage('PR', 64, 64, primary)),
      },
    ],
    outputs: buttons.map((a) => ({ name: outputName(a.label), type: 'void' })),
    constants: [
      {
        name: 'dateFormat',
        type: 'Intl.DateTimeFormat',
        value:
          "new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })",
      },
    ],
    computed: [{ name: 'shownDate', expr: "@dateFormat.format(new Date($date + 'T00:00:00Z'))" }],
    view: [
      h(
        'article.',
        {},
        h('img.cover', { '[src]': '$coverUrl', alt: '', width: 640, height: 360, loading: 'lazy' }),
        h(
          'div.body',
          {},
          h('span.tag', {}, interp('$category')),
          h('h3.title', {}, h('a.link', { '[href]': '$href' }, interp('$title'))),
          h('p.excerpt', {}, interp('$excerpt')),
          h(
            'footer.byline',
            {},
            h('img.avatar', {
              '[src]': '$avatarUrl',
              '[alt]': "'Photo of ' + $author",
              width: 32,
              height: 32,
            }),
            h(
              'div.meta',
              {},
              h('span.author', {}, interp('$author')),
              h(
                'span.when',
                {},
                h('time', {}, interp('$shownDate')),
                ' · ',
                interp('$readMinutes'),
                ' min read',
              ),
            ),
          ),
          ...buttons.map((a) =>
            h(
              'button.button',
              { type: 'button', [`(click)`]: `emit:${outputName(a.label)}()` },
              a.label,
            ),
          ),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button']),
        {
          el: '',
          decls: { 'max-width': '24rem', padding: '0', overflow: 'hidden', position: 'relative' },
        },
        {
          el: 'cover',
          decls: {
            display: 'block',
            width: '100%',
            height: 'auto',
            'aspect-ratio': '16 / 9',
            'object-fit': 'cover',
          },
        },
        { el: 'body', decls: { display: 'grid', gap: '0.5rem', padding: '1rem 1.25rem 1.25rem' } },
        {
          el: 'tag',
          decls: {
            'justify-self': 'start',
            padding: '0.125rem 0.5rem',
            'border-radius': '999px',
            background: t('surface-muted'),
            color: t('text'),
            'font-size': '0.75rem',
            'font-weight': '600',
            'text-transform': 'uppercase',
            'letter-spacing': '0.04em',
          },
        },
        { el: 'title', decls: { margin: '0', 'font-size': '1.125rem', 'line-height': '1.35' } },
        { el: 'link', decls: { color: 'inherit', 'text-decoration': 'none' } },
        { el: 'link', state: ':hover', decls: { 'text-decoration': 'underline' } },
        // The whole card follows the title's link.
        {
          el: 'link',
          state: '::after',
          decls: { content: "''", position: 'absolute', inset: '0' },
        },
        {
          el: 'excerpt',
          decls: {
            margin: '0',
            color: t('text-muted'),
            display: '-webkit-box',
            '-webkit-line-clamp': '2',
            '-webkit-box-orient': 'vertical',
            overflow: 'hidden',
          },
        },
        {
          el: 'byline',
          decls: {
            display: 'flex',
            'align-items': 'center',
            gap: '0.625rem',
            'margin-top': '0.25rem',
          },
        },
        { el: 'avatar', decls: { 'border-radius': '50%', 'flex-shrink': '0' } },
        { el: 'meta', decls: { display: 'grid', 'font-size': '0.875rem' } },
        { el: 'author', decls: { 'font-weight': '600' } },
        { el: 'when', decls: { color: t('text-muted') } },
        { el: 'button', decls: { position: 'relative', 'z-index': '1', 'justify-self': 'start' } },
      ],
    },
  });
}
