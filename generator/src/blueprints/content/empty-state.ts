import type { Blueprint, BuildContext } from '../../blueprint';
import { h, icon } from '../../view';
import { blueprint, commonRules, outputName, placeholderImage } from '../common';

export function emptyStateBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const action = model.actions.find((a) => a.kind !== 'link');
  // A second stated text beside the heading: a code ("404", "Oops!") stands large above it, a
  // sentence is the text under it.
  const other = model.message && model.message !== model.title ? model.message : undefined;
  const code = other && !/\s/.test(other) && other.length <= 12 ? other : undefined;
  const sentence = other && !code ? other : undefined;
  return blueprint({
    outputs: action ? [{ name: outputName(action.label), type: 'void' }] : [],
    view: [
      h(
        'section.',
        {},
        h('img.illustration', {
          src: placeholderImage('', 240, 160, model.styling.primary),
          alt: '',
          width: 240,
          height: 160,
        }),
        code ? h('p.code', {}, code) : null,
        h('h2.title', {}, model.title || model.message || 'Nothing here yet'),
        h(
          'p.text',
          {},
          sentence ??
            model.subtitle ??
            'Create your first one to get started. It only takes a minute.',
        ),
        sentence && model.subtitle ? h('p.text', {}, model.subtitle) : null,
        action
          ? h(
              'button.button',
              { type: 'button', '(click)': `emit:${outputName(action.label)}()` },
              // A plus only where the button makes something new.
              /^(?:create|add|new|start|upload)\b/i.test(action.label) ? icon('plus') : null,
              action.label,
            )
          : null,
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['button']),
        {
          el: '',
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            'align-items': 'center',
            gap: '0.5rem',
            padding: `calc(${t('space')} * 3) ${t('space')}`,
            border: `2px dashed ${t('border')}`,
            'border-radius': t('radius'),
            'text-align': 'center',
          },
        },
        {
          el: 'illustration',
          decls: {
            'max-width': '100%',
            height: 'auto',
            opacity: '0.8',
            'border-radius': t('radius-sm'),
          },
        },
        {
          el: 'code',
          decls: {
            margin: '1rem 0 0',
            'font-size': '3rem',
            'font-weight': '700',
            'line-height': '1',
            color: t('primary'),
          },
        },
        { el: 'title', decls: { margin: '1rem 0 0', 'font-size': '1.25rem' } },
        { el: 'text', decls: { margin: '0 0 1rem', 'max-width': '24rem', color: t('text-muted') } },
      ],
    },
  });
}
