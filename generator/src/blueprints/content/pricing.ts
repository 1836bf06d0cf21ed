import type { Blueprint, BuildContext } from '../../blueprint';
import { billingWords } from '../../lexicon/billing-words';
import type { Behaviour } from '../../model';
import { camelCase } from '../../text';
import { h, icon, when } from '../../view';
import type { ElementNode } from '../../view';
import { blueprint, commonRules } from '../common';

const PLAN_FEATURES = [
  ['1 project', 'Basic analytics', 'Community support'],
  ['Unlimited projects', 'Advanced analytics', 'Priority e-mail support', 'Team roles'],
  ['Everything in the lower plans', 'Single sign-on', 'Dedicated success manager', 'Uptime SLA'],
  ['Custom contracts', 'On-premise option', 'Security review'],
];

type YearlySaving = NonNullable<Behaviour['yearlySaving']>;

/** What a year costs in months: the stated saving, else ten months (two months free). */
const monthsPaid = (saving: YearlySaving | undefined) =>
  !saving ? 10 : 'percent' in saving ? 12 * (1 - saving.percent / 100) : 12 - saving.monthsFree;

/** An amount as written: with thousands commas ("1,200"), a decimal point or a decimal comma. */
const AMOUNT = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?/;

/**
 * A plan's yearly price ("$9" → "$90", or "$86.40" at 20 % off; "€12,50" → "€112,50"), written
 * the way the monthly one is, cents only when there are some; a price without a number stays.
 */
function yearlyPrice(monthly: string, saving: YearlySaving | undefined): string {
  const written = AMOUNT.exec(monthly)?.[0];
  if (!written) return monthly;
  const decimalComma = /^\d+,\d{1,2}$/.test(written);
  const amount = Number(decimalComma ? written.replace(',', '.') : written.replaceAll(',', ''));
  const cents = Math.round(amount * monthsPaid(saving) * 100);
  const yearly = new Intl.NumberFormat(decimalComma ? 'de-DE' : 'en-US', {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: written.includes(',') && !decimalComma,
  }).format(cents / 100);
  return monthly.replace(written, yearly);
}

/** What the switch says paying yearly saves. */
const savingText = (saving: YearlySaving | undefined) =>
  !saving
    ? '2 months free'
    : 'percent' in saving
      ? `Save ${saving.percent}%`
      : `${saving.monthsFree} month${saving.monthsFree === 1 ? '' : 's'} free`;

/** The monthly / yearly switch above the plans: a labelled check box with the switch role. */
function billingSwitch(behaviour: Behaviour): ElementNode {
  const words = billingWords(behaviour);
  return h(
    'div.billing',
    {},
    h('span.billing-label', { 'aria-hidden': 'true' }, words.monthly),
    h(
      'label.switch',
      {},
      h('input.switch-input', {
        type: 'checkbox',
        role: 'switch',
        '[(checked)]': 'yearly',
      }),
      h('span.switch-text', {}, words.yearly),
    ),
    h('span.save', {}, savingText(behaviour.yearlySaving)),
  );
}

export function pricingBlueprint(ctx: BuildContext): Blueprint {
  const base = plansBlueprint(ctx);
  if (ctx.model.behaviour?.billingToggle !== true) return base;
  const [plans] = base.view as ElementNode[];
  const { t } = ctx;
  return {
    ...base,
    state: [...base.state, { name: 'yearly', type: 'boolean', initial: 'false' }],
    view: [h('div.', {}, billingSwitch(ctx.model.behaviour), { ...plans!, classes: ['plans'] })],
    styles: {
      ...base.styles,
      rules: [
        ...base.styles.rules.map((rule) => (rule.el === '' ? { ...rule, el: 'plans' } : rule)),
        {
          el: 'billing',
          decls: {
            display: 'flex',
            'align-items': 'center',
            'justify-content': 'center',
            gap: '0.75rem',
            'margin-bottom': t('space'),
          },
        },
        {
          el: 'switch',
          decls: {
            display: 'inline-flex',
            'align-items': 'center',
            gap: '0.5rem',
            cursor: 'pointer',
          },
        },
        {
          el: 'switch-input',
          decls: { width: '1.125rem', height: '1.125rem', 'accent-color': t('primary') },
        },
        { el: 'save', decls: { color: t('text-muted'), 'font-size': '0.875rem' } },
      ],
    },
  };
}

/** Plans nobody named, by how many the description counts ("four plans"); three otherwise. */
const UNNAMED_PLANS: Record<number, string[]> = {
  2: ['Free', 'Pro'],
  3: ['Starter', 'Pro', 'Enterprise'],
  4: ['Free', 'Starter', 'Pro', 'Enterprise'],
  5: ['Free', 'Starter', 'Pro', 'Business', 'Enterprise'],
};
const unnamedPlans = (count = 3): string[] => UNNAMED_PLANS[Math.min(Math.max(count, 2), 5)]!;

function plansBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  // The period as the description writes its prices ("$10/mo", "$100/yr"), else in full.
  const perMonth = model.behaviour?.labels?.perMonth ?? '/month';
  const perYear = model.behaviour?.labels?.perYear ?? '/year';
  const names =
    model.items.length >= 2 ? model.items.slice(0, 5) : unnamedPlans(model.params.count);
  const defaults = ['$9', '$29', '$99', '$199', '$499'];
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
            model.behaviour?.billingToggle
              ? h(
                  'p.price',
                  {},
                  h(
                    'span.amount',
                    {},
                    when(
                      '$yearly',
                      [yearlyPrice(plan.price, model.behaviour.yearlySaving)],
                      [plan.price],
                    ),
                  ),
                  h('span.period', {}, when('$yearly', [perYear], [perMonth])),
                )
              : h('p.price', {}, h('span.amount', {}, plan.price), h('span.period', {}, perMonth)),
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
