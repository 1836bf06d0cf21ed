import type { Blueprint, BuildContext } from '../../blueprint';
import { h } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';

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
            // What the description says the tab shows, else a line about it.
            ...(
              model.itemParts?.[label] ?? [`Everything about ${label.toLowerCase()}, in one place.`]
            ).map((text) => h('p.panel-text', {}, text)),
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
