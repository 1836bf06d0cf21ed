import type { Blueprint, BuildContext } from '../../blueprint';
import { tsString } from '../../text';
import { h, interp, when } from '../../view';
import { blueprint, commonRules } from '../common';

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
