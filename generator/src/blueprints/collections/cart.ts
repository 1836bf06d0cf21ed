import type { Blueprint, BuildContext } from '../../blueprint';
import { tsString } from '../../text';
import { each, h, interp } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';
import { fieldRules, numberFormat } from '../tools/parts';
import { countExpr } from '../count-text';

/** What a cart holds when the description names nothing to buy. */
const DEFAULT_LINES: [string, number][] = [
  ['Wireless mouse', 29],
  ['Mechanical keyboard', 79],
  ['USB-C hub', 45],
];

/** A plausible price for a named thing the description gave no price for. */
const FALLBACK_PRICES = [4.5, 12, 8.25, 6, 15, 3.75];

/**
 * Lines with a price and a quantity, and the totals that follow them live: an order form starts
 * every quantity at 0, a cart at 1 and lets a line be removed.
 */
export function cartBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  // "3 items": the quantity in the cart counted in the description's own words.
  const wording = model.countWording?.subject === 'items' ? model.countWording : undefined;
  const named = model.items.length >= 2;
  const prices = model.params.prices ?? [];
  const lines: [string, number][] = named
    ? model.items.map((item, i) => [
        item,
        Number((prices[i] ?? '').replace(/[^\d.]/g, '')) || FALLBACK_PRICES[i % 6]!,
      ])
    : DEFAULT_LINES;
  const order = model.behaviour?.cart === 'order';
  // An order summary shows its lines as they are: no steppers, nothing to remove.
  const summary = model.behaviour?.cart === 'summary';
  const fixed = order || summary;
  const start = order ? 0 : 1;
  const charges = model.behaviour?.charges;
  const money = (label: string, value: string) =>
    h('p.charge', {}, `${label}: `, interp(`@money.format(${value})`));
  return blueprint({
    usesId: true,
    types: ['export interface Line {\n  name: string;\n  price: number;\n}'],
    constants: [
      numberFormat('money', model.behaviour?.numbers),
      {
        name: 'lines',
        type: 'readonly Line[]',
        value: `[\n${lines.map(([name, price]) => `  { name: ${tsString(name)}, price: ${price} },`).join('\n')}\n]`,
      },
    ],
    state: [
      ...(summary
        ? []
        : [
            {
              name: 'quantities',
              type: 'number[]',
              initial: `[${lines.map(() => start).join(', ')}]`,
            },
          ]),
      ...(fixed ? [] : [{ name: 'removed', type: 'string[]', initial: '[]' }]),
    ],
    computed: [
      {
        name: 'rows',
        expr: `@lines\n    .map((line, index) => ({ ...line, index, quantity: ${summary ? 1 : '$quantities[index] ?? 0'} }))${fixed ? '' : '\n    .filter((row) => !$removed.includes(row.name))'}`,
      },
      { name: 'count', expr: '$rows.reduce((sum, row) => sum + row.quantity, 0)' },
      ...(wording ? [{ name: 'countText', expr: countExpr(wording, '$count') }] : []),
      // The lines' sum, then the charges stated: shipping once there is something to ship, tax
      // as a share of the subtotal.
      ...(charges
        ? [
            {
              name: 'subtotal',
              expr: '$rows.reduce((sum, row) => sum + row.price * row.quantity, 0)',
            },
            { name: 'shipping', expr: `$count > 0 ? ${charges.shipping ?? 0} : 0` },
            { name: 'tax', expr: `$subtotal * ${charges.taxRate ?? 0}` },
            { name: 'total', expr: '$subtotal + $shipping + $tax' },
          ]
        : [
            {
              name: 'total',
              expr: '$rows.reduce((sum, row) => sum + row.price * row.quantity, 0)',
            },
          ]),
      { name: 'totalText', expr: '@money.format($total)' },
      {
        name: 'lineTexts',
        expr: '$rows.map((row) => @money.format(row.price * row.quantity))',
      },
      { name: 'priceTexts', expr: '$rows.map((row) => @money.format(row.price))' },
    ],
    methods: [
      // An order summary's quantities are as stated; nothing changes them.
      ...(summary
        ? []
        : [
            {
              name: 'setQuantity',
              params: 'index: number, event: Event',
              body: 'const quantity = Math.max(0, Math.floor(Number((event.target as HTMLInputElement).value)) || 0);\nupdate:quantities((all) => all.map((q, i) => (i === index ? quantity : q)));',
            },
            {
              name: 'step',
              params: 'index: number, by: number',
              body: 'update:quantities((all) => all.map((q, i) => (i === index ? Math.max(0, q + by) : q)));',
            },
          ]),
      ...(fixed
        ? []
        : [
            {
              name: 'remove',
              params: 'name: string',
              body: 'update:removed((all) => [...all, name]);',
            },
          ]),
    ],
    view: [
      h(
        'section.',
        { '[aria-labelledby]': "@uid + '-title'" },
        h(
          'h2.title',
          { '[id]': "@uid + '-title'" },
          model.title || (summary ? 'Order summary' : order ? 'Your order' : 'Your cart'),
        ),
        h(
          'ul.lines',
          {},
          each(
            'row',
            '$rows',
            'row.name',
            [
              h(
                'li.line',
                {},
                h('span.name', {}, interp('row.name')),
                h('span.price', {}, interp('$priceTexts[position]')),
                summary && h('span.times', {}, '× ', interp('row.quantity')),
                !summary &&
                  h(
                    'div.quantity',
                    {},
                    h(
                      'button.step',
                      {
                        type: 'button',
                        '[aria-label]': "'Decrease ' + row.name",
                        '[disabled]': 'row.quantity === 0',
                        '(click)': 'step(row.index, -1)',
                      },
                      '−',
                    ),
                    h('input.input', {
                      type: 'number',
                      min: 0,
                      inputmode: 'numeric',
                      '[aria-label]': "row.name + ' quantity'",
                      '[value]': 'row.quantity',
                      '(input)': 'setQuantity(row.index, event)',
                    }),
                    h(
                      'button.step',
                      {
                        type: 'button',
                        '[aria-label]': "'Increase ' + row.name",
                        '(click)': 'step(row.index, 1)',
                      },
                      '+',
                    ),
                  ),
                h('span.line-total', {}, interp('$lineTexts[position]')),
                !fixed &&
                  h(
                    'button.remove',
                    {
                      type: 'button',
                      '[aria-label]': "'Remove ' + row.name",
                      '(click)': 'remove(row.name)',
                    },
                    'Remove',
                  ),
              ),
            ],
            { index: 'position', empty: [h('li.empty', {}, 'Your cart is empty.')] },
          ),
        ),
        h(
          'div.summary',
          { 'aria-live': 'polite' },
          wording
            ? h('p.count', {}, interp('$countText'))
            : h('p.count', {}, 'Items: ', interp('$count')),
          charges && money('Subtotal', '$subtotal'),
          charges?.shipping !== undefined && money('Shipping', '$shipping'),
          charges?.taxRate !== undefined && money('Tax', '$tax'),
          h('p.total', {}, 'Total: ', h('strong', {}, interp('$totalText'))),
        ),
        h(
          'button.button',
          { type: 'button', '[disabled]': '$count === 0' },
          model.actions.find((action) => action.kind === 'primary')?.label ??
            (fixed ? 'Place order' : 'Checkout'),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button']),
        ...fieldRules(t),
        { el: '', decls: { 'max-width': '36rem', display: 'grid', gap: '1rem' } },
        {
          el: 'lines',
          decls: {
            display: 'grid',
            gap: '0.5rem',
            margin: '0',
            padding: '0',
            'list-style': 'none',
          },
        },
        {
          el: 'line',
          decls: {
            display: 'grid',
            'grid-template-columns': '1fr auto auto auto auto',
            'align-items': 'center',
            gap: '0.75rem',
            padding: '0.5rem 0',
            'border-bottom': `1px solid ${t('border')}`,
          },
        },
        { el: 'line', media: 'narrow', decls: { 'grid-template-columns': '1fr auto' } },
        { el: 'name', decls: { 'font-weight': '600' } },
        { el: 'price', decls: { color: t('text-muted') } },
        { el: 'quantity', decls: { display: 'flex', 'align-items': 'center', gap: '0.25rem' } },
        { el: 'input', decls: { width: '4rem', 'text-align': 'center' } },
        {
          el: 'step',
          decls: {
            width: '2rem',
            height: '2rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: 'inherit',
            cursor: 'pointer',
          },
        },
        { el: 'step', state: ':focus-visible', decls: focusRing(t) },
        {
          el: 'line-total',
          decls: { 'font-variant-numeric': 'tabular-nums', 'text-align': 'right' },
        },
        {
          el: 'remove',
          decls: {
            background: 'transparent',
            border: '0',
            color: t('danger'),
            cursor: 'pointer',
            font: 'inherit',
          },
        },
        { el: 'remove', state: ':focus-visible', decls: focusRing(t) },
        { el: 'empty', decls: { color: t('text-muted') } },
        charges
          ? { el: 'summary', decls: { display: 'grid', gap: '0.25rem', 'justify-items': 'end' } }
          : {
              el: 'summary',
              decls: { display: 'flex', 'justify-content': 'space-between', gap: '1rem' },
            },
        { el: 'charge', decls: { margin: '0', color: t('text-muted') } },
        { el: 'times', decls: { color: t('text-muted') } },
        { el: 'count', decls: { margin: '0', color: t('text-muted') } },
        { el: 'total', decls: { margin: '0', 'font-size': '1.125rem' } },
      ],
    },
  });
}
