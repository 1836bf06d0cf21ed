import type { Blueprint, BuildContext } from '../../blueprint';
import { h, interp } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';

const FOOTER_LINKS: Record<string, string[]> = {
  product: ['Features', 'Pricing', 'Integrations', 'Changelog'],
  company: ['About', 'Careers', 'Blog', 'Press'],
  resources: ['Documentation', 'Guides', 'Support', 'Status'],
  legal: ['Privacy', 'Terms', 'Cookies'],
  support: ['Help centre', 'Contact', 'Community'],
};

export function footerBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const columns = model.items.length ? model.items : ['Product', 'Company', 'Resources'];
  const brand = model.title || 'Acme';
  const socials = ['GitHub', 'LinkedIn', 'Mastodon'];
  // The description's own copyright line is shown as written; other words are the tagline.
  const copyright =
    model.message && /©|\bcopyright\b|\brights reserved\b/i.test(model.message)
      ? model.message
      : undefined;
  const tagline = model.subtitle ?? (!copyright && model.message) ?? 'Tools for teams who ship.';
  return blueprint({
    constants: copyright
      ? []
      : [{ name: 'year', type: 'number', value: 'new Date().getFullYear()' }],
    view: [
      h(
        'footer.',
        {},
        h(
          'div.top',
          {},
          h(
            'div.about',
            {},
            h('p.brand', {}, brand),
            h('p.tagline', {}, tagline || 'Tools for teams who ship.'),
          ),
          ...columns.map((column) =>
            h(
              'nav.column',
              { 'aria-label': column },
              h('h3.heading', {}, column),
              h(
                'ul.links',
                {},
                ...(
                  model.itemParts?.[column] ??
                  FOOTER_LINKS[column.toLowerCase()] ?? ['Overview', 'Guides', 'Contact']
                ).map((link) => h('li', {}, h('a.link', { href: '#' }, link))),
              ),
            ),
          ),
        ),
        h(
          'div.bottom',
          {},
          copyright
            ? h('p.copyright', {}, copyright)
            : h('p.copyright', {}, '© ', interp('@year'), ` ${brand}. All rights reserved.`),
          h(
            'ul.socials',
            { 'aria-label': 'Social media' },
            ...socials.map((name) =>
              h(
                'li',
                {},
                h(
                  'a.social',
                  { href: '#' },
                  // The name is the link's own (visually hidden) text, so what is read and what
                  // is shown never disagree (WCAG 2.5.3, label in name).
                  h('span.social-mark', { 'aria-hidden': 'true' }, name.slice(0, 2)),
                  h('span.sr-only', {}, name),
                ),
              ),
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
          decls: {
            padding: `calc(${t('space')} * 2.5) ${t('space')} ${t('space')}`,
            'border-top': `1px solid ${t('border')}`,
            background: t('surface-muted'),
            color: t('text-muted'),
            'font-size': '0.875rem',
          },
        },
        {
          el: 'top',
          decls: {
            display: 'grid',
            'grid-template-columns': `2fr repeat(${columns.length}, 1fr)`,
            gap: `calc(${t('space')} * 2)`,
          },
        },
        { el: 'top', media: 'narrow', decls: { 'grid-template-columns': '1fr 1fr' } },
        {
          el: 'brand',
          decls: {
            margin: '0 0 0.25rem',
            color: t('text'),
            'font-weight': '700',
            'font-size': '1rem',
          },
        },
        { el: 'tagline', decls: { margin: '0' } },
        {
          el: 'heading',
          decls: { margin: '0 0 0.75rem', color: t('text'), 'font-size': '0.875rem' },
        },
        {
          el: 'links',
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            gap: '0.5rem',
            margin: '0',
            padding: '0',
            'list-style': 'none',
          },
        },
        { el: 'link', decls: { color: 'inherit', 'text-decoration': 'none' } },
        {
          el: 'link',
          state: ':hover',
          decls: { color: t('primary'), 'text-decoration': 'underline' },
        },
        { el: 'link', state: ':focus-visible', decls: focusRing(t) },
        {
          el: 'bottom',
          decls: {
            display: 'flex',
            'flex-wrap': 'wrap',
            'justify-content': 'space-between',
            'align-items': 'center',
            gap: t('space'),
            'margin-top': `calc(${t('space')} * 2)`,
            'padding-top': t('space'),
            'border-top': `1px solid ${t('border')}`,
          },
        },
        { el: 'copyright', decls: { margin: '0' } },
        {
          el: 'socials',
          decls: {
            display: 'flex',
            gap: '0.5rem',
            margin: '0',
            padding: '0',
            'list-style': 'none',
          },
        },
        {
          el: 'social',
          decls: {
            display: 'grid',
            'place-items': 'center',
            width: '2rem',
            height: '2rem',
            'border-radius': '50%',
            background: t('surface'),
            color: 'inherit',
            'font-size': '0.75rem',
            'font-weight': '700',
            'text-decoration': 'none',
          },
        },
        {
          el: 'social',
          state: ':hover',
          decls: { background: t('primary'), color: t('on-primary') },
        },
        { el: 'social', state: ':focus-visible', decls: focusRing(t) },
      ],
    },
  });
}
