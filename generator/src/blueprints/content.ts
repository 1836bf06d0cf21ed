import type { Blueprint, BuildContext } from '../blueprint';
import { camelCase, tsString } from '../text';
import { each, h, icon, interp, when } from '../view';
import {
  blackAt,
  blueprint,
  COLOURS,
  commonRules,
  focusRing,
  outputName,
  placeholderImage,
  sampleValue,
  SLIDE_FILLS,
  whiteAt,
} from './common';

export function cardBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const buttons = model.actions.filter((a) => a.kind !== 'link');
  const actions =
    buttons.length || model.outputs.length
      ? buttons
      : [{ label: 'View details', kind: 'primary' as const }];
  const stringInputs = model.inputs.filter((i) => i.type === 'string');
  const details = model.details;
  const outputs = [
    ...model.outputs.map((o) => ({ name: o.name, type: 'void' })),
    ...actions.map((a) => ({ name: outputName(a.label), type: 'void' })),
  ];
  return blueprint({
    inputs: model.inputs.map((i) => ({
      name: i.name,
      type: i.type,
      ...(i.required
        ? {}
        : {
            initial:
              i.type === 'number'
                ? '0'
                : i.type === 'boolean'
                  ? 'false'
                  : tsString(sampleValue(i.name)),
          }),
    })),
    outputs,
    view: [
      h(
        'article.',
        {},
        h(
          'header.header',
          {},
          h('h3.title', {}, model.title || 'Quarterly report'),
          model.subtitle
            ? h('p.subtitle', {}, model.subtitle)
            : details.length || stringInputs.length
              ? null
              : h('p.subtitle', {}, 'Updated 2 hours ago'),
        ),
        stringInputs.length
          ? h(
              'dl.details',
              {},
              ...stringInputs.flatMap((input) => [
                h(
                  'div.detail',
                  {},
                  h(
                    'dt.term',
                    {},
                    input.name.replace(/([A-Z])/g, ' $1').replace(/^\w/, (c) => c.toUpperCase()),
                  ),
                  h('dd.value', {}, interp(`$${input.name}`)),
                ),
              ]),
            )
          : null,
        details.length
          ? h(
              'dl.details',
              {},
              ...details.map((label) =>
                h('div.detail', {}, h('dt.term', {}, label), h('dd.value', {}, sampleValue(label))),
              ),
            )
          : null,
        !details.length && !stringInputs.length
          ? h(
              'p.body',
              {},
              model.message ?? 'Revenue grew 12% this quarter, led by the new self-serve plans.',
            )
          : null,
        outputs.length
          ? h(
              'footer.actions',
              {},
              ...model.outputs.map((o) =>
                h(
                  'button.button',
                  { type: 'button', '(click)': `emit:${o.name}()` },
                  o.name === 'selected'
                    ? 'Select'
                    : o.name.replace(/([A-Z])/g, ' $1').replace(/^\w/, (c) => c.toUpperCase()),
                ),
              ),
              ...actions.map((a) =>
                h(
                  `button.button${a.kind === 'secondary' ? '.button--secondary' : ''}`,
                  { type: 'button', '(click)': `emit:${outputName(a.label)}()` },
                  a.label,
                ),
              ),
            )
          : null,
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button']),
        {
          el: '',
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            gap: t('space'),
            'max-width': '24rem',
            transition: 'box-shadow 200ms ease, transform 200ms ease',
          },
        },
        { el: '', state: ':hover', decls: { transform: 'translateY(-2px)' } },
        { el: 'title', decls: { margin: '0', 'font-size': '1.125rem' } },
        {
          el: 'subtitle',
          decls: { margin: '0.25rem 0 0', color: t('text-muted'), 'font-size': '0.875rem' },
        },
        { el: 'body', decls: { margin: '0', color: t('text-muted') } },
        { el: 'details', decls: { display: 'grid', gap: '0.5rem', margin: '0' } },
        {
          el: 'detail',
          decls: {
            display: 'flex',
            'justify-content': 'space-between',
            gap: t('space'),
            'padding-bottom': '0.5rem',
            'border-bottom': `1px solid ${t('border')}`,
          },
        },
        { el: 'term', decls: { color: t('text-muted') } },
        { el: 'value', decls: { margin: '0', 'font-weight': '600' } },
        { el: 'actions', decls: { display: 'flex', 'flex-wrap': 'wrap', gap: '0.5rem' } },
      ],
    },
  });
}

export function profileCardBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const follow = model.actions.find((a) => /follow/i.test(a.label));
  const others = model.actions.filter((a) => a !== follow && a.kind !== 'link');
  return blueprint({
    inputs: [
      { name: 'name', type: 'string', initial: "'Maya Okafor'" },
      { name: 'jobTitle', type: 'string', initial: "'Senior product designer'" },
      {
        name: 'bio',
        type: 'string',
        initial:
          "'Designs calm interfaces for busy people. Previously at Atlassian; speaks at design meetups.'",
      },
      {
        name: 'avatarUrl',
        type: 'string',
        initial: tsString(placeholderImage('MO', 160, 160, model.styling.primary)),
      },
    ],
    outputs: [
      { name: 'followChange', type: 'boolean' },
      ...others.map((a) => ({ name: outputName(a.label), type: 'void' })),
    ],
    state: [{ name: 'following', type: 'boolean', initial: 'false' }],
    methods: [
      {
        name: 'toggleFollow',
        body: 'const next = !$following;\nset:following(next);\nemit:followChange(next);',
      },
    ],
    view: [
      h(
        'article.',
        {},
        h('img.avatar', {
          '[src]': '$avatarUrl',
          '[alt]': "'Portrait of ' + $name",
          width: 96,
          height: 96,
        }),
        h('h3.name', {}, interp('$name')),
        h('p.role', {}, interp('$jobTitle')),
        h('p.bio', {}, interp('$bio')),
        h(
          'div.actions',
          {},
          h(
            'button.button',
            {
              type: 'button',
              '[class.button--secondary]': '$following',
              '[aria-pressed]': '$following',
              '(click)': 'toggleFollow()',
            },
            when('$following', ['Following'], [follow?.label ?? 'Follow']),
          ),
          ...others.map((a) =>
            h(
              'button.button.button--secondary',
              { type: 'button', '(click)': `emit:${outputName(a.label)}()` },
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
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            'align-items': 'center',
            'max-width': '20rem',
            'text-align': 'center',
          },
        },
        {
          el: 'avatar',
          decls: {
            'border-radius': '50%',
            'object-fit': 'cover',
            border: `3px solid ${t('surface')}`,
            'box-shadow': `0 0 0 2px ${t('primary')}`,
          },
        },
        { el: 'name', decls: { margin: '1rem 0 0', 'font-size': '1.25rem' } },
        {
          el: 'role',
          decls: {
            margin: '0.125rem 0 0',
            color: t('primary'),
            'font-weight': '600',
            'font-size': '0.875rem',
          },
        },
        {
          el: 'bio',
          decls: { margin: '0.75rem 0 1.25rem', color: t('text-muted'), 'font-size': '0.9375rem' },
        },
        { el: 'actions', decls: { display: 'flex', gap: '0.5rem' } },
      ],
    },
  });
}

export function productCardBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const cta = model.actions.find((a) => a.kind === 'primary')?.label ?? 'Add to cart';
  const { showRating } = model.presentation;
  return blueprint({
    inputs: [
      { name: 'name', type: 'string', initial: "'Aurora wireless headphones'" },
      { name: 'price', type: 'number', initial: '129' },
      { name: 'currency', type: 'string', initial: "'USD'" },
      { name: 'rating', type: 'number', initial: '4.5' },
      { name: 'reviewCount', type: 'number', initial: '128' },
      {
        name: 'imageUrl',
        type: 'string',
        initial: tsString(placeholderImage('Product', 480, 360, model.styling.primary)),
      },
    ],
    outputs: [{ name: 'addToCart', type: 'void' }],
    computed: [
      {
        name: 'formattedPrice',
        expr: "new Intl.NumberFormat('en-US', { style: 'currency', currency: $currency }).format($price)",
      },
      { name: 'stars', expr: '[1, 2, 3, 4, 5].map((star) => star <= Math.round($rating))' },
    ],
    view: [
      h(
        'article.',
        {},
        h('img.image', {
          '[src]': '$imageUrl',
          '[alt]': '$name',
          width: 480,
          height: 360,
          loading: 'lazy',
        }),
        h(
          'div.body',
          {},
          h('h3.name', {}, interp('$name')),
          showRating
            ? h(
                'p.rating',
                {
                  // A plain paragraph cannot carry a name (ARIA 1.2); as an image of stars it can.
                  role: 'img',
                  '[aria-label]':
                    "'Rated ' + $rating + ' out of 5 from ' + $reviewCount + ' reviews'",
                },
                each(
                  'filled',
                  '$stars',
                  'index',
                  [
                    h(
                      'span.star',
                      { 'aria-hidden': 'true', '[class.star--filled]': 'filled' },
                      '★',
                    ),
                  ],
                  { index: 'index' },
                ),
                h('span.reviews', { 'aria-hidden': 'true' }, '(', interp('$reviewCount'), ')'),
              )
            : null,
          h('p.price', {}, interp('$formattedPrice')),
          h('button.button', { type: 'button', '(click)': 'emit:addToCart()' }, cta),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['button']),
        {
          el: '',
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            'max-width': '20rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius'),
            background: t('surface'),
            overflow: 'hidden',
            'box-shadow': t('shadow'),
            transition: 'transform 200ms ease',
          },
        },
        { el: '', state: ':hover', decls: { transform: 'translateY(-2px)' } },
        {
          el: 'image',
          decls: {
            width: '100%',
            height: 'auto',
            'aspect-ratio': '4 / 3',
            'object-fit': 'cover',
            background: t('surface-muted'),
          },
        },
        {
          el: 'body',
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            gap: '0.5rem',
            padding: t('space'),
          },
        },
        { el: 'name', decls: { margin: '0', 'font-size': '1rem' } },
        {
          el: 'rating',
          decls: {
            display: 'flex',
            'align-items': 'center',
            gap: '0.125rem',
            margin: '0',
            color: t('border'),
          },
        },
        { el: 'star--filled', decls: { color: COLOURS.star } },
        {
          el: 'reviews',
          decls: { 'margin-left': '0.25rem', color: t('text-muted'), 'font-size': '0.8125rem' },
        },
        { el: 'price', decls: { margin: '0', 'font-size': '1.25rem', 'font-weight': '700' } },
        { el: 'button', decls: { width: '100%' } },
      ],
    },
  });
}

const PLAN_FEATURES = [
  ['1 project', 'Basic analytics', 'Community support'],
  ['Unlimited projects', 'Advanced analytics', 'Priority e-mail support', 'Team roles'],
  ['Everything in the lower plans', 'Single sign-on', 'Dedicated success manager', 'Uptime SLA'],
  ['Custom contracts', 'On-premise option', 'Security review'],
];

export function pricingBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const names =
    model.items.length >= 2 ? model.items.slice(0, 4) : ['Starter', 'Pro', 'Enterprise'];
  const defaults = ['$9', '$29', '$99', '$199'];
  const prices = names.map((_, i) => model.params.prices?.[i] ?? defaults[i]!);
  const featured = names.length >= 3 ? 1 : names.length - 1;
  const plans = names.map((name, i) => ({
    name,
    key: camelCase(name, `plan${i}`),
    price: prices[i]!,
    features: PLAN_FEATURES[i % PLAN_FEATURES.length]!,
  }));
  return blueprint({
    types: [`export type PlanId = ${plans.map((p) => `'${p.key}'`).join(' | ')};`],
    outputs: [{ name: 'planSelected', type: 'PlanId' }],
    state: [{ name: 'selected', type: 'PlanId | null', initial: 'null' }],
    methods: [
      {
        name: 'choose',
        params: 'plan: PlanId',
        body: 'set:selected(plan);\nemit:planSelected(plan);',
      },
    ],
    view: [
      h(
        'section.',
        { 'aria-label': model.title || 'Pricing plans' },
        ...plans.map((plan, i) =>
          h(
            `article.plan${i === featured ? '.plan--featured' : ''}`,
            { '[class.plan--selected]': `$selected === '${plan.key}'` },
            i === featured ? h('p.tag', {}, 'Most popular') : null,
            h('h3.name', {}, plan.name),
            h('p.price', {}, h('span.amount', {}, plan.price), h('span.period', {}, '/month')),
            h(
              'ul.features',
              {},
              ...plan.features.map((feature) =>
                h('li.feature', {}, icon('check', 'check'), feature),
              ),
            ),
            h(
              `button.button${i === featured ? '' : '.button--secondary'}`,
              {
                type: 'button',
                '[aria-pressed]': `$selected === '${plan.key}'`,
                '(click)': `choose('${plan.key}')`,
              },
              `Choose ${plan.name}`,
            ),
          ),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['button']),
        {
          el: '',
          decls: {
            display: 'grid',
            'grid-template-columns': `repeat(${plans.length}, minmax(0, 1fr))`,
            gap: t('space'),
            'align-items': 'stretch',
          },
        },
        { el: '', media: 'narrow', decls: { 'grid-template-columns': '1fr' } },
        {
          el: 'plan',
          decls: {
            position: 'relative',
            display: 'flex',
            'flex-direction': 'column',
            gap: '0.75rem',
            padding: `calc(${t('space')} * 1.5)`,
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius'),
            background: t('surface'),
            'box-shadow': t('shadow'),
          },
        },
        { el: 'plan--featured', decls: { 'border-color': t('primary'), 'border-width': '2px' } },
        {
          el: 'plan--selected',
          decls: { outline: `3px solid ${t('primary')}`, 'outline-offset': '2px' },
        },
        {
          el: 'tag',
          decls: {
            position: 'absolute',
            top: '-0.75rem',
            left: '50%',
            margin: '0',
            padding: '0.125rem 0.75rem',
            'border-radius': '999px',
            background: t('primary'),
            color: t('on-primary'),
            'font-size': '0.75rem',
            'font-weight': '700',
            'white-space': 'nowrap',
            transform: 'translateX(-50%)',
          },
        },
        { el: 'name', decls: { margin: '0', 'font-size': '1.125rem' } },
        {
          el: 'price',
          decls: { margin: '0', display: 'flex', 'align-items': 'baseline', gap: '0.25rem' },
        },
        {
          el: 'amount',
          decls: { 'font-size': '2.25rem', 'font-weight': '800', 'letter-spacing': '-0.02em' },
        },
        { el: 'period', decls: { color: t('text-muted') } },
        {
          el: 'features',
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            gap: '0.5rem',
            margin: '0',
            padding: '0',
            'list-style': 'none',
            flex: '1',
          },
        },
        {
          el: 'feature',
          decls: {
            display: 'flex',
            gap: '0.5rem',
            'align-items': 'center',
            color: t('text-muted'),
          },
        },
        { el: 'check', decls: { 'flex-shrink': '0', color: t('success') } },
      ],
    },
  });
}

export function statCardBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const label = model.title || 'Total revenue';
  return blueprint({
    inputs: [
      { name: 'value', type: 'string', initial: "'$48,290'" },
      { name: 'change', type: 'number', initial: '12.5' },
      { name: 'period', type: 'string', initial: "'since last month'" },
    ],
    computed: [
      { name: 'trendingUp', expr: '$change >= 0' },
      { name: 'magnitude', expr: 'Math.abs($change)' },
    ],
    view: [
      h(
        'article.',
        {},
        h('h3.label', {}, label),
        h('p.value', {}, interp('$value')),
        h(
          'p.change',
          { '[class.change--down]': '!$trendingUp' },
          when('$trendingUp', [icon('trendUp', 'trend')], [icon('trendDown', 'trend')]),
          h('span.sr-only', {}, when('$trendingUp', ['Increased by'], ['Decreased by'])),
          h('span.percent', {}, interp('$trendingUp ? "+" : "−"'), interp('$magnitude'), '%'),
          h('span.period', {}, interp('$period')),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface']),
        { el: '', decls: { 'min-width': '14rem', 'max-width': '20rem' } },
        {
          el: 'label',
          decls: {
            margin: '0',
            color: t('text-muted'),
            'font-size': '0.875rem',
            'font-weight': '600',
            'text-transform': 'uppercase',
            'letter-spacing': '0.04em',
          },
        },
        {
          el: 'value',
          decls: {
            margin: '0.5rem 0',
            'font-size': '2rem',
            'font-weight': '800',
            'letter-spacing': '-0.02em',
            'font-variant-numeric': 'tabular-nums',
          },
        },
        {
          el: 'change',
          decls: {
            display: 'flex',
            'align-items': 'center',
            gap: '0.375rem',
            margin: '0',
            color: t('success'),
            'font-size': '0.875rem',
            'font-weight': '600',
          },
        },
        { el: 'change--down', decls: { color: t('danger') } },
        { el: 'period', decls: { color: t('text-muted'), 'font-weight': '400' } },
      ],
    },
  });
}

export function heroBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const buttons = model.actions.filter((a) => a.kind !== 'link');
  const { secondaryAction, illustrated } = model.presentation;
  const primary = buttons[0]?.label ?? 'Get started';
  const secondary =
    buttons[1]?.label ?? (secondaryAction || !buttons.length ? 'Learn more' : undefined);
  const isBanner = model.presentation.heroStyle === 'banner';
  return blueprint({
    outputs: [
      { name: 'primaryAction', type: 'void' },
      ...(secondary ? [{ name: 'secondaryAction', type: 'void' }] : []),
    ],
    view: [
      h(
        isBanner ? 'section..--banner' : 'section.',
        {},
        h(
          'div.content',
          {},
          isBanner ? null : h('p.eyebrow', {}, model.subtitle ?? 'New: real-time collaboration'),
          h(
            isBanner ? 'h2.headline' : 'h1.headline',
            {},
            model.title || 'Build better products, faster',
          ),
          h(
            'p.lead',
            {},
            model.message ??
              'Plan, ship and measure in one place. Teams move from idea to release in days, not months.',
          ),
          h(
            'div.actions',
            {},
            h(
              'button.button',
              { type: 'button', '(click)': 'emit:primaryAction()' },
              primary,
              icon('arrowRight'),
            ),
            secondary
              ? h(
                  'button.button.button--secondary',
                  { type: 'button', '(click)': 'emit:secondaryAction()' },
                  secondary,
                )
              : null,
          ),
        ),
        illustrated
          ? h('img.illustration', {
              src: placeholderImage('Illustration', 560, 420, model.styling.primary),
              alt: 'Illustration of a team dashboard with charts',
              width: 560,
              height: 420,
            })
          : null,
      ),
    ],
    styles: {
      keyframes: {
        'hero-rise':
          'from {\n  opacity: 0;\n  transform: translateY(8px);\n}\nto {\n  opacity: 1;\n  transform: none;\n}',
      },
      rules: [
        ...commonRules(ctx, ['button']),
        {
          el: '',
          decls: {
            display: 'grid',
            'grid-template-columns': illustrated ? '1.1fr 1fr' : '1fr',
            'align-items': 'center',
            gap: `calc(${t('space')} * 3)`,
            padding: `calc(${t('space')} * 4) calc(${t('space')} * 2)`,
            'border-radius': t('radius'),
            background: model.styling.background
              ? t('surface')
              : `linear-gradient(160deg, ${t('surface-muted')}, ${t('surface')})`,
          },
        },
        {
          el: '',
          media: 'narrow',
          decls: {
            'grid-template-columns': '1fr',
            padding: `calc(${t('space')} * 2) ${t('space')}`,
            'text-align': 'center',
          },
        },
        {
          el: '--banner',
          decls: {
            padding: `calc(${t('space')} * 2)`,
            color: model.styling.background ? COLOURS.white : 'inherit',
          },
        },
        { el: 'content', decls: { animation: 'hero-rise var(--kiln-motion, 400ms) ease-out' } },
        {
          el: 'eyebrow',
          decls: {
            display: 'inline-block',
            margin: '0 0 1rem',
            padding: '0.25rem 0.75rem',
            'border-radius': '999px',
            background: t('surface'),
            color: t('primary'),
            'font-size': '0.875rem',
            'font-weight': '600',
            border: `1px solid ${t('border')}`,
          },
        },
        {
          el: 'headline',
          decls: {
            margin: '0',
            'font-size': 'clamp(2rem, 5vw, 3.5rem)',
            'line-height': '1.1',
            'letter-spacing': '-0.03em',
          },
        },
        {
          el: 'lead',
          decls: {
            margin: '1rem 0 2rem',
            'max-width': '36rem',
            'font-size': '1.125rem',
            opacity: '0.85',
          },
        },
        { el: 'actions', decls: { display: 'flex', 'flex-wrap': 'wrap', gap: '0.75rem' } },
        { el: 'actions', media: 'narrow', decls: { 'justify-content': 'center' } },
        {
          el: 'illustration',
          decls: {
            width: '100%',
            height: 'auto',
            'border-radius': t('radius'),
            'box-shadow': `0 25px 50px -12px ${blackAt(0.25)}`,
          },
        },
        ...(model.styling.background && isBanner
          ? [
              {
                el: 'button',
                decls: {
                  background: COLOURS.white,
                  color: model.styling.background,
                  'border-color': COLOURS.white,
                },
              },
            ]
          : []),
      ],
    },
  });
}

export function testimonialBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
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

const TIMELINE_TIMES = [
  'Mon, Mar 3 · 09:12',
  'Tue, Mar 4 · 14:30',
  'Wed, Mar 5 · 07:45',
  'Wed, Mar 5 · 16:20',
  'Thu, Mar 6 · 10:05',
  'Fri, Mar 7 · 12:00',
];

export function timelineBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const events =
    model.items.length >= 2
      ? model.items
      : ['Order placed', 'Payment confirmed', 'Shipped', 'Delivered'];
  return blueprint({
    inputs: [{ name: 'current', type: 'number', initial: String(Math.max(0, events.length - 2)) }],
    view: [
      h(
        'ol.',
        { 'aria-label': model.title || 'Timeline' },
        ...events.map((event, i) =>
          h(
            'li.item',
            {
              '[class.item--complete]': `$current >= ${i}`,
              '[aria-current]': `$current === ${i} ? 'step' : undefined`,
            },
            h('span.marker', { 'aria-hidden': 'true' }),
            h(
              'div.content',
              {},
              h('p.title', {}, event),
              h('time.time', {}, TIMELINE_TIMES[i % TIMELINE_TIMES.length]!),
            ),
          ),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, []),
        {
          el: '',
          decls: { position: 'relative', margin: '0', padding: '0', 'list-style': 'none' },
        },
        {
          el: 'item',
          decls: {
            position: 'relative',
            display: 'flex',
            gap: t('space'),
            'padding-bottom': `calc(${t('space')} * 1.5)`,
            color: t('text-muted'),
          },
        },
        {
          el: 'item',
          state: ':not(:last-child)::before',
          decls: {
            content: "''",
            position: 'absolute',
            top: '1.25rem',
            left: 'calc(0.625rem - 1px)',
            bottom: '0',
            width: '2px',
            background: t('border'),
          },
        },
        { el: 'item--complete', decls: { color: t('text') } },
        {
          el: 'marker',
          decls: {
            position: 'relative',
            'flex-shrink': '0',
            width: '1.25rem',
            height: '1.25rem',
            'border-radius': '50%',
            border: `2px solid ${t('border')}`,
            background: t('surface'),
            'box-sizing': 'border-box',
          },
        },
        {
          el: 'item--complete',
          state: ' > span',
          decls: { 'border-color': t('primary'), background: t('primary') },
        },
        { el: 'title', decls: { margin: '0', 'font-weight': '600' } },
        { el: 'time', decls: { 'font-size': '0.8125rem', color: t('text-muted') } },
      ],
    },
  });
}

function humanSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round(bytes / (1024 * 1024))} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

export function fileUploadBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const maxBytes = model.params.maxBytes ?? 10 * 1024 * 1024;
  const megabytes = maxBytes / (1024 * 1024);
  const accept = model.params.accept ?? [];
  const acceptText = accept.length ? accept.join(', ') : 'any file type';
  return blueprint({
    usesId: true,
    outputs: [{ name: 'fileSelected', type: 'File' }],
    constants: [
      {
        name: 'maxBytes',
        type: 'number',
        value: Number.isInteger(megabytes) ? `${megabytes} * 1024 * 1024` : String(maxBytes),
      },
      {
        name: 'accepted',
        type: 'readonly string[]',
        value: `[${accept.map((a) => tsString(a)).join(', ')}]`,
      },
    ],
    state: [
      { name: 'dragging', type: 'boolean', initial: 'false' },
      { name: 'file', type: 'File | null', initial: 'null' },
      { name: 'error', type: 'string', initial: "''" },
    ],
    methods: [
      {
        name: 'accept',
        params: 'file: File | undefined',
        body: [
          'if (!file) return;',
          'const extensionOk = @accepted.length === 0 || @accepted.some((extension) => file.name.toLowerCase().endsWith(extension));',
          'if (!extensionOk) {',
          `  set:error(${tsString(`Only ${acceptText} files are accepted.`)});`,
          '} else if (file.size > @maxBytes) {',
          `  set:error(${tsString(`The file is larger than ${humanSize(maxBytes)}.`)});`,
          '} else {',
          "  set:error('');",
          '  set:file(file);',
          '  emit:fileSelected(file);',
          '}',
        ].join('\n'),
      },
      {
        name: 'onDragOver',
        params: 'event: DragEvent',
        body: 'event.preventDefault();\nset:dragging(true);',
      },
      {
        name: 'onDrop',
        params: 'event: DragEvent',
        body: 'event.preventDefault();\nset:dragging(false);\n@accept(event.dataTransfer?.files[0]);',
      },
      {
        name: 'onSelect',
        params: 'event: Event',
        body: "const input = event.target as HTMLInputElement;\n@accept(input.files?.[0]);\ninput.value = '';",
      },
    ],
    // The whole component is the drop target, so a file dropped next to the label still counts.
    host: {
      dragover: 'onDragOver(event)',
      dragleave: 'set:dragging(false)',
      drop: 'onDrop(event)',
    },
    computed: [
      {
        name: 'fileSize',
        expr: "$file ? (($file?.size ?? 0) / (1024 * 1024)).toFixed(1) + ' MB' : ''",
      },
    ],
    view: [
      h(
        'div.',
        {},
        h(
          'label.dropzone',
          { '[for]': "@uid + '-file'", '[class.dropzone--active]': '$dragging' },
          icon('upload', 'icon'),
          h('span.title', {}, h('strong', {}, 'Click to upload'), ' or drag and drop'),
          h(
            'span.hint',
            { '[id]': "@uid + '-hint'" },
            `${accept.length ? accept.join(', ').toUpperCase().replace(/\./g, '') : 'Any file'} up to ${humanSize(maxBytes)}`,
          ),
        ),
        h('input.sr-only', {
          '[id]': "@uid + '-file'",
          type: 'file',
          accept: accept.join(',') || undefined,
          '[aria-describedby]': "@uid + '-hint'",
          '(change)': 'onSelect(event)',
        }),
        when('$error', [h('p.error', { role: 'alert' }, interp('$error'))]),
        when('$file', [
          h(
            'p.file',
            { role: 'status' },
            icon('file'),
            h('span.file-name', {}, interp('$file?.name')),
            h('span.file-size', {}, interp('$fileSize')),
          ),
        ]),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, []),
        {
          el: '',
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            gap: '0.75rem',
            'max-width': '32rem',
          },
        },
        {
          el: 'dropzone',
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            'align-items': 'center',
            gap: '0.5rem',
            padding: `calc(${t('space')} * 2.5) ${t('space')}`,
            border: `2px dashed ${t('border')}`,
            'border-radius': t('radius'),
            background: t('surface'),
            'text-align': 'center',
            cursor: 'pointer',
            transition: 'border-color 150ms ease, background-color 150ms ease',
          },
        },
        { el: 'dropzone', state: ':hover', decls: { 'border-color': t('primary') } },
        {
          el: 'dropzone--active',
          decls: { 'border-color': t('primary'), background: t('surface-muted') },
        },
        { el: 'dropzone', state: ':has(+ input:focus-visible)', decls: focusRing(t) },
        { el: 'icon', decls: { width: '2rem', height: '2rem', color: t('primary') } },
        { el: 'title', decls: { color: t('text') } },
        { el: 'hint', decls: { color: t('text-muted'), 'font-size': '0.875rem' } },
        { el: 'error', decls: { margin: '0', color: t('danger'), 'font-size': '0.875rem' } },
        {
          el: 'file',
          decls: {
            display: 'flex',
            'align-items': 'center',
            gap: '0.5rem',
            margin: '0',
            padding: '0.75rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
          },
        },
        {
          el: 'file-name',
          decls: {
            flex: '1',
            'font-weight': '600',
            overflow: 'hidden',
            'text-overflow': 'ellipsis',
            'white-space': 'nowrap',
          },
        },
        { el: 'file-size', decls: { color: t('text-muted'), 'font-size': '0.875rem' } },
      ],
    },
  });
}

const SLIDES = [
  ['Mountain lake at sunrise', 'Find your calm'],
  ['City skyline at night', 'Stay in the flow'],
  ['Forest trail in autumn', 'Take the long way'],
  ['Desert dunes at dusk', 'Go further'],
];

export function carouselBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const interval = model.params.durationMs ?? 5000;
  const { autoplay } = model.presentation;
  return blueprint({
    types: ['export interface Slide {\n  src: string;\n  alt: string;\n  caption: string;\n}'],
    inputs: autoplay ? [{ name: 'interval', type: 'number', initial: String(interval) }] : [],
    constants: [
      {
        name: 'slides',
        type: 'readonly Slide[]',
        value: `[\n${SLIDES.map(([alt, caption], i) => `  { src: ${tsString(placeholderImage(caption!, 960, 540, SLIDE_FILLS[i]!))}, alt: ${tsString(alt!)}, caption: ${tsString(caption!)} },`).join('\n')}\n]`,
      },
    ],
    state: [
      { name: 'index', type: 'number', initial: '0' },
      ...(autoplay ? [{ name: 'paused', type: 'boolean', initial: 'false' }] : []),
    ],
    methods: [
      {
        name: 'show',
        params: 'index: number',
        body: 'set:index((index + @slides.length) % @slides.length);',
      },
      {
        name: 'onKeydown',
        params: 'event: KeyboardEvent',
        body: "if (event.key === 'ArrowRight') @show($index + 1);\nif (event.key === 'ArrowLeft') @show($index - 1);",
      },
    ],
    effects: autoplay
      ? [
          {
            // Auto-advance pauses while the pointer or focus is inside, so nobody loses their place.
            angular:
              'effect((onCleanup) => {\n  if (this.paused()) return;\n  const timer = setInterval(() => this.index.update((i) => (i + 1) % this.slides.length), this.interval());\n  onCleanup(() => clearInterval(timer));\n});',
            react:
              'if (paused) return;\nconst timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), interval);\nreturn () => clearInterval(timer);',
            reactDeps: ['paused', 'interval'],
          },
        ]
      : [],
    view: [
      h(
        'section.',
        {
          'aria-roledescription': 'carousel',
          'aria-label': model.title || 'Featured images',
          '(keydown)': 'onKeydown(event)',
          ...(autoplay
            ? {
                '(mouseenter)': 'set:paused(true)',
                '(mouseleave)': 'set:paused(false)',
                '(focusin)': 'set:paused(true)',
                '(focusout)': 'set:paused(false)',
              }
            : {}),
        },
        h(
          'div.viewport',
          { 'aria-live': autoplay ? 'off' : 'polite' },
          each(
            'slide',
            '@slides',
            'slide.src',
            [
              h(
                'figure.slide',
                {
                  role: 'group',
                  'aria-roledescription': 'slide',
                  '[aria-label]': "i + 1 + ' of ' + @slides.length",
                  '[hidden]': 'i !== $index',
                },
                h('img.image', {
                  '[src]': 'slide.src',
                  '[alt]': 'slide.alt',
                  width: 960,
                  height: 540,
                }),
                h('figcaption.caption', {}, interp('slide.caption')),
              ),
            ],
            { index: 'i' },
          ),
        ),
        h(
          'button.arrow.arrow--previous',
          { type: 'button', 'aria-label': 'Previous slide', '(click)': 'show($index - 1)' },
          icon('chevronLeft'),
        ),
        h(
          'button.arrow.arrow--next',
          { type: 'button', 'aria-label': 'Next slide', '(click)': 'show($index + 1)' },
          icon('chevronRight'),
        ),
        h(
          'div.dots',
          {},
          each(
            'slide',
            '@slides',
            'slide.src',
            [
              h('button.dot', {
                type: 'button',
                '[aria-label]': "'Go to slide ' + (i + 1)",
                '[aria-current]': 'i === $index',
                '(click)': 'show(i)',
              }),
            ],
            { index: 'i' },
          ),
        ),
      ),
    ],
    styles: {
      keyframes: { 'slide-in': 'from {\n  opacity: 0.4;\n}\nto {\n  opacity: 1;\n}' },
      rules: [
        ...commonRules(ctx, []),
        {
          el: '',
          decls: {
            position: 'relative',
            'max-width': '60rem',
            'border-radius': t('radius'),
            overflow: 'hidden',
            background: COLOURS.black,
          },
        },
        { el: 'viewport', decls: { 'aspect-ratio': '16 / 9' } },
        {
          el: 'slide',
          decls: {
            position: 'relative',
            margin: '0',
            height: '100%',
            animation: 'slide-in var(--kiln-motion, 400ms) ease',
          },
        },
        {
          el: 'image',
          decls: { display: 'block', width: '100%', height: '100%', 'object-fit': 'cover' },
        },
        {
          el: 'caption',
          decls: {
            position: 'absolute',
            left: '0',
            right: '0',
            bottom: '0',
            padding: '2rem 1.5rem 2.5rem',
            background: `linear-gradient(transparent, ${blackAt(0.6)})`,
            color: COLOURS.white,
            'font-size': '1.25rem',
            'font-weight': '700',
          },
        },
        {
          el: 'arrow',
          decls: {
            position: 'absolute',
            top: '50%',
            display: 'grid',
            'place-items': 'center',
            width: '2.75rem',
            height: '2.75rem',
            border: '0',
            'border-radius': '50%',
            background: whiteAt(0.85),
            color: COLOURS.tooltipBackground,
            cursor: 'pointer',
            transform: 'translateY(-50%)',
          },
        },
        { el: 'arrow', state: ':hover', decls: { background: COLOURS.white } },
        { el: 'arrow', state: ':focus-visible', decls: focusRing(t) },
        { el: 'arrow--previous', decls: { left: '1rem' } },
        { el: 'arrow--next', decls: { right: '1rem' } },
        {
          el: 'dots',
          decls: {
            position: 'absolute',
            bottom: '0.75rem',
            left: '50%',
            display: 'flex',
            gap: '0.5rem',
            transform: 'translateX(-50%)',
          },
        },
        {
          el: 'dot',
          decls: {
            width: '0.625rem',
            height: '0.625rem',
            padding: '0',
            border: '0',
            'border-radius': '50%',
            background: whiteAt(0.5),
            cursor: 'pointer',
          },
        },
        {
          el: 'dot',
          state: '[aria-current="true"]',
          decls: { background: COLOURS.white, width: '1.5rem', 'border-radius': '999px' },
        },
        { el: 'dot', state: ':focus-visible', decls: focusRing(t) },
        { el: 'arrow', media: 'narrow', decls: { width: '2.25rem', height: '2.25rem' } },
      ],
    },
  });
}

export function emptyStateBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const action = model.actions.find((a) => a.kind !== 'link');
  return blueprint({
    outputs: action ? [{ name: outputName(action.label), type: 'void' }] : [],
    view: [
      h(
        'section.',
        {},
        h('img.illustration', {
          src: placeholderImage('', 240, 160, model.styling.primary),
          alt: '',
          width: 240,
          height: 160,
        }),
        h('h2.title', {}, model.message ?? model.title ?? 'Nothing here yet'),
        h(
          'p.text',
          {},
          model.subtitle ?? 'Create your first one to get started. It only takes a minute.',
        ),
        action
          ? h(
              'button.button',
              { type: 'button', '(click)': `emit:${outputName(action.label)}()` },
              icon('plus'),
              action.label,
            )
          : null,
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['button']),
        {
          el: '',
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            'align-items': 'center',
            gap: '0.5rem',
            padding: `calc(${t('space')} * 3) ${t('space')}`,
            border: `2px dashed ${t('border')}`,
            'border-radius': t('radius'),
            'text-align': 'center',
          },
        },
        {
          el: 'illustration',
          decls: {
            'max-width': '100%',
            height: 'auto',
            opacity: '0.8',
            'border-radius': t('radius-sm'),
          },
        },
        { el: 'title', decls: { margin: '1rem 0 0', 'font-size': '1.25rem' } },
        { el: 'text', decls: { margin: '0 0 1rem', 'max-width': '24rem', color: t('text-muted') } },
      ],
    },
  });
}

export function avatarBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const name = 'Grace Hopper';
  return blueprint({
    types: ["export type AvatarSize = 'sm' | 'md' | 'lg';"],
    inputs: [
      { name: 'name', type: 'string', initial: tsString(name) },
      { name: 'src', type: 'string', initial: "''" },
      { name: 'size', type: 'AvatarSize', initial: "'md'" },
    ],
    state: [{ name: 'failed', type: 'boolean', initial: 'false' }],
    computed: [
      {
        name: 'initials',
        expr: "$name\n    .split(/\\s+/)\n    .filter(Boolean)\n    .slice(0, 2)\n    .map((part) => part[0]?.toUpperCase() ?? '')\n    .join('')",
      },
    ],
    view: [
      h(
        'span.',
        { '[class.--sm]': "$size === 'sm'", '[class.--lg]': "$size === 'lg'" },
        when(
          '$src && !$failed',
          [h('img.image', { '[src]': '$src', '[alt]': '$name', '(error)': 'set:failed(true)' })],
          [h('span.initials', { role: 'img', '[aria-label]': '$name' }, interp('$initials'))],
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, []),
        {
          el: '',
          decls: {
            display: 'inline-grid',
            'place-items': 'center',
            width: '2.5rem',
            height: '2.5rem',
            'border-radius': model.styling.radius === 'square' ? t('radius-sm') : '50%',
            overflow: 'hidden',
            background: t('primary'),
            color: t('on-primary'),
            'font-weight': '700',
            'flex-shrink': '0',
          },
        },
        { el: '--sm', decls: { width: '2rem', height: '2rem', 'font-size': '0.75rem' } },
        { el: '--lg', decls: { width: '4rem', height: '4rem', 'font-size': '1.5rem' } },
        { el: 'image', decls: { width: '100%', height: '100%', 'object-fit': 'cover' } },
        { el: 'initials', decls: { 'line-height': '1', 'letter-spacing': '0.02em' } },
      ],
    },
  });
}

export function ratingBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const count = Math.min(Math.max(model.params.count ?? 5, 3), 10);
  return blueprint({
    inputs: [{ name: 'value', type: 'number', initial: '0' }],
    outputs: [{ name: 'valueChange', type: 'number' }],
    constants: [
      {
        name: 'stars',
        type: 'readonly number[]',
        value: `[${Array.from({ length: count }, (_, i) => i + 1).join(', ')}]`,
      },
    ],
    state: [{ name: 'current', type: 'number', initial: '0', linked: 'value' }],
    methods: [
      {
        name: 'select',
        params: 'star: number',
        body: 'set:current(star);\nemit:valueChange(star);',
      },
      {
        name: 'onKeydown',
        params: 'event: KeyboardEvent',
        body: [
          `const keys: Record<string, number> = { ArrowRight: Math.min($current + 1, ${count}), ArrowUp: Math.min($current + 1, ${count}), ArrowLeft: Math.max($current - 1, 1), ArrowDown: Math.max($current - 1, 1), Home: 1, End: ${count} };`,
          'const next = keys[event.key];',
          'if (next === undefined) return;',
          'event.preventDefault();',
          '@select(next);',
          '(event.currentTarget as HTMLElement).querySelectorAll<HTMLElement>(\'[role="radio"]\')[next - 1]?.focus();',
        ].join('\n'),
      },
    ],
    view: [
      h(
        'div.',
        {
          role: 'radiogroup',
          'aria-label': model.title || 'Rating',
          '(keydown)': 'onKeydown(event)',
        },
        each('star', '@stars', 'star', [
          h(
            'button.star',
            {
              type: 'button',
              role: 'radio',
              '[class.star--filled]': 'star <= $current',
              '[aria-checked]': 'star === $current',
              '[aria-label]': "star === 1 ? '1 star' : star + ' stars'",
              '[tabIndex]': 'star === ($current || 1) ? 0 : -1',
              '(click)': 'select(star)',
            },
            icon('star'),
          ),
        ]),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, []),
        { el: '', decls: { display: 'inline-flex', gap: '0.125rem' } },
        {
          el: 'star',
          decls: {
            display: 'inline-flex',
            padding: '0.25rem',
            border: '0',
            'border-radius': t('radius-sm'),
            background: 'none',
            color: t('border'),
            cursor: 'pointer',
            transition: 'color 100ms ease, transform 100ms ease',
          },
        },
        { el: 'star', state: ':hover', decls: { transform: 'scale(1.15)' } },
        { el: 'star', state: ':focus-visible', decls: focusRing(t) },
        { el: 'star--filled', decls: { color: COLOURS.star } },
        { el: 'star--filled', state: ' path', decls: { fill: 'currentColor' } },
      ],
    },
  });
}
