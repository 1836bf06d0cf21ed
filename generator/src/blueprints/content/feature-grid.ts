import type { Blueprint, BuildContext } from '../../blueprint';
import { DEFAULT_FEATURES, featureCopy } from '../../lexicon/feature-copy';
import { h, icon } from '../../view';
import { blueprint, commonRules, sectionRules } from '../common';

/** The features named, in order; else as many of the usual ones as counted (six by default). */
function featuresOf(items: readonly string[], count: number | undefined): string[] {
  if (items.length) return [...items];
  const n = Math.min(Math.max(count ?? 6, 1), 12);
  return Array.from({ length: n }, (_, i) => DEFAULT_FEATURES[i % DEFAULT_FEATURES.length]!);
}

/** Three across, or four when four or eight features fill rows of four evenly. */
function columnsFor(n: number): number {
  if (n <= 4) return Math.max(n, 1);
  return n % 4 === 0 && n % 3 !== 0 ? 4 : 3;
}

export function featureGridBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const features = featuresOf(model.items, model.params.count);
  return blueprint({
    view: [
      h(
        'section.',
        { 'aria-label': model.title || 'Features' },
        model.title ? h('h2.heading', {}, model.title) : null,
        model.subtitle ? h('p.intro', {}, model.subtitle) : null,
        h(
          'ul.grid',
          {},
          ...features.map((feature) => {
            const copy = featureCopy(feature);
            return h(
              'li.feature',
              {},
              h('span.badge', {}, icon(copy.icon)),
              h('h3.title', {}, feature),
              h('p.text', {}, copy.text),
            );
          }),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, []),
        ...sectionRules(t),
        {
          el: 'intro',
          decls: { margin: '0', color: t('text-muted'), 'text-align': 'center' },
        },
        {
          el: 'grid',
          decls: {
            display: 'grid',
            'grid-template-columns': `repeat(${columnsFor(features.length)}, minmax(0, 1fr))`,
            gap: `calc(${t('space')} * 1.5)`,
            margin: '0',
            padding: '0',
            'list-style': 'none',
          },
        },
        { el: 'grid', media: 'narrow', decls: { 'grid-template-columns': '1fr' } },
        {
          el: 'feature',
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            gap: '0.5rem',
            padding: `calc(${t('space')} * 1.25)`,
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius'),
            background: t('surface'),
          },
        },
        {
          el: 'badge',
          decls: {
            display: 'inline-grid',
            'place-items': 'center',
            width: '2.5rem',
            height: '2.5rem',
            'border-radius': t('radius'),
            background: t('surface-muted'),
            color: t('primary'),
          },
        },
        { el: 'title', decls: { margin: '0', 'font-size': '1rem' } },
        { el: 'text', decls: { margin: '0', color: t('text-muted'), 'font-size': '0.875rem' } },
      ],
    },
  });
}
