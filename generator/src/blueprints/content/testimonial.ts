import type { Blueprint, BuildContext } from '../../blueprint';
import { tsString } from '../../text';
import { h, icon, interp } from '../../view';
import { blueprint, commonRules, placeholderImage } from '../common';
import { testimonialsBlueprint } from './testimonials';

export function testimonialBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  // Several quotes ("3 customer quotes", named authors, a slider) are a section of their own.
  if (model.items.length >= 2 || (model.params.count ?? 0) >= 2 || model.behaviour?.slider)
    return testimonialsBlueprint(ctx);
  return blueprint({
    inputs: [
      {
        name: 'quote',
        type: 'string',
        initial:
          "'Kiln cut our design-to-code time in half. The components are clean enough that we ship them as they are.'",
      },
      { name: 'author', type: 'string', initial: "'Priya Raman'" },
      { name: 'role', type: 'string', initial: "'Head of Engineering'" },
      { name: 'company', type: 'string', initial: "'Brightline'" },
      {
        name: 'photoUrl',
        type: 'string',
        initial: tsString(placeholderImage('PR', 112, 112, model.styling.primary)),
      },
    ],
    view: [
      h(
        'figure.',
        {},
        // A testimonials section's heading, when the description gives one.
        model.title ? h('h2.heading', {}, model.title) : null,
        icon('quote', 'mark'),
        h('blockquote.quote', {}, h('p', {}, interp('$quote'))),
        h(
          'figcaption.caption',
          {},
          h('img.photo', {
            '[src]': '$photoUrl',
            '[alt]': "'Photo of ' + $author",
            width: 56,
            height: 56,
          }),
          h(
            'span.person',
            {},
            h('cite.author', {}, interp('$author')),
            h('span.role', {}, interp('$role'), ', ', interp('$company')),
          ),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface']),
        { el: '', decls: { margin: '0', 'max-width': '36rem' } },
        ...(model.title
          ? [{ el: 'heading', decls: { margin: '0 0 1rem', 'font-size': '1.5rem' } }]
          : []),
        {
          el: 'mark',
          decls: { width: '2rem', height: '2rem', color: t('primary'), opacity: '0.6' },
        },
        {
          el: 'quote',
          decls: { margin: '0.75rem 0 1.5rem', 'font-size': '1.125rem', 'line-height': '1.6' },
        },
        { el: 'caption', decls: { display: 'flex', 'align-items': 'center', gap: '0.75rem' } },
        { el: 'photo', decls: { 'border-radius': '50%', 'object-fit': 'cover' } },
        { el: 'person', decls: { display: 'flex', 'flex-direction': 'column' } },
        { el: 'author', decls: { 'font-style': 'normal', 'font-weight': '700' } },
        { el: 'role', decls: { color: t('text-muted'), 'font-size': '0.875rem' } },
      ],
    },
  });
}
