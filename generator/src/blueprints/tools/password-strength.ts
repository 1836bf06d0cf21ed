import type { Blueprint, BuildContext } from '../../blueprint';
import type { StrengthNeed, StrengthRule } from '../../model';
import { tsString } from '../../text';
import { each, h, icon, interp, when } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';
import { fieldRules } from './parts';

/** What a strong password has; each one met adds a point. */
const CRITERIA = [
  { label: 'At least 8 characters', test: 'value.length >= 8' },
  {
    label: 'An uppercase and a lowercase letter',
    test: '/[a-z]/.test(value) && /[A-Z]/.test(value)',
  },
  { label: 'A number', test: '/\\d/.test(value)' },
  { label: 'A symbol', test: '/[^A-Za-z0-9]/.test(value)' },
];

/** What each need of a stated level tests, and how the criteria list words it. */
const NEED_TESTS: Record<StrengthNeed, { label: string; test: string }> = {
  number: { label: 'A number', test: '/\\d/.test(value)' },
  symbol: { label: 'A symbol', test: '/[^A-Za-z0-9]/.test(value)' },
  upper: { label: 'An uppercase letter', test: '/[A-Z]/.test(value)' },
  lower: { label: 'A lowercase letter', test: '/[a-z]/.test(value)' },
};

/** The criteria a stated rule set speaks of: the longest length asked for, then each need. */
function statedCriteria(rules: readonly StrengthRule[]) {
  const min = Math.max(0, ...rules.map((rule) => rule.min ?? 0));
  const needs = (Object.keys(NEED_TESTS) as StrengthNeed[]).filter((need) =>
    rules.some((rule) => rule.needs.includes(need)),
  );
  return [
    ...(min > 0 ? [{ label: `At least ${min} characters`, test: `value.length >= ${min}` }] : []),
    ...needs.map((need) => NEED_TESTS[need]),
  ];
}

/** The first stated level the password meets, most demanding first; the last one else. */
function statedStrength(rules: readonly StrengthRule[]): string {
  const test = (rule: StrengthRule) =>
    [
      ...(rule.min !== undefined ? [`$password.length >= ${rule.min}`] : []),
      ...(rule.max !== undefined ? [`$password.length <= ${rule.max}`] : []),
      ...rule.needs.map((need) => NEED_TESTS[need].test.replace('value', '$password')),
    ].join(' && ') || 'true';
  const chain = rules
    .slice(0, -1)
    .map((rule, i) => `${test(rule)} ? @levels[${i}] : `)
    .join('');
  return `$password === '' ? '' : ${chain}@levels[${rules.length - 1}]`;
}

/**
 * A password field that rates what is typed as Weak, Medium or Strong (or by the levels the
 * description states, with what each takes), lists the criteria met, and can show the password in
 * plain text.
 */
export function passwordStrengthBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const rules = model.behaviour?.strength;
  const criteria = rules ? statedCriteria(rules) : CRITERIA;
  const levels = rules?.map((rule) => rule.label);
  // The meter's colours: the weakest level, the strongest, and any between.
  const weakest = levels ? `$strength === @levels[${levels.length - 1}]` : "$strength === 'Weak'";
  const strongest = levels ? '$strength === @levels[0]' : "$strength === 'Strong'";
  const between = levels
    ? `$strength !== '' && !(${weakest}) && !(${strongest})`
    : "$strength === 'Medium'";
  return blueprint({
    usesId: true,
    types: [
      'export interface Criterion {\n  label: string;\n  test: (value: string) => boolean;\n}',
    ],
    outputs: [{ name: 'strengthChange', type: 'string' }],
    constants: [
      {
        name: 'criteria',
        type: 'Criterion[]',
        value: `[\n${criteria.map((c) => `  { label: ${tsString(c.label)}, test: (value) => ${c.test} },`).join('\n')}\n]`,
      },
      ...(levels
        ? [
            {
              name: 'levels',
              type: 'readonly string[]',
              value: `[${levels.map(tsString).join(', ')}]`,
            },
          ]
        : []),
    ],
    state: [
      { name: 'password', type: 'string', initial: "''" },
      { name: 'visible', type: 'boolean', initial: 'false' },
    ],
    computed: [
      { name: 'score', expr: '@criteria.filter((criterion) => criterion.test($password)).length' },
      {
        name: 'strength',
        expr: rules
          ? statedStrength(rules)
          : "$password === '' ? '' : $score <= 2 ? 'Weak' : $score === 3 ? 'Medium' : 'Strong'",
      },
    ],
    methods: [
      {
        name: 'onInput',
        params: 'event: Event',
        body: 'set:password((event.target as HTMLInputElement).value);\nemit:strengthChange($strength);',
      },
    ],
    view: [
      h(
        'div.',
        {},
        h(
          'div.field',
          {},
          h('label.label', { '[for]': "@uid + '-password'" }, model.title || 'Password'),
          h(
            'div.control',
            {},
            h('input.input', {
              '[id]': "@uid + '-password'",
              '[type]': "$visible ? 'text' : 'password'",
              autocomplete: 'new-password',
              '[aria-describedby]': "@uid + '-strength'",
              '[value]': '$password',
              '(input)': 'onInput(event)',
            }),
            h(
              'button.reveal',
              {
                type: 'button',
                '[aria-pressed]': '$visible',
                '(click)': 'set:visible(!$visible)',
              },
              interp("$visible ? 'Hide password' : 'Show password'"),
            ),
          ),
        ),
        h(
          'div.meter',
          { 'aria-hidden': 'true' },
          ...[1, 2, 3, 4].map((step) =>
            h('span.bar', {
              '[class.bar--weak]': `${weakest} && $score >= ${step}`,
              '[class.bar--medium]': `${between} && $score >= ${step}`,
              '[class.bar--strong]': strongest,
            }),
          ),
        ),
        h(
          'p.strength',
          { '[id]': "@uid + '-strength'", 'aria-live': 'polite' },
          when(
            "$strength !== ''",
            ['Strength: ', h('strong', {}, interp('$strength'))],
            ['Use at least 8 characters with a mix of letters, numbers and symbols.'],
          ),
        ),
        h(
          'ul.criteria',
          {},
          each('criterion', '@criteria', 'criterion.label', [
            h(
              'li.criterion',
              { '[class.criterion--met]': 'criterion.test($password)' },
              icon('check'),
              interp('criterion.label'),
              h('span.sr-only', {}, interp("criterion.test($password) ? ' (met)' : ' (not met)'")),
            ),
          ]),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, []),
        ...fieldRules(t),
        { el: '', decls: { 'max-width': '24rem' } },
        { el: 'control', decls: { display: 'flex', gap: '0.5rem' } },
        {
          el: 'reveal',
          decls: {
            'white-space': 'nowrap',
            padding: '0 0.75rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: 'inherit',
            font: 'inherit',
            'font-size': '0.875rem',
            cursor: 'pointer',
          },
        },
        { el: 'reveal', state: ':focus-visible', decls: focusRing(t) },
        {
          el: 'meter',
          decls: {
            display: 'grid',
            'grid-template-columns': 'repeat(4, 1fr)',
            gap: '0.25rem',
            'margin-top': '0.75rem',
          },
        },
        {
          el: 'bar',
          decls: { height: '0.375rem', 'border-radius': '999px', background: t('border') },
        },
        { el: 'bar--weak', decls: { background: t('danger') } },
        { el: 'bar--medium', decls: { background: t('warning') } },
        { el: 'bar--strong', decls: { background: t('success') } },
        { el: 'strength', decls: { margin: '0.5rem 0', 'font-size': '0.875rem' } },
        {
          el: 'criteria',
          decls: {
            display: 'grid',
            gap: '0.25rem',
            margin: '0',
            padding: '0',
            'list-style': 'none',
          },
        },
        {
          el: 'criterion',
          decls: {
            display: 'flex',
            'align-items': 'center',
            gap: '0.5rem',
            color: t('text-muted'),
            'font-size': '0.875rem',
          },
        },
        {
          el: 'criterion',
          state: ' svg',
          decls: { visibility: 'hidden', width: '1rem', height: '1rem' },
        },
        { el: 'criterion--met', decls: { color: t('text') } },
        {
          el: 'criterion--met',
          state: ' svg',
          decls: { visibility: 'visible', color: t('success') },
        },
      ],
    },
  });
}
