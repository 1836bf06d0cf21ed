import type { Blueprint, BuildContext } from '../../blueprint';
import { tsString } from '../../text';
import { each, h, icon, interp } from '../../view';
import { countExpr } from '../count-text';
import {
  blueprint,
  commonRules,
  focusRing,
  PHOTO_FILLS,
  placeholderImage,
  sectionRules,
} from '../common';

/** Sample people and their words, used where the description names none. */
const PEOPLE = [
  ['Priya Raman', 'Head of Engineering', 'Brightline', 'We cut our design-to-code time in half.'],
  ['Marcus Chen', 'Product Manager', 'Northwind', 'The team ships features in days, not weeks.'],
  ['Sofia Alvarez', 'Founder', 'Tailspin', 'It paid for itself in the first month.'],
  ['Daniel Okafor', 'CTO', 'Contoso', 'Setting it up took one afternoon.'],
  ['Emma Larsen', 'Design Lead', 'Fabrikam', 'Our designers and developers finally agree.'],
  ['Kenji Sato', 'Engineer', 'Wingtip', 'Clean code we ship as it is.'],
] as const;

/**
 * Several testimonials: a grid of quotes, or one at a time with previous / next buttons and dots
 * when the description asks for a slider. People named with their company ("Sarah (Stripe)") are
 * the authors, in order; their words are sample text for the person to replace.
 */
export function testimonialsBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const slider = !!model.behaviour?.slider;
  // "Slide 1 of 4": the testimonial shown and how many there are, in the description's words.
  const position =
    slider && model.countWording?.subject === 'position' ? model.countWording : undefined;
  const n = Math.min(Math.max(model.items.length || model.params.count || 3, 2), 6);
  const rows = Array.from({ length: n }, (_, i) => {
    const [name, role, company, quote] = PEOPLE[i % PEOPLE.length]!;
    const named = model.items[i];
    const author = named ?? name;
    return {
      author,
      role: named ? '' : role,
      company: (named && model.itemParts?.[named]?.[0]) ?? company,
      // The words the description quoted for this author, else sample words to replace.
      quote: (named && model.itemParts?.[named]?.[1]) || quote,
      photo: placeholderImage(author, 112, 112, PHOTO_FILLS[i % PHOTO_FILLS.length]!),
    };
  });
  const card = (item: string) => [
    h('blockquote.quote', {}, h('p', {}, interp(`${item}.quote`))),
    h(
      'figcaption.caption',
      {},
      h('img.photo', {
        '[src]': `${item}.photo`,
        '[alt]': `'Photo of ' + ${item}.author`,
        width: 56,
        height: 56,
      }),
      h(
        'span.person',
        {},
        h('cite.author', {}, interp(`${item}.author`)),
        h('span.role', {}, interp(`${item}.credit`)),
      ),
    ),
  ];
  return blueprint({
    types: [
      'export interface Testimonial {\n  quote: string;\n  author: string;\n  credit: string;\n  photo: string;\n}',
    ],
    constants: [
      {
        name: 'testimonials',
        type: 'readonly Testimonial[]',
        value: `[\n${rows
          .map(
            (row) =>
              `  { quote: ${tsString(row.quote)}, author: ${tsString(row.author)}, credit: ${tsString([row.role, row.company].filter(Boolean).join(', '))}, photo: ${tsString(row.photo)} },`,
          )
          .join('\n')}\n]`,
      },
    ],
    state: slider ? [{ name: 'index', type: 'number', initial: '0' }] : [],
    computed: position
      ? [{ name: 'positionText', expr: countExpr(position, '$index + 1', '@testimonials.length') }]
      : [],
    methods: slider
      ? [
          {
            name: 'show',
            params: 'index: number',
            body: 'set:index((index + @testimonials.length) % @testimonials.length);',
          },
        ]
      : [],
    view: [
      h(
        'section.',
        { 'aria-label': model.title || 'Testimonials' },
        model.title ? h('h2.heading', {}, model.title) : null,
        h(
          'ul.grid',
          { 'aria-live': slider ? 'polite' : undefined },
          each(
            'item',
            '@testimonials',
            'item.author',
            [
              h(
                'li.item',
                slider ? { '[hidden]': 'i !== $index' } : {},
                h('figure.card', {}, icon('quote', 'mark'), ...card('item')),
              ),
            ],
            slider ? { index: 'i' } : {},
          ),
        ),
        slider &&
          h(
            'div.controls',
            {},
            h(
              'button.arrow',
              {
                type: 'button',
                'aria-label': 'Previous testimonial',
                '(click)': 'show($index - 1)',
              },
              icon('chevronLeft'),
            ),
            h(
              'div.dots',
              {},
              each(
                'item',
                '@testimonials',
                'item.author',
                [
                  h('button.dot', {
                    type: 'button',
                    '[aria-label]': "'Show testimonial ' + (i + 1)",
                    '[aria-current]': 'i === $index',
                    '(click)': 'show(i)',
                  }),
                ],
                { index: 'i' },
              ),
            ),
            h(
              'button.arrow',
              { type: 'button', 'aria-label': 'Next testimonial', '(click)': 'show($index + 1)' },
              icon('chevronRight'),
            ),
          ),
        position && h('p.position', { 'aria-live': 'polite' }, interp('$positionText')),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, []),
        ...sectionRules(t),
        ...(position
          ? [
              {
                el: 'position',
                decls: { margin: '0.5rem 0 0', 'text-align': 'center', color: t('text-muted') },
              },
            ]
          : []),
        {
          el: 'grid',
          decls: {
            display: 'grid',
            'grid-template-columns': slider ? '1fr' : 'repeat(auto-fit, minmax(16rem, 1fr))',
            gap: t('space'),
            margin: '0',
            padding: '0',
            'list-style': 'none',
          },
        },
        {
          el: 'card',
          decls: {
            height: '100%',
            margin: '0',
            padding: `calc(${t('space')} * 1.25)`,
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius'),
            background: t('surface'),
            'box-sizing': 'border-box',
          },
        },
        {
          el: 'mark',
          decls: { width: '1.5rem', height: '1.5rem', color: t('primary'), opacity: '0.6' },
        },
        { el: 'quote', decls: { margin: '0.5rem 0 1rem', 'line-height': '1.6' } },
        { el: 'caption', decls: { display: 'flex', 'align-items': 'center', gap: '0.75rem' } },
        { el: 'photo', decls: { 'border-radius': '50%', 'object-fit': 'cover' } },
        { el: 'person', decls: { display: 'flex', 'flex-direction': 'column' } },
        { el: 'author', decls: { 'font-style': 'normal', 'font-weight': '700' } },
        { el: 'role', decls: { color: t('text-muted'), 'font-size': '0.875rem' } },
        ...(slider
          ? [
              {
                el: 'controls',
                decls: {
                  display: 'flex',
                  'align-items': 'center',
                  'justify-content': 'center',
                  gap: '0.75rem',
                },
              },
              {
                el: 'arrow',
                decls: {
                  display: 'inline-grid',
                  'place-items': 'center',
                  width: '2.25rem',
                  height: '2.25rem',
                  border: `1px solid ${t('border')}`,
                  'border-radius': '50%',
                  background: t('surface'),
                  color: 'inherit',
                  cursor: 'pointer',
                },
              },
              { el: 'arrow', state: ':focus-visible', decls: focusRing(t) },
              { el: 'dots', decls: { display: 'flex', gap: '0.375rem' } },
              {
                el: 'dot',
                decls: {
                  width: '0.625rem',
                  height: '0.625rem',
                  padding: '0',
                  border: '0',
                  'border-radius': '50%',
                  background: t('border'),
                  cursor: 'pointer',
                },
              },
              { el: 'dot', state: '[aria-current="true"]', decls: { background: t('primary') } },
              { el: 'dot', state: ':focus-visible', decls: focusRing(t) },
            ]
          : []),
      ],
    },
  });
}
