import type { Blueprint, BuildContext } from '../../blueprint';
import { faqAnswer } from '../../lexicon/faq-topics';
import { tsString } from '../../text';
import { each, h, icon, interp, slot, when } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';

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

/**
 * One panel that expands and collapses: its heading is a button, what it holds is the content
 * the component is given (the description's own quoted sentence, or a note, until then). It
 * starts closed.
 */
function singlePanel(ctx: BuildContext, heading: string): Blueprint {
  const { model } = ctx;
  return blueprint({
    usesId: true,
    acceptsChildren: true,
    state: [{ name: 'open', type: 'boolean', initial: 'false' }],
    methods: [{ name: 'toggle', body: 'set:open(!$open);' }],
    view: [
      h(
        'div.',
        {},
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
                '[id]': "@uid + '-trigger'",
                '[aria-expanded]': '$open',
                '[aria-controls]': "@uid + '-panel'",
                '(click)': 'toggle()',
              },
              h('span', {}, heading),
              icon('chevronDown', 'chevron'),
            ),
          ),
          when('$open', [
            h(
              'div.panel',
              {
                role: 'region',
                '[id]': "@uid + '-panel'",
                '[aria-labelledby]': "@uid + '-trigger'",
              },
              h(
                'div.answer',
                {},
                slot(model.message ?? 'The content shown while the panel is open.'),
              ),
            ),
          ]),
        ),
      ),
    ],
    styles: accordionStyles(ctx),
  });
}

export function accordionBlueprint(ctx: BuildContext): Blueprint {
  const { model } = ctx;
  const heading = model.presentation.singlePanel;
  if (heading && model.items.length < 2 && !model.itemParts) return singlePanel(ctx, heading);
  const count = Math.min(Math.max(model.params.count ?? (model.items.length || 4), 2), 6);
  const questions: [string, string][] =
    // Questions written out with their answers keep them; the others get the topic's answer.
    model.items.length >= 2 || model.itemParts
      ? model.items.map((item) => [item, model.itemParts?.[item]?.[0] ?? faqAnswer(item)])
      : FAQ.slice(0, count).map(([q, a]) => [q!, a!]);
  const multiple = model.presentation.expandMultiple;
  const firstOpen = model.presentation.firstOpen === true;
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
    // Every answer starts closed unless the description opens the first.
    state: multiple
      ? [{ name: 'expanded', type: 'number[]', initial: firstOpen ? '[0]' : '[]' }]
      : [{ name: 'openIndex', type: 'number | null', initial: firstOpen ? '0' : 'null' }],
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
    styles: accordionStyles(ctx),
  });
}

/** The look every accordion shares: bordered items, a full-width trigger, a turning chevron. */
function accordionStyles(ctx: BuildContext): Blueprint['styles'] {
  const { t } = ctx;
  return {
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
  };
}
