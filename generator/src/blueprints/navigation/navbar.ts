import type { Blueprint, BuildContext } from '../../blueprint';
import { h, icon } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';

export function navbarBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const links = model.items.length ? model.items : ['Home', 'Features', 'Pricing', 'About'];
  const brand = model.title || 'Acme';
  const cta = model.actions.find((a) => a.kind !== 'link');
  return blueprint({
    usesId: true,
    state: [{ name: 'menuOpen', type: 'boolean', initial: 'false' }],
    methods: [{ name: 'toggleMenu', body: 'update:menuOpen((open) => !open);' }],
    view: [
      h(
        'nav.',
        { 'aria-label': 'Main' },
        h(
          'a.brand',
          { href: '#' },
          h('span.logo', { 'aria-hidden': 'true' }, brand.slice(0, 1).toUpperCase()),
          h('span.brand-name', {}, brand),
        ),
        h(
          'button.toggle',
          {
            type: 'button',
            '[aria-expanded]': '$menuOpen',
            '[aria-controls]': "@uid + '-menu'",
            '(click)': 'toggleMenu()',
          },
          icon('menu'),
          h('span.sr-only', {}, 'Menu'),
        ),
        h(
          'ul.links',
          { '[id]': "@uid + '-menu'", '[class.links--open]': '$menuOpen' },
          ...links.map((link, i) =>
            h(
              'li',
              {},
              h('a.link', { href: '#', ...(i === 0 ? { 'aria-current': 'page' } : {}) }, link),
            ),
          ),
          cta ? h('li', {}, h('a.cta', { href: '#' }, cta.label)) : null,
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
            position: 'relative',
            display: 'flex',
            'align-items': 'center',
            'justify-content': 'space-between',
            gap: t('space'),
            padding: `0.75rem ${t('space')}`,
            'border-bottom': `1px solid ${t('border')}`,
            background: t('surface'),
            'box-shadow': t('shadow'),
          },
        },
        {
          el: 'brand',
          decls: {
            display: 'inline-flex',
            'align-items': 'center',
            gap: '0.5rem',
            color: 'inherit',
            'font-weight': '700',
            'text-decoration': 'none',
          },
        },
        { el: 'brand', state: ':focus-visible', decls: focusRing(t) },
        {
          el: 'logo',
          decls: {
            display: 'grid',
            'place-items': 'center',
            width: '2rem',
            height: '2rem',
            'border-radius': t('radius-sm'),
            background: t('primary'),
            color: t('on-primary'),
          },
        },
        {
          el: 'links',
          decls: {
            display: 'flex',
            'align-items': 'center',
            gap: '0.25rem',
            margin: '0',
            padding: '0',
            'list-style': 'none',
          },
        },
        {
          el: 'link',
          decls: {
            display: 'block',
            padding: '0.5rem 0.75rem',
            'border-radius': t('radius-sm'),
            color: t('text-muted'),
            'font-weight': '500',
            'text-decoration': 'none',
            transition: 'background-color 150ms ease, color 150ms ease',
          },
        },
        {
          el: 'link',
          state: ':hover',
          decls: { background: t('surface-muted'), color: t('text') },
        },
        { el: 'link', state: ':focus-visible', decls: focusRing(t) },
        { el: 'link', state: '[aria-current="page"]', decls: { color: t('primary') } },
        {
          el: 'cta',
          decls: {
            display: 'block',
            padding: '0.5rem 1rem',
            'border-radius': t('radius-sm'),
            background: t('primary'),
            color: t('on-primary'),
            'font-weight': '600',
            'text-decoration': 'none',
          },
        },
        { el: 'cta', state: ':hover', decls: { background: t('primary-hover') } },
        {
          el: 'toggle',
          decls: {
            display: 'none',
            padding: '0.5rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: 'transparent',
            color: 'inherit',
            cursor: 'pointer',
          },
        },
        { el: 'toggle', state: ':focus-visible', decls: focusRing(t) },
        { el: 'toggle', media: 'narrow', decls: { display: 'inline-flex' } },
        {
          el: 'links',
          media: 'narrow',
          decls: {
            display: 'none',
            position: 'absolute',
            top: '100%',
            left: '0',
            right: '0',
            'flex-direction': 'column',
            'align-items': 'stretch',
            padding: '0.5rem',
            'border-bottom': `1px solid ${t('border')}`,
            background: t('surface'),
          },
        },
        { el: 'links--open', media: 'narrow', decls: { display: 'flex' } },
      ],
    },
  });
}
