import type { Blueprint, BuildContext } from '../../blueprint';
import { tsString } from '../../text';
import { each, h, interp, when } from '../../view';
import { blueprint, COLOURS, commonRules, placeholderImage } from '../common';

/** A price's amount as the description writes it ("€24.00", "24,90 €", "R$ 24,90"). */
function statedAmount(written: string | undefined): number | undefined {
  const amount = /\d+(?:[.,]\d{1,2})?/.exec(written ?? '')?.[0];
  return amount === undefined ? undefined : Number(amount.replace(',', '.'));
}

export function productCardBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const cta = model.actions.find((a) => a.kind === 'primary')?.label ?? 'Add to cart';
  // The product's stated score, reviews and badge ("4.5 stars, 38 reviews", "a 'New' badge").
  const { rating, reviews, badge } = model.params;
  const showRating = model.presentation.showRating || rating !== undefined;
  // The product the description names and its price ("name 'Linen Tote Bag', price €24.00"), in
  // the description's currency and way of writing numbers.
  const amount = statedAmount(model.params.prices?.[0]);
  const numbers = model.behaviour?.numbers ?? { locale: 'en-US', currency: 'USD' };
  // "an Add to cart button that changes to 'Added' once clicked" (behaviour.pressed).
  const pressed = model.behaviour?.pressed;
  return blueprint({
    ...(pressed
      ? {
          state: [{ name: 'added', type: 'boolean', initial: 'false' }],
          methods: [
            {
              name: 'add',
              body: `${pressed.toggles ? 'update:added((added) => !added);' : 'set:added(true);'}\nemit:addToCart();`,
            },
          ],
        }
      : {}),
    inputs: [
      {
        name: 'name',
        type: 'string',
        initial: tsString(model.title || 'Aurora wireless headphones'),
      },
      { name: 'price', type: 'number', initial: String(amount ?? 129) },
      { name: 'currency', type: 'string', initial: tsString(numbers.currency) },
      { name: 'rating', type: 'number', initial: String(rating ?? 4.5) },
      { name: 'reviewCount', type: 'number', initial: String(reviews ?? 128) },
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
        expr: `new Intl.NumberFormat(${tsString(numbers.locale)}, { style: 'currency', currency: $currency }).format($price)`,
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
          ...(badge ? [h('span.badge', {}, badge)] : []),
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
                h(
                  'span.reviews',
                  { 'aria-hidden': 'true' },
                  interp('$rating'),
                  ' (',
                  interp('$reviewCount'),
                  ' reviews)',
                ),
              )
            : null,
          h('p.price', {}, interp('$formattedPrice')),
          pressed
            ? h(
                'button.button',
                { type: 'button', '(click)': 'add()' },
                when('$added', [pressed.label], [cta]),
              )
            : h('button.button', { type: 'button', '(click)': 'emit:addToCart()' }, cta),
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
        ...(badge
          ? [
              {
                el: 'badge',
                decls: {
                  'align-self': 'flex-start',
                  padding: '0.125rem 0.5rem',
                  'border-radius': '999px',
                  background: t('primary'),
                  color: t('on-primary'),
                  'font-size': '0.75rem',
                  'font-weight': '700',
                },
              },
            ]
          : []),
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
