import type { Blueprint, BuildContext } from '../../blueprint';
import { h } from '../../view';
import { blueprint, commonRules, PHOTO_FILLS, placeholderImage } from '../common';

/** Sample company names for the logos, where the description names none. */
const COMPANIES = [
  'Northwind',
  'Contoso',
  'Fabrikam',
  'Tailspin',
  'Wingtip',
  'Litware',
  'Proseware',
  'Woodgrove',
];

/** A strip of customer logos: the companies named, else as many as counted (six by default). */
export function logoCloudBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const n = model.items.length || Math.min(Math.max(model.params.count ?? 6, 1), 12);
  const companies = Array.from(
    { length: n },
    (_, i) => model.items[i] ?? COMPANIES[i % COMPANIES.length]!,
  );
  return blueprint({
    view: [
      h(
        'section.',
        { 'aria-label': model.title || 'Trusted by' },
        h('p.heading', {}, model.title || 'Trusted by teams at'),
        h(
          'ul.logos',
          {},
          ...companies.map((company, i) =>
            h(
              'li.logo',
              {},
              h('img.image', {
                src: placeholderImage(company, 140, 48, PHOTO_FILLS[i % PHOTO_FILLS.length]!),
                alt: company,
                width: 140,
                height: 48,
                loading: 'lazy',
              }),
            ),
          ),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, []),
        { el: '', decls: { display: 'flex', 'flex-direction': 'column', gap: t('space') } },
        {
          el: 'heading',
          decls: {
            margin: '0',
            color: t('text-muted'),
            'font-size': '0.875rem',
            'font-weight': '600',
            'text-align': 'center',
            'text-transform': 'uppercase',
            'letter-spacing': '0.06em',
          },
        },
        {
          el: 'logos',
          decls: {
            display: 'flex',
            'flex-wrap': 'wrap',
            'justify-content': 'center',
            'align-items': 'center',
            gap: `calc(${t('space')} * 1.5)`,
            margin: '0',
            padding: '0',
            'list-style': 'none',
          },
        },
        // Logos in one tone, so no brand outshouts the others; full colour on hover.
        {
          el: 'image',
          decls: {
            display: 'block',
            filter: 'grayscale(1)',
            opacity: '0.7',
            transition: 'filter 150ms ease, opacity 150ms ease',
          },
        },
        { el: 'image', state: ':hover', decls: { filter: 'none', opacity: '1' } },
      ],
    },
  });
}
