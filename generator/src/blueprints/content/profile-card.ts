import type { Blueprint, BuildContext } from '../../blueprint';
import { tsString } from '../../text';
import { h, interp, when } from '../../view';
import { blueprint, commonRules, outputName, placeholderImage } from '../common';

/** Sample figures for a profile's named counts, in the order named. */
const STAT_FIGURES = ['128', '2.4k', '312', '47'];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function profileCardBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const person = model.title || 'Maya Okafor';
  const follow = model.actions.find((a) => /follow/i.test(a.label));
  const others = model.actions.filter((a) => a !== follow && a.kind !== 'link');
  return blueprint({
    inputs: [
      // Whose profile it is, as the description names them, else a sample person.
      { name: 'name', type: 'string', initial: tsString(person) },
      {
        name: 'jobTitle',
        type: 'string',
        initial: tsString(model.title ? (model.subtitle ?? '') : 'Senior product designer'),
      },
      {
        name: 'bio',
        type: 'string',
        initial:
          "'Designs calm interfaces for busy people. Previously at Atlassian; speaks at design meetups.'",
      },
      {
        name: 'avatarUrl',
        type: 'string',
        initial: tsString(placeholderImage(initials(person), 160, 160, model.styling.primary)),
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
        // The counts the description names ("stats: Posts, Followers, Following"), with the figures
        // it states ("Followers 1.2k"), else sample ones.
        model.items.length
          ? h(
              'dl.stats',
              {},
              ...model.items
                .slice(0, 4)
                .map((label, i) =>
                  h(
                    'div.stat',
                    {},
                    h('dt.stat-label', {}, label),
                    h('dd.stat-value', {}, model.itemParts?.[label]?.[0] ?? STAT_FIGURES[i]!),
                  ),
                ),
            )
          : null,
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
        ...(model.items.length
          ? [
              {
                el: 'stats',
                decls: { display: 'flex', gap: '1.5rem', margin: '0 0 1.25rem', padding: '0' },
              },
              {
                el: 'stat',
                decls: {
                  display: 'flex',
                  'flex-direction': 'column-reverse',
                  'align-items': 'center',
                },
              },
              { el: 'stat-label', decls: { color: t('text-muted'), 'font-size': '0.8125rem' } },
              {
                el: 'stat-value',
                decls: { margin: '0', 'font-weight': '700', 'font-size': '1.125rem' },
              },
            ]
          : []),
      ],
    },
  });
}
