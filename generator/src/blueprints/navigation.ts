import type { Blueprint, BuildContext } from '../blueprint';
import { camelCase, tsString } from '../text';
import { each, h, icon, interp, when } from '../view';
import type { IconName } from '../view';
import { blackAt, blueprint, commonRules, focusRing } from './common';

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

const SIDEBAR_ICONS: [RegExp, IconName][] = [
  [/dashboard|overview|home/i, 'grid'],
  [/project|file|document/i, 'folder'],
  [/team|user|people|member|customer/i, 'users'],
  [/setting|preference/i, 'settings'],
  [/mail|inbox|message/i, 'mail'],
];

export function sidebarBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const items = model.items.length ? model.items : ['Dashboard', 'Projects', 'Team', 'Settings'];
  const iconFor = (label: string): IconName =>
    SIDEBAR_ICONS.find(([pattern]) => pattern.test(label))?.[1] ?? 'home';
  return blueprint({
    inputs: [{ name: 'collapsed', type: 'boolean', initial: 'false' }],
    outputs: [
      { name: 'collapsedChange', type: 'boolean' },
      { name: 'navigate', type: 'string' },
    ],
    state: [
      { name: 'isCollapsed', type: 'boolean', initial: 'false', linked: 'collapsed' },
      { name: 'active', type: 'string', initial: tsString(camelCase(items[0]!)) },
    ],
    methods: [
      {
        name: 'toggle',
        body: 'const next = !$isCollapsed;\nset:isCollapsed(next);\nemit:collapsedChange(next);',
      },
      { name: 'select', params: 'item: string', body: 'set:active(item);\nemit:navigate(item);' },
    ],
    view: [
      h(
        'nav.',
        { 'aria-label': model.title || 'Sidebar', '[class.--collapsed]': '$isCollapsed' },
        h(
          'button.toggle',
          { type: 'button', '[aria-expanded]': '!$isCollapsed', '(click)': 'toggle()' },
          icon('chevronLeft', 'toggle-icon'),
          h('span.sr-only', {}, 'Collapse sidebar'),
        ),
        h(
          'ul.items',
          {},
          ...items.map((label) => {
            const key = camelCase(label);
            return h(
              'li',
              {},
              h(
                'a.item',
                {
                  href: '#',
                  '[aria-current]': `$active === '${key}' ? 'page' : undefined`,
                  '(click)': `select('${key}')`,
                },
                icon(iconFor(label), 'item-icon'),
                h('span.label', { '[class.label--hidden]': '$isCollapsed' }, label),
              ),
            );
          }),
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
            display: 'flex',
            'flex-direction': 'column',
            gap: '0.5rem',
            width: '15rem',
            'min-height': '100%',
            padding: '0.75rem',
            'border-right': `1px solid ${t('border')}`,
            background: t('surface'),
            'box-sizing': 'border-box',
            transition: 'width 200ms ease',
          },
        },
        { el: '--collapsed', decls: { width: '4rem' } },
        {
          el: 'label--hidden',
          decls: {
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            'white-space': 'nowrap',
          },
        },
        {
          el: 'toggle',
          state: '[aria-expanded="false"] svg',
          decls: { transform: 'rotate(180deg)' },
        },
        {
          el: 'toggle',
          decls: {
            'align-self': 'flex-end',
            display: 'inline-flex',
            padding: '0.375rem',
            border: '0',
            'border-radius': t('radius-sm'),
            background: 'transparent',
            color: t('text-muted'),
            cursor: 'pointer',
          },
        },
        { el: 'toggle', state: ':hover', decls: { background: t('surface-muted') } },
        { el: 'toggle', state: ':focus-visible', decls: focusRing(t) },
        { el: 'toggle-icon', decls: { transition: 'transform 200ms ease' } },
        {
          el: 'items',
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            gap: '0.25rem',
            margin: '0',
            padding: '0',
            'list-style': 'none',
          },
        },
        {
          el: 'item',
          decls: {
            display: 'flex',
            'align-items': 'center',
            gap: '0.75rem',
            padding: '0.5rem 0.75rem',
            'border-radius': t('radius-sm'),
            color: t('text-muted'),
            'font-weight': '500',
            'text-decoration': 'none',
            'white-space': 'nowrap',
          },
        },
        {
          el: 'item',
          state: ':hover',
          decls: { background: t('surface-muted'), color: t('text') },
        },
        { el: 'item', state: ':focus-visible', decls: focusRing(t) },
        {
          el: 'item',
          state: '[aria-current="page"]',
          decls: { background: t('primary'), color: t('on-primary') },
        },
        { el: 'item-icon', decls: { 'flex-shrink': '0' } },
        { el: '', media: 'narrow', decls: { width: '4rem' } },
        { el: 'label', media: 'narrow', decls: { display: 'none' } },
      ],
    },
  });
}

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
  return blueprint({
    constants: [{ name: 'year', type: 'number', value: 'new Date().getFullYear()' }],
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
            h('p.tagline', {}, model.subtitle ?? 'Tools for teams who ship.'),
          ),
          ...columns.map((column) =>
            h(
              'nav.column',
              { 'aria-label': column },
              h('h3.heading', {}, column),
              h(
                'ul.links',
                {},
                ...(FOOTER_LINKS[column.toLowerCase()] ?? ['Overview', 'Guides', 'Contact']).map(
                  (link) => h('li', {}, h('a.link', { href: '#' }, link)),
                ),
              ),
            ),
          ),
        ),
        h(
          'div.bottom',
          {},
          h('p.copyright', {}, '© ', interp('@year'), ` ${brand}. All rights reserved.`),
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

export function breadcrumbBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const trail = model.items.length >= 2 ? model.items : ['Home', 'Products', 'Details'];
  return blueprint({
    view: [
      h(
        'nav.',
        { 'aria-label': 'Breadcrumb' },
        h(
          'ol.list',
          {},
          ...trail.map((label, i) =>
            h(
              'li.item',
              {},
              i === trail.length - 1
                ? h('span.current', { 'aria-current': 'page' }, label)
                : h('a.link', { href: '#' }, label),
              i < trail.length - 1 ? h('span.separator', { 'aria-hidden': 'true' }, '/') : null,
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
          el: 'list',
          decls: {
            display: 'flex',
            'flex-wrap': 'wrap',
            'align-items': 'center',
            gap: '0.5rem',
            margin: '0',
            padding: '0',
            'list-style': 'none',
            'font-size': '0.875rem',
          },
        },
        { el: 'item', decls: { display: 'inline-flex', 'align-items': 'center', gap: '0.5rem' } },
        { el: 'link', decls: { color: t('text-muted'), 'text-decoration': 'none' } },
        {
          el: 'link',
          state: ':hover',
          decls: { color: t('primary'), 'text-decoration': 'underline' },
        },
        { el: 'link', state: ':focus-visible', decls: focusRing(t) },
        { el: 'separator', decls: { color: t('border') } },
        { el: 'current', decls: { color: t('text'), 'font-weight': '600' } },
        { el: 'list', media: 'narrow', decls: { 'font-size': '0.8125rem' } },
      ],
    },
  });
}

export function tabsBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const tabs = model.items.length >= 2 ? model.items : ['Overview', 'Details', 'Reviews'];
  const last = tabs.length - 1;
  return blueprint({
    usesId: true,
    outputs: [{ name: 'tabChange', type: 'number' }],
    state: [{ name: 'active', type: 'number', initial: '0' }],
    methods: [
      {
        name: 'select',
        params: 'index: number',
        body: 'set:active(index);\nemit:tabChange(index);',
      },
      {
        name: 'onKeydown',
        params: 'event: KeyboardEvent',
        body: [
          `const keys: Record<string, number> = { ArrowRight: ($active + 1) % ${tabs.length}, ArrowLeft: ($active + ${last}) % ${tabs.length}, Home: 0, End: ${last} };`,
          'const next = keys[event.key];',
          'if (next === undefined) return;',
          'event.preventDefault();',
          '@select(next);',
          '(event.currentTarget as HTMLElement).querySelectorAll<HTMLElement>(\'[role="tab"]\')[next]?.focus();',
        ].join('\n'),
      },
    ],
    view: [
      h(
        'div.',
        {},
        h(
          'div.list',
          {
            role: 'tablist',
            'aria-label': model.title || 'Sections',
            '(keydown)': 'onKeydown(event)',
          },
          ...tabs.map((label, i) =>
            h(
              'button.tab',
              {
                type: 'button',
                role: 'tab',
                '[id]': `@uid + '-tab-${i}'`,
                '[aria-selected]': `$active === ${i}`,
                '[aria-controls]': `@uid + '-panel-${i}'`,
                '[tabIndex]': `$active === ${i} ? 0 : -1`,
                '(click)': `select(${i})`,
              },
              label,
            ),
          ),
        ),
        ...tabs.map((label, i) =>
          h(
            'div.panel',
            {
              role: 'tabpanel',
              '[id]': `@uid + '-panel-${i}'`,
              '[aria-labelledby]': `@uid + '-tab-${i}'`,
              '[hidden]': `$active !== ${i}`,
              tabindex: '0',
            },
            h('h3.panel-title', {}, label),
            h('p.panel-text', {}, `Everything about ${label.toLowerCase()}, in one place.`),
          ),
        ),
      ),
    ],
    styles: {
      keyframes: { 'tab-fade': 'from {\n  opacity: 0;\n}\nto {\n  opacity: 1;\n}' },
      rules: [
        ...commonRules(ctx, []),
        {
          el: 'list',
          decls: {
            display: 'flex',
            gap: '0.25rem',
            'border-bottom': `1px solid ${t('border')}`,
            'overflow-x': 'auto',
          },
        },
        {
          el: 'tab',
          decls: {
            padding: '0.625rem 1rem',
            border: '0',
            'border-bottom': '2px solid transparent',
            background: 'none',
            color: t('text-muted'),
            font: 'inherit',
            'font-weight': '600',
            cursor: 'pointer',
            'white-space': 'nowrap',
            transition: 'color 150ms ease, border-color 150ms ease',
          },
        },
        { el: 'tab', state: ':hover', decls: { color: t('text') } },
        {
          el: 'tab',
          state: ':focus-visible',
          decls: { ...focusRing(t, '-2px'), 'border-radius': t('radius-sm') },
        },
        {
          el: 'tab',
          state: '[aria-selected="true"]',
          decls: { color: t('primary'), 'border-bottom-color': t('primary') },
        },
        {
          el: 'panel',
          decls: {
            padding: `${t('space')} 0.25rem`,
            animation: 'tab-fade var(--kiln-motion, 200ms) ease',
          },
        },
        { el: 'panel', state: ':focus-visible', decls: focusRing(t) },
        { el: 'panel-title', decls: { margin: '0 0 0.5rem', 'font-size': '1.125rem' } },
        { el: 'panel-text', decls: { margin: '0', color: t('text-muted') } },
        { el: 'tab', media: 'narrow', decls: { padding: '0.5rem 0.75rem' } },
      ],
    },
  });
}

const FAQ = [
  [
    'How does the free trial work?',
    'You get every feature for 14 days. No card is needed, and you choose a plan only if you stay.',
  ],
  [
    'Can I change my plan later?',
    'Yes. Upgrades apply at once; downgrades take effect at the end of the billing period.',
  ],
  [
    'Is my data secure?',
    'Data is encrypted in transit and at rest, and backed up daily in two regions.',
  ],
  [
    'Do you offer refunds?',
    'If you are not satisfied, write to us within 30 days for a full refund.',
  ],
  [
    'How do I contact support?',
    'Use the chat in the app or e-mail support; we answer within one business day.',
  ],
  [
    'Can I invite my team?',
    'Every plan includes team seats; invite people from the settings page.',
  ],
];

export function accordionBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const count = Math.min(Math.max(model.params.count ?? (model.items.length || 4), 2), 6);
  const questions: [string, string][] =
    model.items.length >= 2
      ? model.items.map((q, i) => [q, FAQ[i % FAQ.length]![1]!])
      : FAQ.slice(0, count).map(([q, a]) => [q!, a!]);
  const multiple = model.presentation.expandMultiple;
  return blueprint({
    usesId: true,
    types: ['export interface FaqItem {\n  question: string;\n  answer: string;\n}'],
    constants: [
      {
        name: 'items',
        type: 'readonly FaqItem[]',
        value: `[\n${questions.map(([q, a]) => `  { question: ${tsString(q)}, answer: ${tsString(a)} },`).join('\n')}\n]`,
      },
    ],
    state: multiple
      ? [{ name: 'expanded', type: 'number[]', initial: '[0]' }]
      : [{ name: 'openIndex', type: 'number | null', initial: '0' }],
    methods: [
      multiple
        ? {
            name: 'toggle',
            params: 'index: number',
            body: 'update:expanded((open) => (open.includes(index) ? open.filter((i) => i !== index) : [...open, index]));',
          }
        : {
            name: 'toggle',
            params: 'index: number',
            body: '// Only one answer is open at a time: opening one closes the other.\nset:openIndex($openIndex === index ? null : index);',
          },
    ],
    view: [
      h(
        'div.',
        {},
        model.title ? h('h2.title', {}, model.title) : null,
        each(
          'item',
          '@items',
          'item.question',
          [
            h(
              'div.item',
              {},
              h(
                'h3.heading',
                {},
                h(
                  'button.trigger',
                  {
                    type: 'button',
                    '[id]': "@uid + '-trigger-' + index",
                    '[aria-expanded]': multiple
                      ? '$expanded.includes(index)'
                      : '$openIndex === index',
                    '[aria-controls]': "@uid + '-panel-' + index",
                    '(click)': 'toggle(index)',
                  },
                  h('span', {}, interp('item.question')),
                  icon('chevronDown', 'chevron'),
                ),
              ),
              when(multiple ? '$expanded.includes(index)' : '$openIndex === index', [
                h(
                  'div.panel',
                  {
                    role: 'region',
                    '[id]': "@uid + '-panel-' + index",
                    '[aria-labelledby]': "@uid + '-trigger-' + index",
                  },
                  h('p.answer', {}, interp('item.answer')),
                ),
              ]),
            ),
          ],
          { index: 'index' },
        ),
      ),
    ],
    styles: {
      keyframes: {
        'accordion-open':
          'from {\n  opacity: 0;\n  transform: translateY(-4px);\n}\nto {\n  opacity: 1;\n  transform: none;\n}',
      },
      rules: [
        ...commonRules(ctx, []),
        {
          el: '',
          decls: {
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius'),
            background: t('surface'),
            overflow: 'hidden',
            'box-shadow': t('shadow'),
          },
        },
        {
          el: 'title',
          decls: {
            margin: '0',
            padding: t('space'),
            'font-size': '1.25rem',
            'border-bottom': `1px solid ${t('border')}`,
          },
        },
        {
          el: 'item',
          state: ':not(:last-child)',
          decls: { 'border-bottom': `1px solid ${t('border')}` },
        },
        { el: 'heading', decls: { margin: '0', 'font-size': '1rem' } },
        {
          el: 'trigger',
          decls: {
            display: 'flex',
            'align-items': 'center',
            'justify-content': 'space-between',
            gap: t('space'),
            width: '100%',
            padding: t('space'),
            border: '0',
            background: 'none',
            color: 'inherit',
            font: 'inherit',
            'font-weight': '600',
            'text-align': 'left',
            cursor: 'pointer',
          },
        },
        { el: 'trigger', state: ':hover', decls: { background: t('surface-muted') } },
        { el: 'trigger', state: ':focus-visible', decls: focusRing(t, '-2px') },
        {
          el: 'trigger',
          state: '[aria-expanded="true"] svg',
          decls: { transform: 'rotate(180deg)' },
        },
        { el: 'chevron', decls: { 'flex-shrink': '0', transition: 'transform 200ms ease' } },
        {
          el: 'panel',
          decls: {
            padding: `0 ${t('space')} ${t('space')}`,
            animation: 'accordion-open var(--kiln-motion, 200ms) ease',
          },
        },
        { el: 'answer', decls: { margin: '0', color: t('text-muted') } },
      ],
    },
  });
}

export function stepperBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const steps = model.items.length >= 2 ? model.items : ['Account', 'Details', 'Review'];
  const last = steps.length - 1;
  const back = model.actions.find((a) => /back|previous/i.test(a.label))?.label ?? 'Back';
  const next = model.actions.find((a) => /next|continue/i.test(a.label))?.label ?? 'Next';
  return blueprint({
    outputs: [
      { name: 'stepChange', type: 'number' },
      { name: 'completed', type: 'void' },
    ],
    state: [{ name: 'step', type: 'number', initial: '0' }],
    methods: [
      {
        name: 'goTo',
        params: 'step: number',
        body: `const target = Math.min(Math.max(step, 0), ${last});\nset:step(target);\nemit:stepChange(target);`,
      },
      {
        name: 'next',
        body: `if ($step === ${last}) {\n  emit:completed();\n} else {\n  @goTo($step + 1);\n}`,
      },
    ],
    view: [
      h(
        'div.',
        {},
        h(
          'ol.steps',
          {},
          ...steps.map((label, i) =>
            h(
              'li.step',
              {
                '[class.step--active]': `$step === ${i}`,
                '[class.step--complete]': `$step > ${i}`,
                '[aria-current]': `$step === ${i} ? 'step' : undefined`,
              },
              h(
                'span.marker',
                { 'aria-hidden': 'true', '[class.marker--active]': `$step >= ${i}` },
                String(i + 1),
              ),
              h('span.step-label', {}, label),
            ),
          ),
        ),
        ...steps.map((label, i) =>
          when(`$step === ${i}`, [
            h(
              'section.panel',
              { 'aria-label': label },
              h('h3.panel-title', {}, label),
              h('p.panel-text', {}, `Step ${i + 1} of ${steps.length}: ${label.toLowerCase()}.`),
            ),
          ]),
        ),
        h(
          'div.actions',
          {},
          h(
            'button.button.button--secondary',
            { type: 'button', '[disabled]': '$step === 0', '(click)': 'goTo($step - 1)' },
            back,
          ),
          h(
            'button.button',
            { type: 'button', '(click)': 'next()' },
            when(`$step === ${last}`, ['Finish'], [next]),
          ),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button']),
        {
          el: 'steps',
          decls: {
            display: 'flex',
            gap: '0.5rem',
            margin: `0 0 ${t('space')}`,
            padding: '0',
            'list-style': 'none',
            'counter-reset': 'step',
          },
        },
        {
          el: 'step',
          decls: {
            display: 'flex',
            flex: '1',
            'align-items': 'center',
            gap: '0.5rem',
            'padding-bottom': '0.5rem',
            'border-bottom': `3px solid ${t('border')}`,
            color: t('text-muted'),
            'font-weight': '500',
          },
        },
        { el: 'step--active', decls: { 'border-bottom-color': t('primary'), color: t('text') } },
        { el: 'step--complete', decls: { 'border-bottom-color': t('primary') } },
        {
          el: 'marker',
          decls: {
            display: 'grid',
            'place-items': 'center',
            width: '1.75rem',
            height: '1.75rem',
            'border-radius': '50%',
            background: t('surface-muted'),
            'font-size': '0.875rem',
            'font-weight': '700',
          },
        },
        { el: 'marker--active', decls: { background: t('primary'), color: t('on-primary') } },
        { el: 'step-label', media: 'narrow', decls: { display: 'none' } },
        { el: 'panel-title', decls: { margin: '0 0 0.5rem' } },
        { el: 'panel-text', decls: { margin: '0', color: t('text-muted') } },
        {
          el: 'actions',
          decls: { display: 'flex', 'justify-content': 'space-between', 'margin-top': t('space') },
        },
      ],
    },
  });
}

export function paginationBlueprint(ctx: BuildContext): Blueprint {
  const { t } = ctx;
  return blueprint({
    inputs: [{ name: 'totalPages', type: 'number', initial: '12' }],
    outputs: [{ name: 'pageChange', type: 'number' }],
    state: [{ name: 'page', type: 'number', initial: '1' }],
    computed: [
      {
        name: 'pages',
        expr: 'Array.from(\n    { length: Math.min(5, $totalPages) },\n    (_, i) => Math.min(Math.max($page - 2, 1), Math.max($totalPages - 4, 1)) + i,\n  )',
      },
    ],
    methods: [
      {
        name: 'goTo',
        params: 'page: number',
        body: 'const target = Math.min(Math.max(page, 1), $totalPages);\nif (target === $page) return;\nset:page(target);\nemit:pageChange(target);',
      },
    ],
    view: [
      h(
        'nav.',
        { 'aria-label': 'Pagination' },
        h(
          'button.nav',
          { type: 'button', '[disabled]': '$page === 1', '(click)': 'goTo($page - 1)' },
          icon('chevronLeft'),
          'Previous',
        ),
        h(
          'ol.pages',
          {},
          each('number', '$pages', 'number', [
            h(
              'li',
              {},
              h(
                'button.page',
                {
                  type: 'button',
                  '[aria-current]': "number === $page ? 'page' : undefined",
                  '[aria-label]': "'Page ' + number",
                  '(click)': 'goTo(number)',
                },
                interp('number'),
              ),
            ),
          ]),
        ),
        h(
          'button.nav',
          { type: 'button', '[disabled]': '$page === $totalPages', '(click)': 'goTo($page + 1)' },
          'Next',
          icon('chevronRight'),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, []),
        {
          el: '',
          decls: { display: 'flex', 'align-items': 'center', gap: '0.5rem', 'flex-wrap': 'wrap' },
        },
        {
          el: 'pages',
          decls: {
            display: 'flex',
            gap: '0.25rem',
            margin: '0',
            padding: '0',
            'list-style': 'none',
          },
        },
        {
          el: 'nav',
          decls: {
            display: 'inline-flex',
            'align-items': 'center',
            gap: '0.25rem',
            'min-height': '2.5rem',
            padding: '0 0.75rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: 'inherit',
            font: 'inherit',
            cursor: 'pointer',
          },
        },
        {
          el: 'page',
          decls: {
            'min-width': '2.5rem',
            'min-height': '2.5rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: 'inherit',
            font: 'inherit',
            cursor: 'pointer',
          },
        },
        { el: 'nav', state: ':hover:not(:disabled)', decls: { background: t('surface-muted') } },
        { el: 'page', state: ':hover', decls: { background: t('surface-muted') } },
        { el: 'nav', state: ':focus-visible', decls: focusRing(t) },
        { el: 'page', state: ':focus-visible', decls: focusRing(t) },
        { el: 'nav', state: ':disabled', decls: { opacity: '0.5', cursor: 'not-allowed' } },
        {
          el: 'page',
          state: '[aria-current="page"]',
          decls: {
            background: t('primary'),
            'border-color': t('primary'),
            color: t('on-primary'),
            'font-weight': '700',
          },
        },
        { el: 'pages', media: 'narrow', decls: { display: 'none' } },
      ],
    },
  });
}

export function dropdownBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const items = model.items.length ? model.items : ['Edit', 'Duplicate', 'Archive', 'Delete'];
  const trigger = model.actions.find((a) => a.kind !== 'link')?.label ?? 'Actions';
  return blueprint({
    usesId: true,
    outputs: [{ name: 'selected', type: 'string' }],
    state: [{ name: 'open', type: 'boolean', initial: 'false' }],
    methods: [
      { name: 'toggle', body: 'update:open((open) => !open);' },
      {
        name: 'choose',
        params: 'action: string',
        body: 'set:open(false);\nemit:selected(action);',
      },
      {
        name: 'onMenuKeydown',
        params: 'event: KeyboardEvent',
        body: [
          'const items = Array.from((event.currentTarget as HTMLElement).querySelectorAll<HTMLElement>(\'[role="menuitem"]\'));',
          'const current = items.indexOf(document.activeElement as HTMLElement);',
          "if (event.key === 'Escape') {",
          '  set:open(false);',
          "} else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {",
          '  event.preventDefault();',
          "  const step = event.key === 'ArrowDown' ? 1 : -1;",
          '  items[(current + step + items.length) % items.length]?.focus();',
          '}',
        ].join('\n'),
      },
    ],
    view: [
      h(
        'div.',
        {},
        h(
          'button.trigger',
          {
            type: 'button',
            'aria-haspopup': 'menu',
            '[id]': "@uid + '-trigger'",
            '[aria-expanded]': '$open',
            '[aria-controls]': "@uid + '-menu'",
            '(click)': 'toggle()',
          },
          trigger,
          icon('chevronDown', 'chevron'),
        ),
        when('$open', [
          h(
            'ul.menu',
            {
              role: 'menu',
              '[id]': "@uid + '-menu'",
              '[aria-labelledby]': "@uid + '-trigger'",
              '(keydown)': 'onMenuKeydown(event)',
            },
            ...items.map((label) =>
              h(
                'li',
                { role: 'none' },
                h(
                  `button.item${/delete|remove/i.test(label) ? '.item--danger' : ''}`,
                  { type: 'button', role: 'menuitem', '(click)': `choose('${camelCase(label)}')` },
                  label,
                ),
              ),
            ),
          ),
        ]),
      ),
    ],
    styles: {
      keyframes: {
        'menu-in':
          'from {\n  opacity: 0;\n  transform: translateY(-4px) scale(0.98);\n}\nto {\n  opacity: 1;\n  transform: none;\n}',
      },
      rules: [
        ...commonRules(ctx, []),
        { el: '', decls: { position: 'relative', display: 'inline-block' } },
        {
          el: 'trigger',
          decls: {
            display: 'inline-flex',
            'align-items': 'center',
            gap: '0.5rem',
            'min-height': '2.5rem',
            padding: '0.5rem 0.875rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: 'inherit',
            font: 'inherit',
            'font-weight': '600',
            cursor: 'pointer',
          },
        },
        { el: 'trigger', state: ':hover', decls: { background: t('surface-muted') } },
        { el: 'trigger', state: ':focus-visible', decls: focusRing(t) },
        {
          el: 'trigger',
          state: '[aria-expanded="true"] svg',
          decls: { transform: 'rotate(180deg)' },
        },
        { el: 'chevron', decls: { transition: 'transform 150ms ease' } },
        {
          el: 'menu',
          decls: {
            position: 'absolute',
            'z-index': '10',
            top: 'calc(100% + 0.25rem)',
            left: '0',
            'min-width': '12rem',
            margin: '0',
            padding: '0.25rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            'box-shadow': `0 10px 25px -5px ${blackAt(0.2)}`,
            'list-style': 'none',
            animation: 'menu-in var(--kiln-motion, 120ms) ease',
          },
        },
        {
          el: 'item',
          decls: {
            display: 'block',
            width: '100%',
            padding: '0.5rem 0.75rem',
            border: '0',
            'border-radius': t('radius-sm'),
            background: 'none',
            color: 'inherit',
            font: 'inherit',
            'text-align': 'left',
            cursor: 'pointer',
          },
        },
        { el: 'item', state: ':hover', decls: { background: t('surface-muted') } },
        {
          el: 'item',
          state: ':focus-visible',
          decls: { outline: 'none', background: t('surface-muted') },
        },
        { el: 'item--danger', decls: { color: t('danger') } },
      ],
    },
  });
}
